import type { RoundPhase } from '@ficha/contract/studio/shared-rounds/protocol';
import type { StudioGameCode } from '@ficha/games/catalogue';
import type { Selectable } from 'kysely';
import type { StudioRoundsConfig } from '../../../config.ts';
import type { StudioSharedBetsTable } from '../../../db/schema.ts';
import type { BusEvent } from './round-bus.ts';

/** What tells crash from the money wheel; everything else about shared rounds is common. */

export interface RoundTiming {
  bettingMs: number;
  /** How long the result shows before the next round opens. */
  resultMs: number;
  speed: number;
}

export interface SharedRound {
  gameCode: string;
  seq: number;
  chainId: string;
  chainRound: number;
  hash: string;
  result: Record<string, unknown>;
  speed: number;
  runMs: number;
  /** Database epoch ms: bets close and the round starts. */
  startsAt: number;
  /** The crash, or the wheel stopping. */
  endsAt: number;
  nextAt: number;
  status: 'BETTING' | 'RUNNING' | 'SETTLED' | 'VOID';
}

export type BetRow = Selectable<StudioSharedBetsTable>;

/** A bet's game-specific choice: the crash auto cash-out target, the wheel label. */
export interface BetChoice {
  autoCashOutE2: number | null;
  label: number | null;
}

/** News for every player at a moment of the running round (crash: an auto cash-out reached). */
export interface TimedShow {
  /** Database epoch ms. */
  atMs: number;
  event: BusEvent;
}

export interface SharedRoundGame {
  code: StudioGameCode;
  /** In URLs: /studio/ws/<slug>, /studio/api/v1/<slug>/... */
  slug: string;
  maxBetsPerRound: number;
  /** When the hash and result may be shown: crash when it ended, the wheel when it spins. */
  revealAt: 'running' | 'ended';
  timing(config: StudioRoundsConfig): RoundTiming;
  /** The round's result from its hash and the chain's salt, and how long it runs. */
  draw(
    hash: string,
    salt: string,
    config: StudioRoundsConfig,
  ): { result: Record<string, unknown>; runMs: number };
  /** What a bet of the finished round returns, in 1/10,000ths of the stake. */
  payoutE4(bet: BetRow, round: SharedRound): number;
  /** The multiplier a crash bet cashed out at by database time `now`, for everyone to see. */
  cashOutE2(bet: BetRow, round: SharedRound, now: number): number | null;
  /** The game's part of a bet request, checked (a bad one is a BAD_REQUEST). */
  choice(input: { autoCashOut?: number | null | undefined; label?: number | undefined }): BetChoice;
  /** News to show while the round runs, from its placed bets not cashed out (crash: auto cash-outs). */
  runningShows?(round: SharedRound, bets: BetRow[]): TimedShow[];
}

/** Where a round stands at database time `now`. */
export function phaseAt(round: SharedRound, now: number): RoundPhase {
  if (now < round.startsAt) return 'betting';
  return now < round.endsAt ? 'running' : 'ended';
}
