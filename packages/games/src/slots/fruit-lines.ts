import type { InstantGameRules } from '../game-rules.ts';
import { evaluateLineSpin, type LineGameConfig, type LineWin, type Payline } from './paylines.ts';
import { type PaytableRow, paysFromThree, paytableRows } from './paytable.ts';
import { type Grid, type ScatterHit, type SlotSymbol, spinReels, stripFromLetters } from './reels.ts';

/**
 * Lucky Fruits (ficha_fruit_lines): 5 reels x 3 rows, 20 fixed paylines, a wild that stands in
 * for every fruit and pays on its own, and a star scatter that pays anywhere. The stake covers all
 * 20 lines (line bet = stake / 20); every pay below is already expressed on the total stake.
 * The return is 96.0003% exactly (tools/exact.ts plays every combination of stops).
 */
export const FRUIT_LINES_SYMBOLS: readonly SlotSymbol[] = [
  { id: 0, key: 'lemon', kind: 'low', names: { PT: 'Limão', EN: 'Lemon' } },
  { id: 1, key: 'cherry', kind: 'low', names: { PT: 'Cereja', EN: 'Cherry' } },
  { id: 2, key: 'orange', kind: 'low', names: { PT: 'Laranja', EN: 'Orange' } },
  { id: 3, key: 'plum', kind: 'low', names: { PT: 'Ameixa', EN: 'Plum' } },
  { id: 4, key: 'grapes', kind: 'low', names: { PT: 'Uvas', EN: 'Grapes' } },
  { id: 5, key: 'melon', kind: 'high', names: { PT: 'Melancia', EN: 'Watermelon' } },
  { id: 6, key: 'seven', kind: 'high', names: { PT: 'Sete da Sorte', EN: 'Lucky Seven' } },
  { id: 7, key: 'wild', kind: 'wild', names: { PT: 'Coringa Arco-Íris', EN: 'Rainbow Wild' } },
  { id: 8, key: 'star', kind: 'scatter', names: { PT: 'Estrela', EN: 'Star' } },
];

const LETTERS = 'LCOPGMSWX';
const WILD = 7;
const STAR = 8;

export const FRUIT_LINES_LINE_COUNT = 20;

/** Each reel's strip; a stop shows the symbol at the stop and the two after it. */
const STRIPS = [
  'LPCSPMCGPCOMPSCLPCMWPCSGPMCOPCXM',
  'LMOGSLPXOLCGOLSOLMGOLPGOLCWSOLGO',
  'WMPOCPLSCMPCXPGMCSPOCMPLCPCMSPGC',
  'CGOLOLWGMSOLPOGLCOLXSGOLMOGLPOSL',
  'CSGOLMPCGOLPMWCGOLPCGMOLPXCGOMLP',
].map((text) => stripFromLetters(text, LETTERS));

/** Rows crossed on reels 1..5 (0 = top). */
export const FRUIT_LINES_PAYLINES: readonly Payline[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 2, 1, 0, 1],
  [1, 0, 1, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];

/** Line pays in multiples of the LINE bet for 3, 4 and 5 of a kind, as the rules sheet shows them. */
export const FRUIT_LINES_LINE_BET_PAYS: Readonly<Record<number, readonly [number, number, number]>> = {
  0: [15, 30, 100],
  1: [15, 30, 120],
  2: [15, 45, 150],
  3: [20, 60, 225],
  4: [20, 60, 225],
  5: [40, 150, 600],
  6: [75, 300, 1500],
  7: [150, 750, 3750],
};

/** Star pays for 3, 4 and 5 anywhere, in multiples of the TOTAL stake. */
export const FRUIT_LINES_STAR_PAYS: readonly [number, number, number] = [5, 20, 100];

/** The top win of a spin, found by playing every combination of stops (tools/exact.ts checks it). */
export const FRUIT_LINES_MAX_WIN_E4 = 2_955_000;

/** One line bet is 1/20 of the stake, i.e. 500 in payoutE4 of the stake. */
const LINE_BET_E4 = 10_000 / FRUIT_LINES_LINE_COUNT;

export const FRUIT_LINES_CONFIG: LineGameConfig = {
  strips: STRIPS,
  rows: 3,
  paylines: FRUIT_LINES_PAYLINES,
  pays: FRUIT_LINES_SYMBOLS.map(({ id }) =>
    paysFromThree((FRUIT_LINES_LINE_BET_PAYS[id] ?? []).map((pay) => pay * LINE_BET_E4)),
  ),
  wild: WILD,
  scatter: STAR,
  scatterPays: paysFromThree(FRUIT_LINES_STAR_PAYS.map((pay) => pay * 10_000)),
};

/** For the rules sheet: pays per winning line and the star's pays, in payoutE4 of the total stake. */
export const FRUIT_LINES_PAYTABLE: { lines: PaytableRow[]; scatter: PaytableRow[] } = {
  lines: paytableRows(FRUIT_LINES_CONFIG.pays, FRUIT_LINES_SYMBOLS),
  scatter: paytableRows(
    FRUIT_LINES_SYMBOLS.map(({ id }) => (id === STAR ? FRUIT_LINES_CONFIG.scatterPays : [])),
    FRUIT_LINES_SYMBOLS,
  ),
};

/** The game takes no options: the stake is the total bet on all 20 lines. */
export type FruitLinesParams = Record<string, never>;

export interface FruitLinesOutcome {
  /** Index of the top visible symbol on each strip. */
  stops: number[];
  /** grid[reel][row] of symbol ids (FRUIT_LINES_SYMBOLS). */
  grid: Grid;
  lineWins: LineWin[];
  scatter: ScatterHit;
}

export const fruitLinesRules: InstantGameRules<FruitLinesParams, FruitLinesOutcome> = {
  code: 'ficha_fruit_lines',
  play(rng) {
    const { stops, grid } = spinReels(rng, STRIPS, [3, 3, 3, 3, 3]);
    const { lineWins, scatter, payoutE4 } = evaluateLineSpin(FRUIT_LINES_CONFIG, grid);
    return { payoutE4, outcome: { stops, grid, lineWins, scatter: scatter! } };
  },
};
