import type { Payline } from '@ficha/games/slots/paylines';
import type { Cell, Grid, SlotSymbol, SymbolId } from '@ficha/games/slots/reels';
import type { ComponentType } from 'react';

export type { SlotAnswer } from '@ficha/contract/studio/slots';

/** One win to highlight: its cells, and how it pays. */
export interface WinShown {
  cells: Cell[];
  symbol: SymbolId;
  count: number;
  /** The payline's index (paylines games). */
  line?: number;
  /** Ways games: the number of ways. */
  ways?: number;
  /** A scatter paying anywhere. */
  scatter?: boolean;
  /** Of the base stake, the multiplier included. */
  payoutE4: number;
}

/** One set of reels the player sees stop: a spin, or one free spin of a feature. */
export interface SpinScreen {
  grid: Grid;
  wins: WinShown[];
  /** The screen's pay in base stakes, the multiplier included. */
  payoutE4: number;
  /** Free spin `number` of `of`, multiplying its wins. */
  free?: { number: number; of: number; multiplier: number };
  /** The scatters that opened the feature, highlighted before it starts. */
  trigger?: Cell[];
  /** The round stopped here at its max win. */
  maxWin?: boolean;
}

/** What makes a slot of the shared reel engine: symbols, art, reels and how its outcome is shown. */
export interface SlotDefinition<Outcome> {
  code: string;
  theme: 'fruit' | 'carnival' | 'dragon';
  symbols: readonly SlotSymbol[];
  /** One symbol drawn as inline SVG (no external assets). */
  Art: ComponentType<{ symbol: SymbolId }>;
  /** The gradients and filters the art refers to, rendered once per game. */
  ArtDefs: ComponentType;
  reels: number;
  /** The reels' height in cells: 3, or the tallest Megaways reel. */
  maxRows: number;
  /** What the reels show before the first spin. */
  idleGrid: Grid;
  /** Symbols the spinning strips blur past. */
  stripSymbols: readonly SymbolId[];
  paylines?: readonly Payline[];
  /** The screens of a round, in the order they are shown; the last one stays up. */
  screens(outcome: Outcome): SpinScreen[];
  /** Ways games show the spin's number of ways. */
  showWays?: boolean;
  /** A scatter whose landing slows the remaining reels once `near` of them showed. */
  tease?: { symbol: SymbolId; near: number };
  /** A round's cap in base stakes (payoutE4), for the running total of a feature. */
  maxWinE4?: number;
  /** A feature the player can buy for `costInStakes` stakes, up to `maxStake`. */
  buy?: { costInStakes: number; freeSpins: number; maxStake(maxBetMinor: bigint): bigint };
}
