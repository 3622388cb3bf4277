import { expect } from '@playwright/test';
import { expectBalanceAfter, studioTest, verifyInFairnessPanel, WITH_MOTION } from './support/studio.ts';

// Issue 6 'Done means' for baccarat at a phone viewport: launched from the lobby, a hand in free
// play and one in real money; the balance and the game records change by exactly the round's
// result; the fairness panel verifies the hand in the browser after the seeds are rotated.

const SETTLED = /Você ganhou|Empate: aposta devolvida|Não foi desta vez/;

studioTest.use({ game: { name: 'Bacará', gameType: 'TG', code: 'ficha_baccarat' } });
studioTest.use(WITH_MOTION);

studioTest(
  'baccarat: free play and real money from the lobby, balance and records exact, hand verified',
  async ({ page, journey }) => {
    const free = await journey.launchFree();
    await expect(free.getByText('As mãos aparecem aqui')).toBeVisible();
    await expect(free.getByRole('button', { name: 'Distribuir' })).toBeDisabled();
    await free.getByRole('radio', { name: 'Ficha de 10,00' }).check();
    await free.getByRole('button', { name: 'Banca, paga 0,95:1' }).click();
    await expect(free.getByRole('status')).toHaveText('Aposta 10,00 em Banca');
    await free.getByRole('button', { name: 'Distribuir' }).click();
    await expect(free.getByRole('status').filter({ hasText: SETTLED })).toBeVisible();
    await expect(free.getByTestId('baccarat-call')).toBeVisible();
    expect(await free.locator('.bac-card').count()).toBeGreaterThanOrEqual(4);
    await expect(free.getByTestId('baccarat-road').locator('li')).toHaveCount(1);
    await expectBalanceAfter(free, 1000, await journey.lastRound());
    await page.screenshot({ path: 'docs/screenshots/studio-baccarat.png' });

    const real = await journey.launchReal();
    await real.getByRole('radio', { name: /^Ficha de R\$\s1,00$/ }).check();
    // Two chips on the player: the second tap on the same spot adds to the bet.
    await real.getByRole('button', { name: 'Jogador, paga 1:1' }).click();
    await real.getByRole('button', { name: /^Jogador, paga 1:1, aposta R\$\s1,00$/ }).click();
    await expect(real.getByRole('status')).toHaveText('Aposta R$ 2,00 em Jogador');
    await real.getByRole('button', { name: 'Distribuir' }).click();
    await expect(real.getByRole('status').filter({ hasText: SETTLED })).toBeVisible();
    const round = await journey.expectRealRound(real, '2.00');

    await real.getByRole('button', { name: 'Regras' }).click();
    const rules = real.getByRole('dialog');
    await expect(rules.getByRole('table').first()).toContainText('Valor da 3ª carta do Jogador');
    await expect(rules.getByRole('row', { name: /Banca 0,95:1 98,94%/ })).toBeVisible();
    await rules.getByRole('button', { name: 'Fechar' }).click();

    await verifyInFairnessPanel(real);
    await real.getByRole('button', { name: 'Jogo justo' }).click();
    await expect(real.getByRole('dialog').locator('.fair__round').first()).toContainText(
      /Banca \d - Jogador \d|Jogador \d - Banca \d|Empate \d - \d/,
    );
    await real.getByRole('button', { name: 'Fechar' }).click();

    await journey.finish(round);
  },
);
