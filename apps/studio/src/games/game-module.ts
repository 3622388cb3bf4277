import type { PastRound } from '@ficha/contract/studio/rounds';
import type { ComponentType } from 'react';
import type { StudioFormat } from '../lib/money.ts';

export type { PastRound } from '@ficha/contract/studio/rounds';

/** Games of single-player rounds: the shell's fairness panel replays each round from its seeds. */
export interface SeededGameModule {
  Game: ComponentType;
  Rules: ComponentType;
  /** Recomputes a round from its seeds alone; the panel compares it with what was recorded. */
  replay(round: PastRound & { serverSeed: string }): { payoutE4: number; outcome: unknown };
  /** A few words for the round history ("42,17 (≥ 50,00)"), numbers in the player's language. */
  summary(round: PastRound, format: StudioFormat): string;
  Fairness?: undefined;
}

/** Games of shared rounds (crash, money wheel) verify a hash chain instead, in their own panel. */
export interface SharedRoundGameModule {
  Game: ComponentType;
  Rules: ComponentType;
  Fairness: ComponentType;
}

/** What a studio game gives the shell: its play area, its rules sheet and how it is verified. */
export type StudioGameModule = SeededGameModule | SharedRoundGameModule;
