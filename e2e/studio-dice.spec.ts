import { expect, test } from '@playwright/test';
import {
  expectBalanceAfter,
  expectGameRecord,
  lastRound,
  launchStudioGame,
  startStudioJourney,
  verifyInFairnessPanel,
} from './support/studio.ts';

// Issue 6 'Done means' for dice at a phone viewport: launched from the lobby, a round in free play
// and one in real money; the balance and the game records change by exactly the round's result;
// the fairness panel verifies the round in the browser after the seeds are rotated.

test('dice: free play and real money from the lobby, balance and records exact, round verified', async ({
  page,
  request,
}) => {
  const { errors, player } = await startStudioJourney(page, request);

  const free = await launchStudioGame(page, { name: 'Dados', gameType: 'RNG', freePlay: true });
  await expect(free.getByTestId('studio-balance')).toHaveText('1.000,00');
  await free.getByLabel('Aposta').fill('10.00');
  await free.getByRole('button', { name: 'Rolar' }).click();
  await expect(free.getByRole('status').filter({ hasText: /Você ganhou|Não foi desta vez/ })).toBeVisible();
  await expectBalanceAfter(free, 1000, await lastRound(player.memberId, 'ficha_dice'));
  await page.screenshot({ path: 'docs/screenshots/studio-dice.png' });

  const real = await launchStudioGame(page, { name: 'Dados', gameType: 'RNG', freePlay: false });
  await expect(real.getByTestId('studio-balance')).toHaveText('R$ 50,00');
  await real.getByLabel('Aposta').fill('1.00');
  // Money in the studio reads as in the site: "R$ 50,00" above, "1,00" in the stake (hardening 15).
  await expect(real.getByLabel('Aposta')).toHaveValue('1,00');
  await real.getByRole('button', { name: 'Acima' }).click();
  await real.getByRole('button', { name: 'Rolar' }).click();
  await expect(real.getByRole('status').filter({ hasText: /Você ganhou|Não foi desta vez/ })).toBeVisible();
  const round = await lastRound(player.memberId, 'ficha_dice');
  expect(round).toMatchObject({ currency: 'BRL', stake: '1.00' });
  await expectBalanceAfter(real, 50, round);
  await verifyInFairnessPanel(real);

  await expectGameRecord(page, round);
  expect(errors).toEqual([]);
});
