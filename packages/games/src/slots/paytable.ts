import type { SlotSymbol, SymbolId } from './reels.ts';

/**
 * pays[symbol][count]: the payout of `count` of a kind, in payoutE4 of the TOTAL stake, per
 * winning line or per way (a line paying 5x its line bet in a 20-line game is 5 / 20 = 0.25x
 * the stake, 2_500). 0 means no pay.
 */
export type PayTable = readonly (readonly number[])[];

export interface PaytableRow {
  symbol: SymbolId;
  /** Each paying count with its payoutE4 of the total stake, lowest count first. */
  pays: { count: number; payoutE4: number }[];
}

/** A paytable as the rules sheet renders it: one row per paying symbol, in symbol order. */
export function paytableRows(pays: PayTable, symbols: readonly SlotSymbol[]): PaytableRow[] {
  return symbols.flatMap(({ id }) => {
    const row = (pays[id] ?? [])
      .map((payoutE4, count) => ({ count, payoutE4 }))
      .filter(({ payoutE4 }) => payoutE4 > 0);
    return row.length === 0 ? [] : [{ symbol: id, pays: row }];
  });
}

/** payoutE4 by count from pays listed for 3, 4, ... of a kind (fewer pay nothing). */
export function paysFromThree(pays: readonly number[]): number[] {
  return [0, 0, 0, ...pays];
}
