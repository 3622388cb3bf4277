import { BET_ID_PATTERN } from '@ficha/contract/studio/shared-rounds/protocol';
import { z } from 'zod';
import type { GameSession } from '../../wallet/seamless-wallet.service.ts';
import { stakeSchema } from '../stake.ts';
import type { RoundEngine } from './round-engine.ts';
import type { SharedRoundsDeps } from './shared-bets.ts';
import type { SharedRoundGame } from './shared-game.ts';

/** A shared-round game as the routes serve it: its rules, its engine, and its extra actions. */
export interface LiveGame {
  game: SharedRoundGame;
  engine: RoundEngine;
  /** Crash only: take a running bet out. */
  cashOut?: (
    deps: SharedRoundsDeps,
    session: GameSession,
    input: { roundId: number; betId: string },
  ) => Promise<unknown>;
}

const roundId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const betId = z.string().regex(BET_ID_PATTERN);

/** A bet as a client sends it (HTTP body, or websocket message without type and ref). */
export const betRequest = z.object({
  roundId,
  betId,
  amount: stakeSchema,
  autoCashOut: z.number().int().nullable().optional(),
  label: z.number().int().optional(),
});

export const cashOutRequest = z.object({ roundId, betId });
