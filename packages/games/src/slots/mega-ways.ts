import type { InstantGameRules } from '../game-rules.ts';
import { type PaytableRow, paysFromThree, paytableRows } from './paytable.ts';
import {
  drawWeighted,
  type Grid,
  payingSymbols,
  type SlotSymbol,
  type SymbolId,
  stripFromLetters,
} from './reels.ts';
import { spinWays, type WayWin } from './ways.ts';

/**
 * Carnival Megaways (ficha_mega_ways): 6 reels, each showing 2 to 7 symbols drawn afresh every
 * spin, so a spin has 2^6 = 64 to 7^6 = 117,649 ways. Symbols pay on adjacent reels from the
 * left (ways.ts); King Momo, the wild, lands on reels 2 to 6 and stands in for every symbol.
 * Return 96.19% (exact by symbol counts, see analysis.ts, and confirmed by simulation:
 * tools/simulate.ts). No spin can pay more than 7,522x the stake (waysMaxWinBoundE4), so the
 * game needs no max-win cap.
 */
export const MEGA_WAYS_SYMBOLS: readonly SlotSymbol[] = [
  { id: 0, key: 'confetti', kind: 'low', names: { PT: 'Confete', EN: 'Confetti' } },
  { id: 1, key: 'streamer', kind: 'low', names: { PT: 'Serpentina', EN: 'Streamer' } },
  { id: 2, key: 'whistle', kind: 'low', names: { PT: 'Apito', EN: 'Whistle' } },
  { id: 3, key: 'tambourine', kind: 'low', names: { PT: 'Pandeiro', EN: 'Tambourine' } },
  { id: 4, key: 'shaker', kind: 'low', names: { PT: 'Chocalho', EN: 'Shaker' } },
  { id: 5, key: 'sequins', kind: 'low', names: { PT: 'Lantejoulas', EN: 'Sequins' } },
  { id: 6, key: 'feathers', kind: 'high', names: { PT: 'Plumas', EN: 'Feathers' } },
  { id: 7, key: 'drum', kind: 'high', names: { PT: 'Surdo', EN: 'Samba Drum' } },
  { id: 8, key: 'mask', kind: 'high', names: { PT: 'Máscara', EN: 'Mask' } },
  { id: 9, key: 'crown', kind: 'high', names: { PT: 'Coroa da Rainha', EN: "Queen's Crown" } },
  { id: 10, key: 'king_momo', kind: 'wild', names: { PT: 'Rei Momo', EN: 'King Momo' } },
];

const LETTERS = 'CSHTRLFDMQW';
/** King Momo. */
export const MEGA_WAYS_WILD = 10;
export const MEGA_WAYS_PAYING_SYMBOLS: readonly SymbolId[] = payingSymbols(MEGA_WAYS_SYMBOLS);

export const MEGA_WAYS_REELS = 6;
export const MEGA_WAYS_MIN_ROWS = 2;
export const MEGA_WAYS_MAX_ROWS = 7;

/** Chance weights of showing 2, 3, 4, 5, 6 and 7 symbols, the same on every reel (out of 100). */
export const MEGA_WAYS_ROW_WEIGHTS: readonly number[] = [10, 22, 26, 22, 14, 6];

export const MEGA_WAYS_STRIPS = [
  'CCTTFFSSRRHHCCTTLLDDQQSSFFHHMMRRCCTTSSLLHHFCCTDDRRSSHLLM',
  'CCMMTTFFSSRRHHCCTTLLDDSSFFQQHHCCRRMTTSSLLHHCCFTWDDRRSSHLL',
  'HHLLCCTTMMSSFFRRHHCCTTLLSSDDFFHHCCRRQQTTMSSLLHCCFTSSRRDDW',
  'HHLLWCCTTMMSSFFHHRRCCTTLLSSDDHHFFCCRRTTMSSQQLLHCCFTSSRRDD',
  'RRDDHHLLCCTTWSSMMFFHHRRCCTTLLSSDDHHFFCCTTRRSSMLLHQQCCTFSS',
  'SSRRHHDDCCLLTTSSFFMMHHWRRCCTTLLSSHHDDFFCCTTRRSSMLLHCCTFQQ',
].map((text) => stripFromLetters(text, LETTERS));

/** Pays per way for 3, 4, 5 and 6 reels, in payoutE4 of the stake (1_500 = 0.15x). */
const PAYS_PER_WAY: readonly (readonly number[])[] = [
  [1_500, 2_500, 4_000, 10_000],
  [1_500, 2_500, 4_000, 10_000],
  [2_000, 3_000, 6_000, 12_000],
  [2_000, 3_000, 6_000, 12_000],
  [3_000, 5_000, 10_000, 15_000],
  [3_000, 5_000, 10_000, 15_000],
  [4_000, 10_000, 20_000, 40_000],
  [5_000, 15_000, 30_000, 55_000],
  [10_000, 20_000, 50_000, 100_000],
  [15_000, 30_000, 100_000, 250_000],
];

export const MEGA_WAYS_PAYS = MEGA_WAYS_SYMBOLS.map(({ id }) => paysFromThree(PAYS_PER_WAY[id] ?? []));

/** For the rules sheet: pays per way, in payoutE4 of the stake. */
export const MEGA_WAYS_PAYTABLE: PaytableRow[] = paytableRows(MEGA_WAYS_PAYS, MEGA_WAYS_SYMBOLS);

/** The game takes no options: the stake covers every way. */
export type MegaWaysParams = Record<string, never>;

export interface MegaWaysOutcome {
  /** Symbols shown on each reel (2..7). */
  rows: number[];
  /** Index of the top visible symbol on each strip. */
  stops: number[];
  /** grid[reel][row] of symbol ids (MEGA_WAYS_SYMBOLS); reels have rows[reel] entries. */
  grid: Grid;
  /** The spin's number of ways: the product of rows. */
  ways: number;
  wins: WayWin[];
}

export const megaWaysRules: InstantGameRules<MegaWaysParams, MegaWaysOutcome> = {
  code: 'ficha_mega_ways',
  /** Draws the six row counts left to right, then the six stops left to right. */
  play(rng) {
    const rows = MEGA_WAYS_STRIPS.map(() => MEGA_WAYS_MIN_ROWS + drawWeighted(rng, MEGA_WAYS_ROW_WEIGHTS));
    const { stops, grid, wins, payoutE4 } = spinWays(rng, MEGA_WAYS_STRIPS, rows, {
      pays: MEGA_WAYS_PAYS,
      wild: MEGA_WAYS_WILD,
      payingSymbols: MEGA_WAYS_PAYING_SYMBOLS,
    });
    return {
      payoutE4,
      outcome: { rows, stops, grid, ways: rows.reduce((product, count) => product * count, 1), wins },
    };
  },
};
