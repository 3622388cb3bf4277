import { evaluateLineSpin, type LineGameConfig, lineRun } from './paylines.ts';
import type { PayTable } from './paytable.ts';
import { gridAt, type ReelStrip, reelWindow, type SymbolId } from './reels.ts';

/**
 * Exact expectations of the reel engine, used to tune the games and to check them. Every stop of
 * a strip is equally likely and the reels are independent, so expectations factor reel by reel.
 */

/** How many times each symbol occurs on a strip: counts[symbol]. */
function symbolCounts(strip: ReelStrip, symbolTotal: number): number[] {
  const counts = new Array<number>(symbolTotal).fill(0);
  for (const symbol of strip) counts[symbol]! += 1;
  return counts;
}

/**
 * combos[k]: how many combinations of stops (one per reel) show exactly k scatters on a grid of
 * `rows` rows. Each reel's stops are counted by the scatters their window shows; the counts of
 * independent reels add up, so the grid's counts are the convolution of the reels' counts.
 */
export function scatterStopCounts(strips: readonly ReelStrip[], rows: number, scatter: SymbolId): number[] {
  let combos = [1];
  for (const strip of strips) {
    const perStop = new Array<number>(rows + 1).fill(0);
    for (let stop = 0; stop < strip.length; stop += 1) {
      perStop[reelWindow(strip, stop, rows).filter((symbol) => symbol === scatter).length]! += 1;
    }
    const next = new Array<number>(combos.length + rows).fill(0);
    combos.forEach((ways, have) => {
      perStop.forEach((stops, add) => {
        next[have + add]! += ways * stops;
      });
    });
    combos = next;
  }
  return combos;
}

export interface LineGameTotals {
  /** Every combination of stops: the product of the strip lengths. */
  combos: number;
  /** Sum over all combos of the payoutE4 of lines and scatters. */
  linePayoutE4: number;
  scatterPayoutE4: number;
  /** (linePayoutE4 + scatterPayoutE4) / combos / 10,000. */
  rtp: number;
}

/**
 * A paylines game's exact return, computed by symbol counts: a payline crosses each reel on one
 * row, and as the stop runs over a strip that row runs over every symbol of the strip once, so
 * over all combos every payline sees each tuple of symbols (one per reel) the product of their
 * counts times. The sum of one line's pays over all combos is therefore the sum over symbol tuples
 * of (count product x pay), the same for every payline; scatters add by scatterStopCounts.
 */
export function lineGameTotals(config: LineGameConfig): LineGameTotals {
  const symbolTotal = config.pays.length;
  const counts = config.strips.map((strip) => symbolCounts(strip, symbolTotal));
  const tuple = config.strips.map(() => [0]);
  const horizontal = config.strips.map(() => 0);
  const oneLine = (reel: number, weight: number): number => {
    if (reel === counts.length)
      return weight * (lineRun(tuple, horizontal, config.pays, config.wild)?.payoutE4 ?? 0);
    let sum = 0;
    counts[reel]!.forEach((count, symbol) => {
      if (count === 0) return;
      tuple[reel]![0] = symbol;
      sum += oneLine(reel + 1, weight * count);
    });
    return sum;
  };
  const combos = config.strips.reduce((product, strip) => product * strip.length, 1);
  const linePayoutE4 = oneLine(0, 1) * config.paylines.length;
  const scatterPayoutE4 =
    config.scatter === null
      ? 0
      : scatterStopCounts(config.strips, config.rows, config.scatter).reduce(
          (sum, stops, count) => sum + stops * (config.scatterPays[count] ?? 0),
          0,
        );
  return { combos, linePayoutE4, scatterPayoutE4, rtp: (linePayoutE4 + scatterPayoutE4) / combos / 10_000 };
}

export interface EnumeratedTotals {
  combos: number;
  /** Sum of payoutE4 over all combos. */
  payoutE4: number;
  /** Sum of payoutE4^2 / 10^8 (the square of the return in stakes), for the variance. */
  squaredReturn: number;
  /** Combos that pay anything. */
  hits: number;
  maxPayoutE4: number;
}

/**
 * Plays every combination of stops once through evaluateLineSpin, the code the game itself runs,
 * so the result is the game's exact return, hit rate and top win. The work is the product of the
 * strip lengths: use it on small strips in tests and by hand (tools/exact.ts) on the
 * real ones.
 */
export function enumerateLineGame(config: LineGameConfig): EnumeratedTotals {
  const rows = config.strips.map(() => config.rows);
  const stops = config.strips.map(() => 0);
  const totals: EnumeratedTotals = { combos: 0, payoutE4: 0, squaredReturn: 0, hits: 0, maxPayoutE4: 0 };
  const visit = (reel: number): void => {
    if (reel === stops.length) {
      const { payoutE4 } = evaluateLineSpin(config, gridAt(config.strips, stops, rows));
      totals.combos += 1;
      totals.payoutE4 += payoutE4;
      totals.squaredReturn += (payoutE4 / 10_000) ** 2;
      if (payoutE4 > 0) totals.hits += 1;
      if (payoutE4 > totals.maxPayoutE4) totals.maxPayoutE4 = payoutE4;
      return;
    }
    for (let stop = 0; stop < config.strips[reel]!.length; stop += 1) {
      stops[reel] = stop;
      visit(reel + 1);
    }
  };
  visit(0);
  return totals;
}

/** The chance of each row count of a reel: rowChances[rows] (fixed 3 rows: [0, 0, 0, 1]). */
export type RowChances = readonly number[];

/**
 * A ways game's exact expected payoutE4 per spin, by symbol. On independent reels the expected
 * number of ways of a run over reels 1..k is the product of each reel's expected matching cells,
 * and a run ends at k when reel k+1 has none: E[pay] = sum_k pays[k] x prod_{r<=k} E[m_r] x
 * P(m_{k+1} = 0). The row count of a reel is drawn before its stop, so its chances weight the
 * windows of each length.
 */
export function waysExpectedPayoutE4(
  strips: readonly ReelStrip[],
  rowChances: readonly RowChances[],
  pays: PayTable,
  wild: SymbolId | null,
  payingSymbols: readonly SymbolId[],
): Map<SymbolId, number> {
  const bySymbol = new Map<SymbolId, number>();
  for (const symbol of payingSymbols) {
    const expectedMatches: number[] = [];
    const chanceOfNone: number[] = [];
    strips.forEach((strip, reel) => {
      let expected = 0;
      let none = 0;
      rowChances[reel]!.forEach((chance, rows) => {
        if (chance === 0) return;
        for (let stop = 0; stop < strip.length; stop += 1) {
          const matches = reelWindow(strip, stop, rows).filter(
            (shown) => shown === symbol || shown === wild,
          ).length;
          expected += (chance * matches) / strip.length;
          if (matches === 0) none += chance / strip.length;
        }
      });
      expectedMatches.push(expected);
      chanceOfNone.push(none);
    });
    let payoutE4 = 0;
    let ways = 1;
    for (let count = 1; count <= strips.length; count += 1) {
      ways *= expectedMatches[count - 1]!;
      const ends = count === strips.length ? 1 : chanceOfNone[count]!;
      payoutE4 += (pays[symbol]?.[count] ?? 0) * ways * ends;
    }
    bySymbol.set(symbol, payoutE4);
  }
  return bySymbol;
}

/**
 * An upper bound on what one spin of a ways game can pay: each symbol at its best, on every
 * reel the window (of at most maxRows) with the most matching cells, all of them at once. Pays
 * grow with the count, so no spin pays more.
 */
export function waysMaxWinBoundE4(
  strips: readonly ReelStrip[],
  maxRows: number,
  pays: PayTable,
  wild: SymbolId | null,
  payingSymbols: readonly SymbolId[],
): number {
  let bound = 0;
  for (const symbol of payingSymbols) {
    let ways = 1;
    for (const strip of strips) {
      let most = 0;
      for (let stop = 0; stop < strip.length; stop += 1) {
        const matches = reelWindow(strip, stop, maxRows).filter(
          (shown) => shown === symbol || shown === wild,
        ).length;
        most = Math.max(most, matches);
      }
      ways *= most;
    }
    bound += (pays[symbol]?.[strips.length] ?? 0) * ways;
  }
  return bound;
}
