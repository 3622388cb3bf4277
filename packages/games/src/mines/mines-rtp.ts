import { shuffle } from '../fairness.ts';
import { PAYOUT_SCALE } from '../payout.ts';
import type { RtpModel } from '../rtp.ts';
import { cashOut, MINES_TILES, minesCashOutRtp, revealTile, startMines } from './mines-rules.ts';

const GRID = Array.from({ length: MINES_TILES }, (_, tile) => tile);

/**
 * A player who picks `safeReveals` distinct tiles at random and cashes out after them, unless a
 * mine ends the round first; revealing every safe tile ends the round by itself.
 */
function model(mines: number, safeReveals: number): RtpModel {
  return {
    code: 'ficha_mines',
    label: `${mines} mine${mines === 1 ? '' : 's'}, cash out after ${safeReveals} safe tiles`,
    declaredRtp: minesCashOutRtp(mines, safeReveals),
    playOnce(rng) {
      let state = startMines(rng, { mines });
      for (const tile of shuffle(rng, GRID).slice(0, safeReveals)) {
        const reveal = revealTile(state, tile);
        if (reveal.finished) return reveal.payoutE4 / PAYOUT_SCALE;
        state = reveal.state;
      }
      return cashOut(state).payoutE4 / PAYOUT_SCALE;
    },
  };
}

export const minesRtpModels: RtpModel[] = [
  model(1, 24),
  model(3, 5),
  model(5, 10),
  model(10, 4),
  model(24, 1),
];
