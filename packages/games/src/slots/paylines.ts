import type { PayTable } from './paytable.ts';
import {
  type Cell,
  findScatters,
  type Grid,
  type ReelStrip,
  type ScatterHit,
  type SymbolId,
} from './reels.ts';

/** A payline: the row it crosses on each reel, left to right. */
export type Payline = readonly number[];

/** What one payline pays: the symbol paid and its run from the leftmost reel. */
export interface LineRun {
  symbol: SymbolId;
  count: number;
  /** The cells of the winning run, left to right. */
  cells: Cell[];
  payoutE4: number;
}

export interface LineWin extends LineRun {
  /** Index of the payline in the game's list (0-based). */
  line: number;
}

/**
 * A line pays for its run from the leftmost reel: the first symbol that is not a wild, then every
 * following cell showing that symbol or a wild. A run of leading wilds may pay as wilds on its
 * own; the line pays whichever of the two is higher (one win per line).
 */
export function lineRun(grid: Grid, payline: Payline, pays: PayTable, wild: SymbolId | null): LineRun | null {
  let symbol = -1;
  let count = 0;
  let wildRun = 0;
  for (let reel = 0; reel < payline.length; reel += 1) {
    const shown = grid[reel]![payline[reel]!]!;
    if (shown === wild) {
      if (symbol < 0) wildRun += 1;
    } else if (symbol < 0) {
      symbol = shown;
    } else if (shown !== symbol) {
      break;
    }
    count += 1;
  }
  const symbolPay = symbol < 0 ? 0 : (pays[symbol]?.[count] ?? 0);
  const wildPay = wild === null ? 0 : (pays[wild]?.[wildRun] ?? 0);
  if (symbolPay === 0 && wildPay === 0) return null;
  const paidAsWild = wildPay > symbolPay;
  const paidCount = paidAsWild ? wildRun : count;
  const cells: Cell[] = [];
  for (let reel = 0; reel < paidCount; reel += 1) cells.push([reel, payline[reel]!]);
  return {
    symbol: paidAsWild ? wild! : symbol,
    count: paidCount,
    cells,
    payoutE4: paidAsWild ? wildPay : symbolPay,
  };
}

/** A fixed-rows paylines slot: everything that decides what a spin pays. */
export interface LineGameConfig {
  strips: readonly ReelStrip[];
  rows: number;
  paylines: readonly Payline[];
  pays: PayTable;
  wild: SymbolId | null;
  /** The scatter pays anywhere and is not replaced by the wild. */
  scatter: SymbolId | null;
  /** scatterPays[count], payoutE4 of the total stake. */
  scatterPays: readonly number[];
}

export interface LineSpinWins {
  lineWins: LineWin[];
  scatter: ScatterHit | null;
  payoutE4: number;
}

export function evaluateLineSpin(config: LineGameConfig, grid: Grid): LineSpinWins {
  const lineWins: LineWin[] = [];
  let payoutE4 = 0;
  config.paylines.forEach((payline, line) => {
    const run = lineRun(grid, payline, config.pays, config.wild);
    if (run === null) return;
    lineWins.push({ line, ...run });
    payoutE4 += run.payoutE4;
  });
  const scatter = config.scatter === null ? null : findScatters(grid, config.scatter, config.scatterPays);
  if (scatter !== null) payoutE4 += scatter.payoutE4;
  return { lineWins, scatter, payoutE4 };
}
