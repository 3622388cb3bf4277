import { expect, type FrameLocator } from '@playwright/test';
import { expectBalanceAfter, studioTest, verifyInFairnessPanel, WITH_MOTION } from './support/studio.ts';

// Issue 6 'Done means' for mines at a phone viewport: launched from the lobby, a round in free play
// and one in real money (resumed after a reload halfway); the balance and the game records change
// by exactly the round's result; the fairness panel verifies the round in the browser.

const OVER = /Você ganhou|Boom!|Tabuleiro limpo|Ganho máximo/;

const board = (frame: FrameLocator) => frame.getByTestId('mines-board');

/** Reveals the tiles one by one while the round lasts; answers whether it is still being played. */
async function revealTiles(frame: FrameLocator, tiles: number[]): Promise<boolean> {
  for (const tile of tiles) {
    if ((await board(frame).getAttribute('data-status')) !== 'playing') return false;
    await frame.getByRole('button', { name: `Casa ${tile + 1}`, exact: true }).click();
    await expect(frame.getByTestId(`mines-tile-${tile}`)).not.toHaveAttribute('data-look', 'hidden');
  }
  return (await board(frame).getAttribute('data-status')) === 'playing';
}

/** Cashes out a round still being played; a round over already (a mine) is left as it ended. */
async function finishRound(frame: FrameLocator, playing: boolean): Promise<void> {
  if (playing) {
    await frame.getByTestId('mines-cashout').click();
    await expect(board(frame)).toHaveAttribute('data-status', 'cashed_out');
  }
  await expect(frame.getByTestId('mines-status')).toHaveText(OVER);
  await expect(frame.getByTestId('mines-start')).toBeEnabled();
}

studioTest.use({ game: { name: 'Minas', gameType: 'RNG', code: 'ficha_mines' } });
studioTest.use(WITH_MOTION);

studioTest(
  'mines: free play and real money from the lobby, resumed after a reload, balance and records exact',
  async ({ page, journey }) => {
    const free = await journey.launchFree();
    await free.getByLabel('Aposta').fill('10.00');
    await free.getByRole('button', { name: 'Menos minas' }).click();
    await expect(free.getByTestId('mines-count')).toHaveText('2');
    await free.getByTestId('mines-start').click();
    await expect(board(free)).toHaveAttribute('data-status', 'playing');
    await expect(free.getByTestId('studio-balance')).toHaveText('990,00');
    // The screenshot shows the board mid-play after the last gem found (or the mine, if the first hit one).
    let freePlaying = true;
    for (const [index, tile] of [6, 12, 18].entries()) {
      freePlaying = await revealTiles(free, [tile]);
      if (freePlaying || index === 0) {
        await page.waitForTimeout(freePlaying ? 700 : 1600); // the tile turns over, the board ripples
        await page.screenshot({ path: 'docs/screenshots/studio-mines.png' });
      }
      if (!freePlaying) break;
    }
    await finishRound(free, freePlaying);
    await expectBalanceAfter(free, 1000, await journey.lastRound());

    const real = await journey.launchReal();
    await real.getByLabel('Aposta').fill('1.00');
    await real.getByRole('button', { name: '1 mina', exact: true }).click();
    await real.getByTestId('mines-start').click();
    await expect(board(real)).toHaveAttribute('data-status', 'playing');
    let playing = await revealTiles(real, [0]);
    if (playing) {
      // A lost connection: the page reloads and the game finds the round where it was.
      await page.reload();
      const resumed = page.frameLocator('iframe.launch__frame');
      await expect(resumed.getByTestId('mines-status')).toHaveText('Sua rodada em andamento foi retomada.');
      await expect(resumed.getByTestId('mines-tile-0')).toHaveAttribute('data-look', 'gem');
      await expect(resumed.getByTestId('studio-balance')).toHaveText('R$ 49,00');
      playing = await revealTiles(resumed, [24]);
      await finishRound(resumed, playing);
    } else {
      await finishRound(real, false);
    }
    const frame = page.frameLocator('iframe.launch__frame');
    const round = await journey.expectRealRound(frame, '1.00');
    await verifyInFairnessPanel(frame);

    await journey.finish(round);
  },
);
