import type { Rng } from '../fairness.ts';

/**
 * The reel engine shared by the studio's slots: reel strips, stops, the visible window and
 * scatters. Paylines and ways are evaluated in paylines.ts and ways.ts.
 */

/** A symbol's index in its game's symbol list; strips, grids and paytables use these. */
export type SymbolId = number;

/** A circular reel strip: the symbols of one reel in order. */
export type ReelStrip = readonly SymbolId[];

/** What one spin shows: grid[reel][row], row 0 at the top. */
export type Grid = SymbolId[][];

/** One visible position, [reel, row]. */
export type Cell = [reel: number, row: number];

export type SymbolKind = 'low' | 'high' | 'wild' | 'scatter';

export interface SlotSymbol {
  id: SymbolId;
  /** A stable name for the client's art, e.g. 'cherry'. */
  key: string;
  kind: SymbolKind;
  names: { PT: string; EN: string };
}

/** The symbols that pay in lines or ways: neither wild nor scatter. */
export function payingSymbols(symbols: readonly SlotSymbol[]): SymbolId[] {
  return symbols.filter(({ kind }) => kind === 'low' || kind === 'high').map(({ id }) => id);
}

/**
 * Strips are written in the source as strings of one letter per symbol so they stay readable;
 * `letters[id]` is the letter of symbol `id`.
 */
export function stripFromLetters(text: string, letters: string): SymbolId[] {
  return [...text.replace(/\s+/g, '')].map((letter) => {
    const id = letters.indexOf(letter);
    if (id < 0) throw new Error(`unknown symbol letter ${letter}`);
    return id;
  });
}

/** The `rows` symbols seen from `stop` down, wrapping around the end of the strip. */
export function reelWindow(strip: ReelStrip, stop: number, rows: number): SymbolId[] {
  const window: SymbolId[] = [];
  for (let row = 0; row < rows; row += 1) window.push(strip[(stop + row) % strip.length]!);
  return window;
}

export function gridAt(
  strips: readonly ReelStrip[],
  stops: readonly number[],
  rows: readonly number[],
): Grid {
  return strips.map((strip, reel) => reelWindow(strip, stops[reel]!, rows[reel]!));
}

export interface ReelSpin {
  /** Index on each strip of the symbol shown in the top row. */
  stops: number[];
  grid: Grid;
}

/** Draws one stop per reel, left to right, each uniform over its strip. */
export function spinReels(rng: Rng, strips: readonly ReelStrip[], rows: readonly number[]): ReelSpin {
  const stops = strips.map((strip) => rng.int(strip.length));
  return { stops, grid: gridAt(strips, stops, rows) };
}

/** An index drawn with chance weights[i] / sum(weights); weights are non-negative integers. */
export function drawWeighted(rng: Rng, weights: readonly number[]): number {
  let ticket = rng.int(weights.reduce((sum, weight) => sum + weight, 0));
  for (let index = 0; index < weights.length; index += 1) {
    ticket -= weights[index]!;
    if (ticket < 0) return index;
  }
  throw new Error('unreachable: the ticket is below the total weight');
}

export interface ScatterHit {
  count: number;
  cells: Cell[];
  /** What the scatters pay on their own (0 when they only trigger a feature). */
  payoutE4: number;
}

/** Scatters count anywhere on the grid; `pays[count]` is their payout (missing entries pay 0). */
export function findScatters(grid: Grid, scatter: SymbolId, pays: readonly number[]): ScatterHit {
  const cells: Cell[] = [];
  grid.forEach((column, reel) => {
    column.forEach((symbol, row) => {
      if (symbol === scatter) cells.push([reel, row]);
    });
  });
  return { count: cells.length, cells, payoutE4: pays[cells.length] ?? 0 };
}
