import { describe, expect, it } from 'vitest';
import { streaksOf, trendsOf } from './trends.ts';

/** A Vietnamese draw with only the tiers that matter here (the maths reads every tier given). */
const vn = (special: string, ...others: string[]) => ({
  tiers: [
    { name: 'special', numbers: [special] },
    { name: 'seventh', numbers: others },
  ],
});

describe('lottery trends', () => {
  it('count the two-digit endings of every prize number and go by the special prize for the sides', () => {
    // Oldest first: special ends 07 (small, odd), then 58 (big, even), then 99 (big, odd).
    const newestFirst = [
      { numero: '20261103', result: vn('12399', '07', '58') },
      { numero: '20261102', result: vn('00058', '07') },
      { numero: '20261101', result: vn('45607', '42') },
    ];
    const trends = trendsOf('vietnam-north', newestFirst);
    const count = (number: string) => trends.frequency.find((entry) => entry.number === number)?.count;
    expect(trends.frequency).toHaveLength(100);
    expect([count('07'), count('58'), count('99'), count('42'), count('00')]).toEqual([3, 2, 1, 1, 0]);
    expect(trends.hot).toEqual(['07', '58', '42', '99', '00']);
    expect(trends.cold).toEqual(['00', '01', '02', '03', '04']);
    expect(trends.series).toEqual([
      { numero: '20261101', value: 7 },
      { numero: '20261102', value: 58 },
      { numero: '20261103', value: 99 },
    ]);
    expect(trends.streaks.bigSmall).toEqual({
      current: { side: 'big', length: 2 },
      longest: { side: 'big', length: 2 },
    });
    expect(trends.streaks.oddEven.current).toEqual({ side: 'odd', length: 1 });
  });

  it('take the newer run when two runs are as long', () => {
    expect(streaksOf(['big', 'big', 'small', 'small', 'odd'])).toEqual({
      current: { side: 'odd', length: 1 },
      longest: { side: 'small', length: 2 },
    });
    expect(streaksOf([])).toEqual({ current: null, longest: null });
  });
});
