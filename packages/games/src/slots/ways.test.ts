import { describe, expect, it } from 'vitest';
import type { PayTable } from './paytable.ts';
import { stripFromLetters } from './reels.ts';
import { evaluateWays } from './ways.ts';

// Symbols: 0 apple, 1 bell, 2 wild (pays nothing on its own).
const A = 0;
const B = 1;
const W = 2;
const PAYS: PayTable = [
  [0, 0, 0, 100, 300, 1_000],
  [0, 0, 0, 50, 150, 500],
];

describe('ways', () => {
  it('multiplies the matching cells of adjacent reels from the left', () => {
    // Reel by reel, top to bottom, a letter a symbol.
    const grid = ['ABA', 'WAB', 'BWB', 'BBB', 'AAA'].map((reel) => stripFromLetters(reel, 'ABW'));
    const wins = evaluateWays(grid, PAYS, W, [A, B]);
    // Apple: 2 x 2 x 1 ways over three reels, then no apple or wild on reel 4.
    expect(wins[0]).toEqual({
      symbol: A,
      count: 3,
      ways: 4,
      cells: [
        [0, 0],
        [0, 2],
        [1, 0],
        [1, 1],
        [2, 1],
      ],
      payoutE4: 400,
    });
    // Bell: 1 x 2 x 3 x 3 ways over four reels.
    expect(wins[1]).toMatchObject({ symbol: B, count: 4, ways: 18, payoutE4: 18 * 150 });
    expect(wins).toHaveLength(2);
  });

  it('counts reels of different heights (megaways)', () => {
    const grid = [[A, A], [A, W, B, A, B, B, A], [A], [W, W, W], [B, A], [A, A, A, A, A]];
    const wins = evaluateWays(grid, [[0, 0, 0, 10, 20, 30, 40]], W, [A]);
    expect(wins).toEqual([
      expect.objectContaining({ symbol: A, count: 6, ways: 2 * 4 * 1 * 3 * 1 * 5, payoutE4: 4_800 }),
    ]);
  });

  it('pays nothing below three reels or when the first reel misses', () => {
    expect(evaluateWays([[A], [A], [B], [A], [A]], PAYS, W, [A, B])).toEqual([]);
    expect(evaluateWays([[W], [A], [A], [B], [B]], PAYS, W, [A, B])).toEqual([
      expect.objectContaining({ symbol: A, count: 3, ways: 1 }),
    ]);
  });
});
