import { describe, expect, it } from 'vitest';
import { fairRng, shuffle } from '../fairness.ts';
import { simulationRng } from '../rtp-simulation.ts';
import { minesOutcome, replayMinesRound } from './mines-outcome.ts';
import { cashOut, MINES_TILES, MinesError, type MinesState, revealTile, startMines } from './mines-rules.ts';

const GRID = Array.from({ length: MINES_TILES }, (_, tile) => tile);

/**
 * A round as a player plays it: tiles until a mine, the round's own end, or `stopAfter` gems. A
 * lucky player (every third round) picks the safe tiles first, so rounds also clear the board and
 * reach the max win.
 */
function playRound(seed: string, nonce: number, mines: number, stopAfter: number) {
  let state: MinesState = startMines(fairRng(seed, 'client', nonce), { mines });
  const shuffled = shuffle(simulationRng(nonce), GRID);
  const mined = (tile: number) => state.minePositions.includes(tile);
  const picks =
    nonce % 3 === 0 ? [...shuffled.filter((t) => !mined(t)), ...shuffled.filter(mined)] : shuffled;
  let payoutE4 = 0;
  for (const tile of picks) {
    if (state.status !== 'playing' || state.safeTiles.length === stopAfter) break;
    ({ state, payoutE4 } = revealTile(state, tile));
  }
  if (state.status === 'playing') ({ state, payoutE4 } = cashOut(state));
  return { payoutE4, outcome: minesOutcome(state) };
}

describe('mines round records', () => {
  it('replays 300 rounds of every kind from the seeds and the tiles alone', () => {
    const statuses = new Set<string>();
    for (let nonce = 1; nonce <= 300; nonce += 1) {
      const mines = 1 + (nonce % 24);
      const played = playRound('server', nonce, mines, 1 + (nonce % 25));
      statuses.add(played.outcome.status);
      const replay = replayMinesRound(fairRng('server', 'client', nonce), played.outcome);
      expect(replay).toEqual(played);
    }
    expect([...statuses].sort()).toEqual(['busted', 'cashed_out', 'cleared', 'max_win']);
  });

  it('records a mine hit as the last tile, and refuses to record a round still being played', () => {
    const state: MinesState = {
      mines: 2,
      minePositions: [0, 5],
      safeTiles: [3, 4],
      mineHit: 5,
      status: 'busted',
    };
    expect(minesOutcome(state)).toEqual({
      mines: 2,
      tiles: [3, 4, 5],
      minePositions: [0, 5],
      status: 'busted',
    });
    expect(() => minesOutcome({ ...state, mineHit: null, status: 'playing' })).toThrow(RangeError);
  });

  it('refuses tiles that could not have been played', () => {
    const rng = () => fairRng('server', 'client', 1);
    const { minePositions } = startMines(rng(), { mines: 3 });
    const safe = GRID.filter((tile) => !minePositions.includes(tile));
    expect(() => replayMinesRound(rng(), { mines: 3, tiles: [safe[0]!, safe[0]!] })).toThrow(MinesError);
    expect(() => replayMinesRound(rng(), { mines: 3, tiles: [minePositions[0]!, safe[0]!] })).toThrow(
      MinesError,
    );
    expect(() => replayMinesRound(rng(), { mines: 3, tiles: [] })).toThrow(MinesError);
  });
});
