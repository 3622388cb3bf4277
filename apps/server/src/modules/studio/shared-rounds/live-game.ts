import type { CashOutAnswer } from '@ficha/contract/studio/shared-rounds/protocol';
import type { GameSession } from '../../wallet/seamless-wallet.service.ts';
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
  ) => Promise<CashOutAnswer>;
}
