import type { LotteryTrendSide, LotteryTrends } from '@ficha/contract';
import { type Dice3Result, dice3Total, isTriple } from '@ficha/games/lottery/dice3';
import type { LotteryKind } from '@ficha/games/lottery/lottery-bets';
import type { VietnamResult } from '@ficha/games/lottery/vietnam';

/**
 * Trends over a game's last draws (issue 14: "frequency, hot/cold numbers, streaks over the last N
 * periods"), computed from the stored results. The sides follow the bets of each game, so a streak
 * shown is one a player could have bet on: a dice triple is neither big nor small, odd nor even.
 */

export interface DrawnResult {
  numero: string;
  result: unknown;
}

interface KindTrend {
  /** Every number that can come up, in order. */
  universe: string[];
  /** The numbers one draw shows, each occurrence counted. */
  numbers(result: unknown): string[];
  /** The draw's value on the chart: a total, or the special prize's ending. */
  value(result: unknown): number;
  bigSmall(result: unknown): LotteryTrendSide;
  oddEven(result: unknown): LotteryTrendSide;
}

const range = (from: number, to: number, width = 1) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(width, '0'));
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const parity = (value: number): LotteryTrendSide => (value % 2 === 0 ? 'even' : 'odd');

const dice: KindTrend = {
  universe: range(1, 6),
  numbers: (result) => (result as Dice3Result).map(String),
  value: (result) => dice3Total(result as Dice3Result),
  bigSmall: (result) =>
    isTriple(result as Dice3Result) ? 'triple' : dice3Total(result as Dice3Result) >= 11 ? 'big' : 'small',
  oddEven: (result) =>
    isTriple(result as Dice3Result) ? 'triple' : parity(dice3Total(result as Dice3Result)),
};

const digits: KindTrend = {
  universe: range(0, 9),
  numbers: (result) => (result as number[]).map(String),
  value: (result) => sum(result as number[]),
  bigSmall: (result) => (sum(result as number[]) >= 23 ? 'big' : 'small'),
  oddEven: (result) => parity(sum(result as number[])),
};

const specialEnding = (result: unknown) =>
  Number((result as VietnamResult).tiers.find((tier) => tier.name === 'special')!.numbers[0]!.slice(-2));

const vietnam: KindTrend = {
  universe: range(0, 99, 2),
  numbers: (result) =>
    (result as VietnamResult).tiers.flatMap((tier) => tier.numbers.map((n) => n.slice(-2))),
  value: specialEnding,
  bigSmall: (result) => (specialEnding(result) >= 50 ? 'big' : 'small'),
  oddEven: (result) => parity(specialEnding(result)),
};

const TRENDS: Record<LotteryKind, KindTrend> = {
  dice3: dice,
  digits5: digits,
  'vietnam-north': vietnam,
  'vietnam-south': vietnam,
};

type Run = { side: LotteryTrendSide; length: number };

/** The run the newest draw ends, and the longest run (the newer one on a tie); sides oldest first. */
export function streaksOf(sides: readonly LotteryTrendSide[]): { current: Run | null; longest: Run | null } {
  let current: Run | null = null;
  let longest: Run | null = null;
  for (const side of sides) {
    current = current && current.side === side ? { side, length: current.length + 1 } : { side, length: 1 };
    if (!longest || current.length >= longest.length) longest = current;
  }
  return { current, longest };
}

/** Trends of draws given newest first, as the periods are read. */
export function trendsOf(
  kind: LotteryKind,
  newestFirst: readonly DrawnResult[],
): Omit<LotteryTrends, 'game'> {
  const trend = TRENDS[kind];
  const draws = [...newestFirst].reverse();
  const counts = new Map(trend.universe.map((number) => [number, 0]));
  for (const draw of draws) {
    for (const number of trend.numbers(draw.result)) counts.set(number, (counts.get(number) ?? 0) + 1);
  }
  const frequency = trend.universe.map((number) => ({ number, count: counts.get(number)! }));
  const shown = Math.min(5, Math.floor(trend.universe.length / 2));
  const byCount = (direction: 1 | -1) =>
    [...frequency]
      .sort((a, b) => direction * (a.count - b.count) || (a.number < b.number ? -1 : 1))
      .slice(0, shown)
      .map((entry) => entry.number);
  return {
    periods: draws.length,
    from: draws[0]?.numero ?? null,
    to: draws.at(-1)?.numero ?? null,
    frequency,
    hot: draws.length ? byCount(-1) : [],
    cold: draws.length ? byCount(1) : [],
    series: draws.map((draw) => ({ numero: draw.numero, value: trend.value(draw.result) })),
    streaks: {
      bigSmall: streaksOf(draws.map((draw) => trend.bigSmall(draw.result))),
      oddEven: streaksOf(draws.map((draw) => trend.oddEven(draw.result))),
    },
  };
}
