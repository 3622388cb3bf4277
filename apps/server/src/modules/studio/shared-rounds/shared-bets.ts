import { formatMinor } from '@ficha/contract';
import type { PlacedBet } from '@ficha/contract/studio/shared-rounds/protocol';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { inTransaction } from '../../../db/transactions.ts';
import { AppError } from '../../../lib/app-error.ts';
import { type GameSession, placeBet } from '../../wallet/seamless-wallet.service.ts';
import { checkStake } from '../rounds/rounds.service.ts';
import { insertPendingBet, loadBet, lockPlayerInRound, memberUsername, moveBet } from './bets.queries.ts';
import { maskedName } from './player-name.ts';
import type { BusEvent, RoundBus } from './round-bus.ts';
import { latestRound, roundTakesBets } from './rounds.queries.ts';
import type { BetChoice, SharedRoundGame } from './shared-game.ts';

/**
 * Bets of shared rounds. A bet is written first (PENDING, accepted only while the round takes
 * bets by the database's clock), then debited through the seamless wallet with its tx id as the
 * wallet's bet id and the round as its round, then marked PLACED and announced. A retry of the
 * same bet id finds the row and replays the wallet's stored answer, so it applies once. Whatever
 * stops half-way leaves a PENDING row that the round's settlement rolls back.
 */

export interface SharedRoundsDeps {
  db: Kysely<DB>;
  bus: RoundBus;
}

/** The wallet's bet id: unique per game, round, player and the player's own bet id. */
export function betTxId(gameCode: string, seq: number, memberId: number, betId: string): string {
  return `${gameCode}:${seq}:${memberId}:${betId}`;
}

export function walletRoundId(gameCode: string, seq: number): string {
  return `${gameCode}:${seq}`;
}

const namesBySession = new Map<string, string>();

/** The masked name others see, looked up once per game session. */
export async function playerName(db: Kysely<DB>, session: GameSession): Promise<string> {
  const known = namesBySession.get(session.id);
  if (known) return known;
  const name = maskedName(await memberUsername(db, session.memberId));
  if (namesBySession.size > 50_000) namesBySession.clear();
  namesBySession.set(session.id, name);
  return name;
}

export async function placeSharedBet(
  deps: SharedRoundsDeps,
  game: SharedRoundGame,
  session: GameSession,
  input: { roundId: number; betId: string; amount: bigint; choice: BetChoice },
): Promise<PlacedBet> {
  const { db } = deps;
  checkStake(game.code, input.amount, session.currency);
  const seq = input.roundId;
  const txId = betTxId(game.code, seq, session.memberId, input.betId);
  const player = await playerName(db, session);

  const playerInRound = `shared-bet:${game.code}:${seq}:${session.memberId}`;
  const inserted = await inTransaction(db, async (trx) => {
    // One new bet of a player in a round at a time, in every process, so the count below sees the
    // bets before it. (One statement alone cannot: its snapshot is taken before it waits on anything.)
    await lockPlayerInRound(trx, playerInRound);
    return insertPendingBet(trx, {
      txId,
      gameCode: game.code,
      seq,
      betId: input.betId,
      merchantId: session.merchantId,
      memberId: session.memberId,
      sessionId: session.id,
      currency: session.currency,
      player,
      amount: input.amount,
      autoCashOutE2: input.choice.autoCashOutE2,
      label: input.choice.label,
      maxBets: game.maxBetsPerRound,
    });
  });

  if (inserted.length === 0) {
    const existing = await loadBet(db, txId);
    if (!existing) throw await refusalOf(deps, game, seq);
    const same =
      existing.amount === input.amount.toString() &&
      existing.auto_cash_out_e2 === input.choice.autoCashOutE2 &&
      existing.label === input.choice.label;
    if (!same) throw new AppError('IDEMPOTENCY_CONFLICT', { betId: input.betId });
  }

  let balance: bigint;
  try {
    ({ balance } = await placeBet(db, session, {
      txId,
      roundId: walletRoundId(game.code, seq),
      amount: input.amount,
    }));
  } catch (error) {
    if (error instanceof AppError) {
      await moveBet(db, txId, 'PENDING', error.code === 'BET_ROLLED_BACK' ? 'ROLLED_BACK' : 'REFUSED');
    }
    // Anything else leaves the bet PENDING: the settlement rolls it back.
    throw error;
  }
  if (await moveBet(db, txId, 'PENDING', 'PLACED')) {
    const event: BusEvent = {
      kind: 'bet',
      game: game.code,
      seq,
      memberId: session.memberId,
      betId: input.betId,
      player,
      amount: formatMinor(input.amount),
      currency: session.currency,
      label: input.choice.label,
    };
    await deps.bus.publish(event);
  } else {
    const now = await loadBet(db, txId);
    // The round's settlement gave up on this bet while the wallet was answering: the stake went back.
    if (now?.status === 'ROLLED_BACK') throw new AppError('BET_ROLLED_BACK', { betId: input.betId });
  }
  return {
    roundId: seq,
    betId: input.betId,
    amount: formatMinor(input.amount),
    currency: session.currency,
    balance: formatMinor(balance),
  };
}

/** A bet as a client asked for it (HTTP or socket): the game checks its choice, then it is placed. */
export function placeRequestedBet(
  deps: SharedRoundsDeps,
  game: SharedRoundGame,
  session: GameSession,
  request: { roundId: number; betId: string; amount: bigint; autoCashOut?: number | null; label?: number },
): Promise<PlacedBet> {
  return placeSharedBet(deps, game, session, {
    roundId: request.roundId,
    betId: request.betId,
    amount: request.amount,
    choice: game.choice(request),
  });
}

/** Why a new bet found no place: the round takes no bets now, or the player has enough in it. */
async function refusalOf(deps: SharedRoundsDeps, game: SharedRoundGame, seq: number): Promise<AppError> {
  if (!(await roundTakesBets(deps.db, game.code, seq))) {
    const latest = await latestRound(deps.db, game.code);
    return new AppError('BETTING_CLOSED', { roundId: seq, currentRoundId: latest?.seq ?? null });
  }
  return new AppError('TOO_MANY_BETS', { max: game.maxBetsPerRound }, { max: game.maxBetsPerRound });
}
