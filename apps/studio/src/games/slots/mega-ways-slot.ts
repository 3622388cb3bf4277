import {
  MEGA_WAYS_MAX_ROWS,
  MEGA_WAYS_STRIPS,
  MEGA_WAYS_SYMBOLS,
  type MegaWaysOutcome,
} from '@ficha/games/slots/mega-ways';
import { gridAt } from '@ficha/games/slots/reels';
import { CarnivalArt, CarnivalArtDefs } from './mega-ways-art.tsx';
import type { SlotDefinition } from './slot-types.ts';

/** Carnival Megaways on the reel engine: 6 reels of 2 to 7 symbols, paying ways from the left. */
export const megaWaysSlot: SlotDefinition<MegaWaysOutcome> = {
  code: 'ficha_mega_ways',
  theme: 'carnival',
  symbols: MEGA_WAYS_SYMBOLS,
  Art: CarnivalArt,
  ArtDefs: CarnivalArtDefs,
  reels: 6,
  maxRows: MEGA_WAYS_MAX_ROWS,
  idleGrid: gridAt(MEGA_WAYS_STRIPS, [0, 10, 20, 30, 40, 50], [4, 6, 3, 7, 5, 4]),
  stripSymbols: MEGA_WAYS_SYMBOLS.map(({ id }) => id),
  showWays: true,
  screens: (outcome) => [
    {
      grid: outcome.grid,
      wins: outcome.wins.map((win) => ({
        cells: win.cells,
        symbol: win.symbol,
        count: win.count,
        ways: win.ways,
        payoutE4: win.payoutE4,
      })),
      payoutE4: outcome.wins.reduce((sum, win) => sum + win.payoutE4, 0),
    },
  ],
};
