import { expect, test } from '@playwright/test';
import { clearLoginThrottleBeforeEach } from './support/account-helpers.ts';
import { launchStudioGame, newFundedPlayer, signInPage } from './support/studio.ts';

// Issue 19 'Done means' at the phone viewport: a member sets a daily deposit limit of 100,
// deposits 80, is refused 30 with the limit's message; sets a 1-minute reality check and sees it
// inside a studio game; takes a 24 h time-out and cannot log in, with the time it ends shown.

const PASSWORD = 'Studio2026';
const shot = (name: string) => `docs/screenshots/rg-${name}.png`;

clearLoginThrottleBeforeEach();

test('limits, reality check inside a game, and a time-out that refuses login', async ({ page, request }) => {
  test.setTimeout(240_000);
  const player = await newFundedPlayer(request, '20.00');
  await signInPage(page, player);

  // The member centre leads to the tools; a daily deposit limit of 100 holds at once.
  await page.goto('/m/member/home');
  await page.getByRole('link', { name: 'Jogo responsável' }).click();
  await expect(page).toHaveURL(/\/m\/member\/responsibleGaming$/);
  await page.getByLabel('Depósitos por 24 horas').fill('100');
  await page.getByRole('button', { name: 'Salvar limites' }).click();
  await expect(page.getByText('Limites salvos')).toBeVisible();
  await expect(page.getByText(/^Usado R\$\s0,00 de R\$\s100,00$/)).toBeVisible();
  await page.screenshot({ path: shot('limits'), fullPage: true });

  // Deposits 80 by PIX through the sandbox.
  await page.goto('/m/voucherCenter');
  await page.getByLabel('Valor do depósito').fill('80');
  await page.getByRole('button', { name: 'Gerar PIX' }).click();
  const charge = page.getByRole('region', { name: 'Pague com PIX' });
  const popupOpened = page.waitForEvent('popup');
  await charge.getByRole('link', { name: 'Pagar no sandbox (página de pagamento de teste)' }).click();
  const sandbox = await popupOpened;
  await sandbox.getByRole('button', { name: 'Pagar agora' }).click();
  await expect(sandbox.getByText('Pago ✔')).toBeVisible();
  await sandbox.close();
  await expect(page.getByRole('heading', { name: 'Depósito aprovado' })).toBeVisible({ timeout: 20_000 });

  // 30 more would pass the limit: refused with the limit's message, and no charge is made.
  await page.goto('/m/voucherCenter');
  await page.getByLabel('Valor do depósito').fill('30');
  await page.getByRole('button', { name: 'Gerar PIX' }).click();
  const refusal = page.getByText(
    /Este depósito passaria do seu limite de depósito de R\$\s100,00 por 24 horas/,
  );
  await expect(refusal.first()).toBeVisible();
  await expect(refusal.first()).toContainText(/Você ainda pode depositar R\$\s20,00/);
  await expect(page.getByRole('region', { name: 'Pague com PIX' })).toHaveCount(0);
  await page.screenshot({ path: shot('deposit-refused') });

  // A reminder every minute, seen inside a studio game.
  await page.goto('/m/member/responsibleGaming');
  await page.getByLabel('Lembrar a cada').selectOption('1');
  await page.getByRole('button', { name: 'Salvar lembrete' }).click();
  await expect(page.getByText('Lembrete salvo')).toBeVisible();
  const frame = await launchStudioGame(page, { name: 'Dados', gameType: 'RNG', freePlay: false });
  const reminder = frame.getByRole('alertdialog', { name: 'Lembrete de jogo' });
  await expect(reminder).toBeVisible({ timeout: 90_000 });
  await expect(reminder).toContainText(/Tempo de jogo nesta sessão: \d+ min\./);
  await expect(reminder).toContainText('Resultado nesta sessão');
  await page.screenshot({ path: shot('reality-check') });
  await reminder.getByRole('button', { name: 'Continuar' }).click();
  await expect(reminder).toBeHidden();

  // The reminder goes off again on the tools page; then a 24-hour time-out.
  await page.goto('/m/member/responsibleGaming');
  await page.getByLabel('Lembrar a cada').selectOption('');
  await page.getByRole('button', { name: 'Salvar lembrete' }).click();
  await expect(page.getByText('Lembrete salvo')).toBeVisible();
  await page.getByRole('button', { name: '24 horas' }).click();
  const confirm = page.getByRole('dialog', { name: 'Tem certeza?' });
  await expect(confirm).toContainText('você sairá da conta na hora');
  await confirm.getByRole('button', { name: 'Sim, começar agora' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByText(/Você saiu da conta até/)).toBeVisible();

  // The login is refused, saying when the time-out ends.
  await page.goto('/m/login');
  await page.getByLabel('Usuário', { exact: true }).fill(player.userName);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  const refused = page.getByText(/Você está em uma pausa até \d\d\/\d\d\/\d{4},? \d\d:\d\d/);
  await expect(refused.first()).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login/);
  await page.screenshot({ path: shot('timeout-login') });
});
