import { describe, expect, it } from 'vitest';
import {
  enumerateLineGame,
  lineGameTotals,
  scatterStopCounts,
  waysExpectedPayoutE4,
  waysMaxWinBoundE4,
} from './analysis.ts';
import type { LineGameConfig } from './paylines.ts';
import type { PayTable } from './paytable.ts';
import { gridAt, stripFromLetters } from './reels.ts';
import { evaluateWays } from './ways.ts';

// A tiny slot (A, B, wild W, scatter S) whose every combination of stops is quick to play.
const LETTERS = 'ABWS';
const strips = ['AABWS', 'ABBA', 'WABSB', 'BAAW', 'ABSAB'].map((text) => stripFromLetters(text, LETTERS));

const lineGame: LineGameConfig = {
  strips,
  rows: 3,
  paylines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
  ],
  pays: [
    [0, 0, 0, 500, 1_500, 5_000],
    [0, 0, 0, 250, 1_000, 2_500],
    [0, 0, 0, 2_000, 4_000, 10_000],
    [0, 0, 0, 0, 0, 0],
  ],
  wild: 2,
  scatter: 3,
  scatterPays: [0, 0, 0, 20_000, 100_000, 500_000],
};

describe('exact line game return', () => {
  it('equals playing every combination of stops', () => {
    const played = enumerateLineGame(lineGame);
    const byCounts = lineGameTotals(lineGame);
    expect(played.combos).toBe(5 * 4 * 5 * 4 * 5);
    expect(byCounts.combos).toBe(played.combos);
    expect(byCounts.linePayoutE4 + byCounts.scatterPayoutE4).toBe(played.payoutE4);
    expect(played.hits).toBeGreaterThan(0);
  });

  it('counts scatters per combination of stops', () => {
    const counts = scatterStopCounts(strips, 3, 3);
    expect(counts.reduce((sum, combos) => sum + combos, 0)).toBe(5 * 4 * 5 * 4 * 5);
    // Reels 2 and 4 have no scatter, the other three show it at 3 stops of 5.
    expect(counts[3]).toBe(3 * 4 * 3 * 4 * 3);
  });
});

describe('exact ways return', () => {
  const pays: PayTable = [
    [0, 0, 0, 100, 400, 900],
    [0, 0, 0, 70, 200, 600],
  ];
  const rowChances = [
    [0, 0.25, 0.5, 0.25],
    [0, 0, 1],
    [0, 0.5, 0, 0.5],
    [0, 0, 0.5, 0.5],
    [0, 1],
  ];

  it('equals averaging every row count and stop', () => {
    let expected = 0;
    const visit = (reel: number, chance: number, rows: number[], stops: number[]): void => {
      if (reel === strips.length) {
        const grid = gridAt(strips, stops, rows);
        expected += chance * evaluateWays(grid, pays, 2, [0, 1]).reduce((sum, win) => sum + win.payoutE4, 0);
        return;
      }
      rowChances[reel]!.forEach((rowChance, count) => {
        if (rowChance === 0) return;
        for (let stop = 0; stop < strips[reel]!.length; stop += 1) {
          visit(reel + 1, (chance * rowChance) / strips[reel]!.length, [...rows, count], [...stops, stop]);
        }
      });
    };
    visit(0, 1, [], []);
    const bySymbol = waysExpectedPayoutE4(strips, rowChances, pays, 2, [0, 1]);
    expect((bySymbol.get(0) ?? 0) + (bySymbol.get(1) ?? 0)).toBeCloseTo(expected, 9);
  });

  it('bounds the top win from above', () => {
    const bound = waysMaxWinBoundE4(strips, 3, pays, 2, [0, 1]);
    let top = 0;
    const stops = [0, 0, 0, 0, 0];
    const visit = (reel: number): void => {
      if (reel === strips.length) {
        const grid = gridAt(strips, stops, [3, 3, 3, 3, 3]);
        top = Math.max(
          top,
          evaluateWays(grid, pays, 2, [0, 1]).reduce((sum, win) => sum + win.payoutE4, 0),
        );
        return;
      }
      for (let stop = 0; stop < strips[reel]!.length; stop += 1) {
        stops[reel] = stop;
        visit(reel + 1);
      }
    };
    visit(0);
    expect(top).toBeGreaterThan(0);
    expect(top).toBeLessThanOrEqual(bound);
  });
});
