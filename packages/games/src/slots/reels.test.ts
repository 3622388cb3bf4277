import { describe, expect, it } from 'vitest';
import { drawWeighted, findScatters, reelWindow, spinReels, stripFromLetters } from './reels.ts';
import { scriptedRng } from './tools/scripted-rng.ts';

describe('reel engine', () => {
  it('reads strips written as letters, one symbol id per letter', () => {
    expect(stripFromLetters('ABBA C', 'ABC')).toEqual([0, 1, 1, 0, 2]);
    expect(() => stripFromLetters('AZ', 'ABC')).toThrow(/Z/);
  });

  it('shows the window below the stop, wrapping around the strip', () => {
    expect(reelWindow([0, 1, 2, 3], 1, 3)).toEqual([1, 2, 3]);
    expect(reelWindow([0, 1, 2, 3], 3, 3)).toEqual([3, 0, 1]);
  });

  it('draws one stop per reel, left to right, uniform over each strip', () => {
    const rng = scriptedRng([2, 0, 4]);
    const spin = spinReels(
      rng,
      [
        [0, 1, 2],
        [3, 4],
        [5, 6, 7, 8, 9],
      ],
      [2, 1, 3],
    );
    expect(rng.asked).toEqual([3, 2, 5]);
    expect(spin.stops).toEqual([2, 0, 4]);
    expect(spin.grid).toEqual([[2, 0], [3], [9, 5, 6]]);
  });

  it('draws weighted indexes from one ticket below the total weight', () => {
    const pick = (ticket: number) => drawWeighted(scriptedRng([ticket]), [10, 0, 22, 68]);
    expect([pick(0), pick(9), pick(10), pick(31), pick(32), pick(99)]).toEqual([0, 0, 2, 2, 3, 3]);
  });

  it('counts scatters anywhere and pays by their count', () => {
    const hit = findScatters([[9, 1, 2], [3], [9, 9]], 9, [0, 0, 0, 50_000]);
    expect(hit).toEqual({
      count: 3,
      cells: [
        [0, 0],
        [2, 0],
        [2, 1],
      ],
      payoutE4: 50_000,
    });
    expect(findScatters([[9, 1]], 9, [0, 0, 0, 50_000]).payoutE4).toBe(0);
  });
});
