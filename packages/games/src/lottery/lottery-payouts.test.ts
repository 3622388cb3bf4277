import { describe, expect, it } from 'vitest';
import { dice3Rules } from './dice3.ts';
import { digits5Rules } from './digits5.ts';
import { betTypeOf, defaultPayoutE4, type LotteryRules } from './lottery-bets.ts';
import { vietnamNorthRules, vietnamSouthRules } from './vietnam.ts';

/** The default payout of one pick, per hit, in 1/10,000ths of the stake. */
function payoutOf<Result>(rules: LotteryRules<Result>, code: string, pick: string): number {
  const type = betTypeOf(rules, code);
  if (!type) throw new Error(`no bet type ${code}`);
  expect(type.validPick(pick)).toBe(true);
  return defaultPayoutE4(rules.rtpE6, type.expectedHits(pick));
}

// Each figure is worked out by hand: declared return / chance (or / expected hits), rounded down to
// two decimals.
describe('default payouts, against hand-computed odds', () => {
  it.each([
    ['sum', '4', 691_200], // 0.96 x 216 / 3 ways = 69.12
    ['sum', '10', 76_800], // 0.96 x 216 / 27 = 7.68
    ['big', '', 19_700], // totals 11-17 without 444 and 555: 105 of 216 -> 1.9748
    ['small', '', 19_700],
    ['odd', '', 19_700], // 108 odd totals less 111, 333, 555
    ['even', '', 19_700],
    ['triple', '6', 2_073_600], // 0.96 x 216 = 207.36
    ['any_triple', '', 345_600], // 0.96 x 216 / 6 = 34.56
    ['pair', '3', 129_600], // 16 of 216 throws show two or three 3s: 12.96
  ])('fast dice %s %j pays %i', (code, pick, payoutE4) => {
    expect(payoutOf(dice3Rules, code, pick)).toBe(payoutE4);
  });

  it.each([
    ['position', '3:7', 97_000], // 0.97 / (1/10)
    ['position_big', '1', 19_400],
    ['position_even', '5', 19_400],
    ['sum_big', '', 19_400], // totals 0-45 are symmetric about 22.5
    ['sum_odd', '', 19_400],
    ['front2', '07', 970_000],
    ['back3', '123', 9_700_000],
    ['dragon', '', 21_500], // 45 of 100 first/last pairs: 2.1555
    ['tie', '', 97_000],
  ])('5-digit %s %j pays %i', (code, pick, payoutE4) => {
    expect(payoutOf(digits5Rules, code, pick)).toBe(payoutE4);
  });

  it.each([
    ['lo2', '45', 35_100], // 27 numbers: 0.95 / 0.27 = 3.5185 per hit
    ['lo3', '045', 413_000], // 23 numbers of 3+ digits: 0.95 / 0.023 = 41.304
    ['de', '45', 950_000],
    ['cang3', '045', 9_500_000],
    ['xien2', '07-45', 173_000], // 1 - 2(0.99^27) + 0.98^27 = 0.054882: 17.3098
    ['xien3', '01-07-45', 772_400], // inclusion-exclusion: 0.012298: 77.2487
  ])('Vietnam north (VN mode) %s %j pays %i', (code, pick, payoutE4) => {
    expect(payoutOf(vietnamNorthRules, code, pick)).toBe(payoutE4);
  });

  it.each([
    ['lo2', '45', 52_700], // 18 numbers: 5.2777
    ['lo3', '045', 558_800], // 17 numbers of 3+ digits: 55.882
    ['xien2', '07-45', 363_800], // 0.026108: 36.3876
    ['head', '45', 950_000],
  ])('Vietnam south (SEA mode) %s %j pays %i', (code, pick, payoutE4) => {
    expect(payoutOf(vietnamSouthRules, code, pick)).toBe(payoutE4);
  });

  it('the southern head bet does not exist in the northern structure', () => {
    expect(betTypeOf(vietnamNorthRules, 'head')).toBeUndefined();
  });
});

describe('picks', () => {
  it.each([
    ['fast dice', 'sum', '3', dice3Rules], // a total of 3 or 18 is a triple: bet the triple
    ['fast dice', 'sum', '19', dice3Rules],
    ['fast dice', 'triple', '7', dice3Rules],
    ['fast dice', 'big', '1', dice3Rules],
    ['5-digit', 'position', '6:1', digits5Rules],
    ['5-digit', 'position', '1:10', digits5Rules],
    ['5-digit', 'front3', '12', digits5Rules],
    ['5-digit', 'back2', '1a', digits5Rules],
    ['Vietnam north', 'lo2', '5', vietnamNorthRules],
    ['Vietnam north', 'xien2', '45-07', vietnamNorthRules], // not ascending
    ['Vietnam north', 'xien2', '07-07', vietnamNorthRules],
    ['Vietnam north', 'xien3', '01-07', vietnamNorthRules],
  ] as const)('%s %s refuses %j', (_game, code, pick, rules) => {
    expect(betTypeOf(rules as LotteryRules<unknown>, code)?.validPick(pick)).toBe(false);
  });
});

describe('hits', () => {
  it('fast dice: big and small lose on a triple; a pair counts two or three of a face', () => {
    const big = betTypeOf(dice3Rules, 'big')!;
    expect(big.hits([4, 4, 4], '')).toBe(0);
    expect(big.hits([6, 5, 1], '')).toBe(1);
    expect(betTypeOf(dice3Rules, 'small')!.hits([6, 3, 1], '')).toBe(1);
    expect(betTypeOf(dice3Rules, 'pair')!.hits([2, 5, 2], '2')).toBe(1);
    expect(betTypeOf(dice3Rules, 'pair')!.hits([2, 2, 2], '2')).toBe(1);
    expect(betTypeOf(dice3Rules, 'sum')!.hits([2, 5, 2], '9')).toBe(1);
  });

  it('5 digits: positions count from the first ball; straights read in order', () => {
    const draw = [3, 0, 7, 9, 5];
    expect(betTypeOf(digits5Rules, 'position')!.hits(draw, '3:7')).toBe(1);
    expect(betTypeOf(digits5Rules, 'position')!.hits(draw, '1:7')).toBe(0);
    expect(betTypeOf(digits5Rules, 'front3')!.hits(draw, '307')).toBe(1);
    expect(betTypeOf(digits5Rules, 'back2')!.hits(draw, '95')).toBe(1);
    expect(betTypeOf(digits5Rules, 'sum_big')!.hits(draw, '')).toBe(1); // 24
    expect(betTypeOf(digits5Rules, 'tiger')!.hits(draw, '')).toBe(1); // first ball 3 below the last, 5
    expect(betTypeOf(digits5Rules, 'dragon')!.hits(draw, '')).toBe(0);
  });

  it('Vietnam: a lô pays once per prize number that ends with it; đề looks at the special prize only', () => {
    const result = {
      tiers: [
        { name: 'special' as const, numbers: ['12345'] },
        { name: 'first' as const, numbers: ['00045'] },
        { name: 'sixth' as const, numbers: ['945', '310'] },
        { name: 'seventh' as const, numbers: ['45', '10'] },
      ],
    };
    expect(betTypeOf(vietnamNorthRules, 'lo2')!.hits(result, '45')).toBe(4);
    expect(betTypeOf(vietnamNorthRules, 'lo3')!.hits(result, '345')).toBe(1);
    expect(betTypeOf(vietnamNorthRules, 'lo3')!.hits(result, '045')).toBe(1); // 45 has two digits
    expect(betTypeOf(vietnamNorthRules, 'de')!.hits(result, '45')).toBe(1);
    expect(betTypeOf(vietnamNorthRules, 'de')!.hits(result, '10')).toBe(0);
    expect(betTypeOf(vietnamNorthRules, 'cang3')!.hits(result, '345')).toBe(1);
    expect(betTypeOf(vietnamNorthRules, 'xien2')!.hits(result, '10-45')).toBe(1);
    expect(betTypeOf(vietnamNorthRules, 'xien3')!.hits(result, '10-11-45')).toBe(0);
  });
});
