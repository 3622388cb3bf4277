import { describe, expect, it } from 'vitest';
import { lineRun } from './paylines.ts';
import type { PayTable } from './paytable.ts';
import { stripFromLetters } from './reels.ts';

// Symbols: 0 apple, 1 bell, 2 wild, 3 scatter. Pays by count (payoutE4 of the stake).
const A = 0;
const B = 1;
const W = 2;
const S = 3;
const PAYS: PayTable = [
  [0, 0, 0, 100, 200, 500],
  [0, 0, 0, 50, 100, 250],
  [0, 0, 0, 1_000, 2_000, 5_000],
  [0, 0, 0, 0, 0, 0],
];
const MIDDLE = [1, 1, 1, 1, 1];

/** A 5x3 grid whose middle row is `middle`; the other rows hold scatters, which never pay a line. */
function gridWithMiddle(middle: number[]): number[][] {
  return middle.map((symbol) => [S, symbol, S]);
}

describe('paylines', () => {
  it('pays a run of one symbol from the leftmost reel', () => {
    expect(lineRun(gridWithMiddle([A, A, A, B, B]), MIDDLE, PAYS, W)).toEqual({
      symbol: A,
      count: 3,
      cells: [
        [0, 1],
        [1, 1],
        [2, 1],
      ],
      payoutE4: 100,
    });
  });

  it('follows the rows of a zig-zag line', () => {
    // Reel by reel, top to bottom: the apples run down and back up.
    const grid = ['ABB', 'BAB', 'BBA', 'BAB', 'ABB'].map((reel) => stripFromLetters(reel, 'ABWS'));
    expect(lineRun(grid, [0, 1, 2, 1, 0], PAYS, W)).toMatchObject({ symbol: A, count: 5, payoutE4: 500 });
  });

  it.each([
    ['the wild stands in for the symbol', [A, W, A, A, B], { symbol: A, count: 4, payoutE4: 200 }],
    [
      'leading wilds stand in for the symbol after them',
      [W, W, B, B, B],
      { symbol: B, count: 5, payoutE4: 250 },
    ],
    [
      'leading wilds pay as wilds when that pays more',
      [W, W, W, A, B],
      { symbol: W, count: 3, payoutE4: 1_000 },
    ],
    ['a line of wilds pays as wilds', [W, W, W, W, W], { symbol: W, count: 5, payoutE4: 5_000 }],
  ])('%s', (_case, middle, expected) => {
    expect(lineRun(gridWithMiddle(middle), MIDDLE, PAYS, W)).toMatchObject(expected);
  });

  it('pays nothing when the run does not start on the first reel or is broken by a scatter', () => {
    expect(lineRun(gridWithMiddle([B, A, A, A, A]), MIDDLE, PAYS, W)).toBeNull();
    expect(lineRun(gridWithMiddle([A, S, A, A, A]), MIDDLE, PAYS, W)).toBeNull();
    expect(lineRun(gridWithMiddle([A, A, B, A, A]), MIDDLE, PAYS, W)).toBeNull();
  });
});
