import type { Rng } from '../fairness.ts';
import { cashOut, type MinesState, type MinesStatus, revealTile, startMines } from './mines-rules.ts';

/**
 * What a settled mines round records, enough to replay it from its revealed seeds: the mines
 * count, the tiles the player revealed in order (a mine, if hit, last) and where the mines lay.
 * The seeds decide the mines; the player's choices are the tiles, so the replay takes them from
 * the record and checks that the same seeds give the same mines and the same payout.
 */
export interface MinesOutcome {
  mines: number;
  tiles: number[];
  minePositions: number[];
  status: Exclude<MinesStatus, 'playing'>;
}

/** The record of a round that is over. */
export function minesOutcome(state: MinesState): MinesOutcome {
  if (state.status === 'playing') throw new RangeError('the round is still being played');
  return {
    mines: state.mines,
    tiles: state.mineHit === null ? [...state.safeTiles] : [...state.safeTiles, state.mineHit],
    minePositions: [...state.minePositions],
    status: state.status,
  };
}

/**
 * Plays a recorded round again: the mines from the round's random source, then the player's
 * tiles in order, then a cash-out if the tiles ended safe with the round still open (the player
 * cashed out, or the round was abandoned and cashed out for them). Throws MinesError when the
 * tiles could not have been played (off the grid, twice, after the round ended).
 */
export function replayMinesRound(
  rng: Rng,
  round: { mines: number; tiles: readonly number[] },
): { payoutE4: number; outcome: MinesOutcome } {
  let state = startMines(rng, { mines: round.mines });
  let payoutE4 = 0;
  for (const tile of round.tiles) {
    const reveal = revealTile(state, tile);
    state = reveal.state;
    payoutE4 = reveal.payoutE4;
  }
  if (state.status === 'playing') ({ state, payoutE4 } = cashOut(state));
  return { payoutE4, outcome: minesOutcome(state) };
}
