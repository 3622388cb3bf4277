import { expect, type FrameLocator } from '@playwright/test';
import { expectBalanceAfter, studioTest, verifyInFairnessPanel, WITH_MOTION } from './support/studio.ts';

// Issue 6 'Done means' for the fish game at a phone viewport: launched from the lobby, a shot in
// free play and one in real money; the balance and the game records change by exactly the shot's
// result; the fairness panel verifies the shot in the browser after the seeds are rotated.

/**
 * Fires one shot through the game's accessible target list (a button per fish on screen), as a
 * screen reader would, and waits for the server's answer in the status line. A fish may swim off
 * between finding its button and pressing it: then nothing is fired and the press is repeated.
 */
async function shootOnce(frame: FrameLocator, shotsBefore: number): Promise<void> {
  const targets = frame
    .getByRole('list', { name: 'Peixes na tela' })
    .getByRole('button', { name: /^Atirar em / });
  await expect(async () => {
    await targets.first().dispatchEvent('click');
    await expect(frame.locator('.fish')).toHaveAttribute('data-shots', String(shotsBefore + 1), {
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(
    frame.getByRole('status').filter({ hasText: /^(Pegou .+! \+(R\$\s)?[\d.,]+|.+ escapou)$/ }),
  ).toBeVisible();
}

studioTest.use({ game: { name: 'Pesca Dourada', gameType: 'FISH', code: 'ficha_fish' } });
studioTest.use(WITH_MOTION);

studioTest(
  'fish: free play and real money from the lobby, balance and records exact, shot verified',
  async ({ page, journey }) => {
    const free = await journey.launchFree();
    await expect(free.getByRole('img', { name: /Mar com peixes/ })).toBeVisible();
    await free.getByRole('group', { name: 'Aposta' }).getByRole('button', { name: '10,00' }).click();
    await shootOnce(free, 0);
    // Mid-play: the net or the coin shower of the answered shot, fish swimming around.
    await page.screenshot({ path: 'docs/screenshots/studio-fish.png' });
    const freeShot = await journey.lastRound();
    expect(freeShot).toMatchObject({ currency: 'PLAY', stake: '10.00' });
    await expectBalanceAfter(free, 1000, freeShot);

    const real = await journey.launchReal();
    await real.getByRole('group', { name: 'Aposta' }).getByRole('button', { name: '0,50' }).click();
    await shootOnce(real, 0);
    const round = await journey.expectRealRound(real, '0.50');
    await verifyInFairnessPanel(real);

    await journey.finish(round);
  },
);
