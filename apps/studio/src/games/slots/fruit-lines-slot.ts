import {
  FRUIT_LINES_CONFIG,
  FRUIT_LINES_PAYLINES,
  FRUIT_LINES_SYMBOLS,
  type FruitLinesOutcome,
} from '@ficha/games/slots/fruit-lines';
import { gridAt } from '@ficha/games/slots/reels';
import { FruitArt, FruitArtDefs } from './fruit-lines-art.tsx';
import type { SlotDefinition, WinShown } from './slot-types.ts';

/** Lucky Fruits on the reel engine: 5 x 3, 20 paylines, a rainbow wild and a star scatter. */
export const fruitLinesSlot: SlotDefinition<FruitLinesOutcome> = {
  code: 'ficha_fruit_lines',
  theme: 'fruit',
  symbols: FRUIT_LINES_SYMBOLS,
  Art: FruitArt,
  ArtDefs: FruitArtDefs,
  reels: 5,
  maxRows: 3,
  idleGrid: gridAt(FRUIT_LINES_CONFIG.strips, [17, 6, 7, 19, 12], [3, 3, 3, 3, 3]),
  stripSymbols: FRUIT_LINES_SYMBOLS.map(({ id }) => id),
  paylines: FRUIT_LINES_PAYLINES,
  screens(outcome) {
    const wins: WinShown[] = outcome.lineWins.map((win) => ({
      cells: win.cells,
      symbol: win.symbol,
      count: win.count,
      line: win.line,
      payoutE4: win.payoutE4,
    }));
    const { scatter } = outcome;
    if (scatter.payoutE4 > 0) {
      wins.push({
        cells: scatter.cells,
        symbol: FRUIT_LINES_CONFIG.scatter!,
        count: scatter.count,
        scatter: true,
        payoutE4: scatter.payoutE4,
      });
    }
    return [{ grid: outcome.grid, wins, payoutE4: wins.reduce((sum, win) => sum + win.payoutE4, 0) }];
  },
};
