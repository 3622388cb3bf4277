import { expect } from '@playwright/test';
import { expectBalanceAfter, studioTest, verifyInFairnessPanel, WITH_MOTION } from './support/studio.ts';

// Issue 6 'Done means' for dice at a phone viewport: launched from the lobby, a round in free play
// and one in real money; the balance and the game records change by exactly the round's result;
// the fairness panel verifies the round in the browser after the seeds are rotated.

studioTest.use({ game: { name: 'Dados', gameType: 'RNG', code: 'ficha_dice' } });
studioTest.use(WITH_MOTION);

studioTest(
  'dice: free play and real money from the lobby, balance and records exact, round verified',
  async ({ page, journey }) => {
    const free = await journey.launchFree();
    await free.getByLabel('Aposta').fill('10.00');
    await free.getByRole('button', { name: 'Rolar' }).click();
    await expect(free.getByRole('status').filter({ hasText: /Você ganhou|Não foi desta vez/ })).toBeVisible();
    await expectBalanceAfter(free, 1000, await journey.lastRound());
    await page.screenshot({ path: 'docs/screenshots/studio-dice.png' });

    const real = await journey.launchReal();
    await real.getByLabel('Aposta').fill('1.00');
    // Money in the studio reads as in the site: "R$ 50,00" above, "1,00" in the stake (hardening 15).
    await expect(real.getByLabel('Aposta')).toHaveValue('1,00');
    await real.getByRole('button', { name: 'Acima' }).click();
    await real.getByRole('button', { name: 'Rolar' }).click();
    await expect(real.getByRole('status').filter({ hasText: /Você ganhou|Não foi desta vez/ })).toBeVisible();
    const round = await journey.expectRealRound(real, '1.00');
    await verifyInFairnessPanel(real);

    await journey.finish(round);
  },
);
