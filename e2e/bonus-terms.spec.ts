import { expect, test } from '@playwright/test';
import { launchStudioGame, startStudioJourney } from './support/studio.ts';

// Hardening 13 at a phone viewport: the deposit screen shows every term of the welcome bonus
// before the player opts in; with the bonus active, a bet above its maximum is refused in the
// player's language and the balance does not move.

test('welcome bonus: terms shown before opting in, then a bet above the bonus maximum is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A manual credit from the operator is not a deposit: the welcome bonus is still on offer.
  const { errors } = await startStudioJourney(page, request, '1.00');

  await page.goto('/m/voucherCenter');
  await expect(page.getByRole('heading', { level: 1, name: 'Depósito' })).toBeVisible();
  const welcome = page.locator('.promo-option').filter({ hasText: 'Bônus de boas-vindas' });
  await expect(welcome).toContainText('100% até R$ 500,00');
  await expect(welcome).toContainText('Aposta máxima com o bônus ativo: R$ 25,00.');
  await expect(welcome).toContainText('no máximo R$ 200,00 do bônus vira saldo real');
  await expect(welcome).toContainText('Uma vez por pessoa (uma conta e um CPF)');
  await expect(welcome).toContainText('apostas no jogador ou na banca do bacará contam 0%');
  await expect(welcome).toContainText(/10%: .*Dados/);
  await welcome.scrollIntoViewIfNeeded();
  await welcome.screenshot({ path: 'docs/screenshots/bonus-terms.png' });

  // Opt in and pay 100.00 by PIX on the sandbox page.
  await welcome.getByRole('radio').check();
  await page.getByLabel('Valor do depósito').fill('100.00');
  await page.getByRole('button', { name: 'Gerar PIX' }).click();
  const charge = page.getByRole('region', { name: 'Pague com PIX' });
  const popupOpened = page.waitForEvent('popup');
  await charge.getByRole('link', { name: 'Pagar no sandbox (página de pagamento de teste)' }).click();
  const sandbox = await popupOpened;
  await sandbox.getByRole('button', { name: 'Pagar agora' }).click();
  await expect(sandbox.getByText('Pago ✔')).toBeVisible();
  await sandbox.close();
  await expect(page.getByRole('heading', { name: 'Depósito aprovado' })).toBeVisible({ timeout: 20_000 });

  const dice = await launchStudioGame(page, { name: 'Dados', gameType: 'RNG', freePlay: false });
  await expect(dice.getByTestId('studio-balance')).toHaveText('R$ 101,00');
  await dice.getByLabel('Aposta').fill('30.00');
  await dice.getByRole('button', { name: 'Rolar' }).click();
  await expect(dice.getByText('Com o bônus ativo, a aposta máxima é R$ 25,00.')).toBeVisible();
  await expect(dice.getByTestId('studio-balance')).toHaveText('R$ 101,00');
  // The refused bet's 400 is the browser's own log line; nothing else may appear.
  expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
});
