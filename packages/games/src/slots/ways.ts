import type { Rng } from '../fairness.ts';
import type { PayTable } from './paytable.ts';
import { type Cell, type Grid, type ReelSpin, type ReelStrip, type SymbolId, spinReels } from './reels.ts';

/**
 * Ways pay: a symbol wins when it shows (itself or through a wild) on adjacent reels from the
 * leftmost one; every combination of one matching cell per reel is a way, so the number of ways
 * is the product of the matching cells per reel. The pay is pays[symbol][reels] per way.
 */
export interface WayWin {
  symbol: SymbolId;
  /** Adjacent reels matched from the left. */
  count: number;
  ways: number;
  /** Every matching cell of those reels. */
  cells: Cell[];
  payoutE4: number;
}

export function evaluateWays(
  grid: Grid,
  pays: PayTable,
  wild: SymbolId | null,
  payingSymbols: readonly SymbolId[],
): WayWin[] {
  const wins: WayWin[] = [];
  for (const symbol of payingSymbols) {
    let ways = 1;
    let count = 0;
    while (count < grid.length) {
      let matches = 0;
      for (const shown of grid[count]!) if (shown === symbol || shown === wild) matches += 1;
      if (matches === 0) break;
      ways *= matches;
      count += 1;
    }
    const pay = pays[symbol]?.[count] ?? 0;
    if (pay === 0) continue;
    const cells: Cell[] = [];
    for (let reel = 0; reel < count; reel += 1) {
      grid[reel]!.forEach((shown, row) => {
        if (shown === symbol || shown === wild) cells.push([reel, row]);
      });
    }
    wins.push({ symbol, count, ways, cells, payoutE4: pay * ways });
  }
  return wins;
}

/** What a ways game pays: its pay table, its wild (if any) and the symbols that pay. */
export interface WaysPays {
  pays: PayTable;
  wild: SymbolId | null;
  payingSymbols: readonly SymbolId[];
}

export interface WaysSpin extends ReelSpin {
  wins: WayWin[];
  /** The sum of the wins. */
  payoutE4: number;
}

/** One spin of a ways game: the stops on `strips` (spinReels), then the wins on the grid they show. */
export function spinWays(
  rng: Rng,
  strips: readonly ReelStrip[],
  rows: readonly number[],
  game: WaysPays,
): WaysSpin {
  const { stops, grid } = spinReels(rng, strips, rows);
  const wins = evaluateWays(grid, game.pays, game.wild, game.payingSymbols);
  return { stops, grid, wins, payoutE4: wins.reduce((sum, win) => sum + win.payoutE4, 0) };
}
