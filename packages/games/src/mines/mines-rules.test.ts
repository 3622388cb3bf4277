import { describe, expect, it } from 'vitest';
import { fairRng, shuffle } from '../fairness.ts';
import { measureRtp, simulationRng } from '../rtp-simulation.ts';
import { minesRtpModels } from './mines-rtp.ts';
import {
  cashOut,
  MINES_MAX,
  MINES_MAX_PAYOUT_E4,
  MINES_MIN,
  MinesError,
  type MinesState,
  minePositions,
  minesCashOutRtp,
  minesMaxReveals,
  minesPayoutE4,
  minesPayoutTable,
  minesPublicState,
  revealTile,
  startMines,
} from './mines-rules.ts';

/** The code of the MinesError a move throws. */
function refusal(move: () => unknown): string {
  try {
    move();
  } catch (error) {
    if (error instanceof MinesError) return error.code;
    throw error;
  }
  throw new Error('the move was accepted');
}

/** Two mines, on the top-left tile and the one below it (tile 5). */
const twoMines: MinesState = {
  mines: 2,
  minePositions: [0, 5],
  safeTiles: [],
  mineHit: null,
  status: 'playing',
};

describe('mine positions', () => {
  it('takes the first tiles of a shuffled grid, distinct and on the grid', () => {
    const grid = Array.from({ length: 25 }, (_, tile) => tile);
    for (const mines of [1, 3, 12, 24]) {
      const positions = minePositions(fairRng('server-seed', 'client-seed', mines), mines);
      expect(positions).toEqual(shuffle(fairRng('server-seed', 'client-seed', mines), grid).slice(0, mines));
      expect(new Set(positions).size).toBe(mines);
      expect(positions.every((tile) => Number.isInteger(tile) && tile >= 0 && tile < 25)).toBe(true);
    }
  });

  it('puts a mine on every tile equally often', () => {
    const rng = simulationRng(7);
    const hits = new Array<number>(25).fill(0);
    const rounds = 25_000;
    for (let round = 0; round < rounds; round += 1) {
      for (const tile of minePositions(rng, 5)) hits[tile]! += 1;
    }
    // Each tile is mined with chance 1/5: 5,000 expected, standard deviation about 63.
    for (const count of hits) expect(Math.abs(count - 5_000)).toBeLessThan(5 * 63.3);
  });
});

describe('mines multipliers', () => {
  it('pays 0.99 over the chance of the safe tiles so far, rounded down', () => {
    expect(minesPayoutE4(1, 1)).toBe(10_312); // 0.99 * 25/24 = 1.03125
    expect(minesPayoutE4(24, 1)).toBe(247_500); // 0.99 * 25
    expect(minesPayoutE4(1, 24)).toBe(247_500); // 0.99 * 25
    expect(minesPayoutE4(3, 5)).toBe(19_973); // 0.99 * 53130 / 26334 = 1.99735...
    expect(minesPayoutE4(3, 22)).toBe(22_770_000); // 0.99 * C(25, 22) / 1 = 2277x
    expect(minesPayoutE4(5, 0)).toBe(9_900);
    for (const [mines, reveals] of [
      [0, 1],
      [25, 0],
      [5, 21],
      [5, -1],
      [5, 1.5],
    ] as const) {
      expect(() => minesPayoutE4(mines, reveals), `${mines}/${reveals}`).toThrow(RangeError);
    }
  });

  it('caps the multiplier at 10,000x', () => {
    expect(MINES_MAX_PAYOUT_E4).toBe(100_000_000);
    expect(minesPayoutE4(12, 13)).toBe(MINES_MAX_PAYOUT_E4); // uncapped 0.99 * C(25, 13) = 5,148,297x
    expect(minesPayoutE4(12, 9)).toBe(28_287_346); // 0.99 * C(25, 9) / C(13, 9) = 2828.73x, under the cap
    expect(minesPayoutE4(12, 10)).toBe(MINES_MAX_PAYOUT_E4); // uncapped 11,314.17x
    expect(minesPayoutE4(4, 20)).toBe(25_047_000); // 0.99 * C(25, 20) / C(21, 20) = 2504.7x
    expect(minesPayoutE4(4, 21)).toBe(MINES_MAX_PAYOUT_E4); // uncapped 12,523.5x
    // The round ends at the first tile that reaches the cap.
    expect([minesMaxReveals(1), minesMaxReveals(3), minesMaxReveals(4)]).toEqual([24, 22, 21]);
    expect([minesMaxReveals(12), minesMaxReveals(20), minesMaxReveals(24)]).toEqual([10, 5, 1]);
  });

  it('returns just under 0.99 at every cash-out point under the cap, and less at the cap', () => {
    for (let mines = MINES_MIN; mines <= MINES_MAX; mines += 1) {
      const table = minesPayoutTable(mines);
      expect(table).toHaveLength(minesMaxReveals(mines));
      table.forEach((payoutE4, index) => {
        const point = `${mines} mines, ${index + 1} tiles`;
        expect(payoutE4, point).toBeGreaterThan(index === 0 ? 9_900 : table[index - 1]!);
        expect(payoutE4, point).toBeLessThanOrEqual(MINES_MAX_PAYOUT_E4);
        const rtp = minesCashOutRtp(mines, index + 1);
        expect(rtp, point).toBeLessThanOrEqual(0.99 + 1e-15);
        if (payoutE4 < MINES_MAX_PAYOUT_E4) expect(rtp, point).toBeGreaterThan(0.9899);
        else expect(rtp, point).toBeLessThan(0.99);
      });
    }
    // At the cap the return is 10,000 times the chance of getting there: C(13, 10) / C(25, 10).
    expect(minesCashOutRtp(12, 10)).toBeCloseTo((10_000 * 286) / 3_268_760, 12);
  });
});

describe('a mines round', () => {
  it('starts with the mines placed and nothing revealed, and refuses a bad mines count', () => {
    const state = startMines(fairRng('s', 'c', 1), { mines: 3 });
    expect(state).toEqual({
      mines: 3,
      minePositions: minePositions(fairRng('s', 'c', 1), 3),
      safeTiles: [],
      mineHit: null,
      status: 'playing',
    });
    for (const mines of [0, 25, 2.5, Number.NaN]) {
      expect(refusal(() => startMines(fairRng('s', 'c', 1), { mines }))).toBe('INVALID_MINES_COUNT');
    }
  });

  it('raises the multiplier with each safe tile and pays it on cash-out', () => {
    const first = revealTile(twoMines, 12);
    expect(first).toEqual({
      state: { ...twoMines, safeTiles: [12] },
      hitMine: false,
      finished: false,
      payoutE4: minesPayoutE4(2, 1),
    });
    expect(twoMines.safeTiles).toEqual([]); // the old state is left as it was
    const second = revealTile(first.state, 24);
    expect(second.payoutE4).toBe(minesPayoutE4(2, 2));
    const cashed = cashOut(second.state);
    expect(cashed).toEqual({
      state: { ...twoMines, safeTiles: [12, 24], status: 'cashed_out' },
      payoutE4: minesPayoutE4(2, 2),
    });
    expect(refusal(() => revealTile(cashed.state, 3))).toBe('ROUND_FINISHED');
    expect(refusal(() => cashOut(cashed.state))).toBe('ROUND_FINISHED');
  });

  it('ends at 0 on a mine', () => {
    const boom = revealTile(revealTile(twoMines, 12).state, 5);
    expect(boom).toEqual({
      state: { ...twoMines, safeTiles: [12], mineHit: 5, status: 'busted' },
      hitMine: true,
      finished: true,
      payoutE4: 0,
    });
    expect(refusal(() => revealTile(boom.state, 13))).toBe('ROUND_FINISHED');
    expect(refusal(() => cashOut(boom.state))).toBe('ROUND_FINISHED');
  });

  it('pays the full multiplier by itself when the last safe tile is revealed', () => {
    const lastOne: MinesState = {
      ...twoMines,
      mines: 24,
      minePositions: [...Array(25).keys()].filter((t) => t !== 9),
    };
    expect(revealTile(lastOne, 9)).toEqual({
      state: { ...lastOne, safeTiles: [9], status: 'cleared' },
      hitMine: false,
      finished: true,
      payoutE4: 247_500,
    });
    let state = twoMines;
    const safe = [...Array(25).keys()].filter((tile) => tile !== 0 && tile !== 5);
    for (const tile of safe.slice(0, -1)) state = revealTile(state, tile).state;
    expect(state.status).toBe('playing');
    const last = revealTile(state, safe.at(-1)!);
    expect([last.finished, last.state.status, last.payoutE4]).toEqual([
      true,
      'cleared',
      minesPayoutE4(2, 23),
    ]);
  });

  it('refuses tiles off the grid, tiles already revealed and an empty cash-out', () => {
    for (const tile of [-1, 25, 1.5, Number.NaN]) {
      expect(refusal(() => revealTile(twoMines, tile))).toBe('TILE_OUT_OF_RANGE');
    }
    expect(refusal(() => revealTile(revealTile(twoMines, 7).state, 7))).toBe('TILE_ALREADY_REVEALED');
    expect(refusal(() => cashOut(twoMines))).toBe('NOTHING_TO_CASH_OUT');
    const error = new MinesError('ROUND_FINISHED', 'over');
    expect([error instanceof Error, error.name, error.code]).toEqual([true, 'MinesError', 'ROUND_FINISHED']);
  });

  it('ends the round at the max win: no further tile could pay more', () => {
    let state = startMines(fairRng('cap', 'seed', 1), { mines: 12 });
    const safe = [...Array(25).keys()].filter((tile) => !state.minePositions.includes(tile));
    for (const tile of safe.slice(0, 9)) state = revealTile(state, tile).state;
    expect(state.status).toBe('playing');
    const capped = revealTile(state, safe[9]!);
    expect(capped).toMatchObject({ hitMine: false, finished: true, payoutE4: MINES_MAX_PAYOUT_E4 });
    expect(capped.state.status).toBe('max_win');
    expect(minesPublicState(capped.state).minePositions).toEqual(state.minePositions);
    expect(refusal(() => revealTile(capped.state, safe[10]!))).toBe('ROUND_FINISHED');
  });

  it('hides the mines from the player until the round is over', () => {
    expect(minesPublicState(twoMines).minePositions).toBeNull();
    expect(minesPublicState(revealTile(twoMines, 0).state).minePositions).toEqual([0, 5]);
    expect(minesPublicState(cashOut(revealTile(twoMines, 1).state).state).minePositions).toEqual([0, 5]);
  });
});

describe('mines RTP', () => {
  it.each(minesRtpModels)(
    '$label returns its declared RTP over 40,000 rounds, within 5 standard errors',
    (model) => {
      expect(Math.abs(model.declaredRtp - 0.99)).toBeLessThan(1e-4);
      const measured = measureRtp(model, 40_000, 424_242 + model.label.length);
      expect(Math.abs(measured.measured - model.declaredRtp)).toBeLessThan(5 * measured.standardError);
    },
  );
});
