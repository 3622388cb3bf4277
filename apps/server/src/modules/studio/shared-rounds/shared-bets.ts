import { formatMinor } from '@ficha/contract';
import { type Kysely, sql } from 'kysely';
import type { DB, SharedBetStatus } from '../../../db/schema.ts';
import { inTransaction } from '../../../db/transactions.ts';
import { AppError } from '../../../lib/app-error.ts';
import { type GameSession, placeBet } from '../../wallet/seamless-wallet.service.ts';
import { checkStake } from '../rounds/rounds.service.ts';
import { maskedName } from './player-name.ts';
import type { BusEvent, RoundBus } from './round-bus.ts';
import { latestRound } from './round-store.ts';
import type { BetChoice, BetRow, SharedRoundGame } from './shared-game.ts';

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

export interface PlacedBet {
  roundId: number;
  betId: string;
  amount: string;
  currency: string;
  balance: string;
}

const namesBySession = new Map<string, string>();

/** The masked name others see, looked up once per game session. */
export async function playerName(db: Kysely<DB>, session: GameSession): Promise<string> {
  const known = namesBySession.get(session.id);
  if (known) return known;
  const member = await db
    .selectFrom('members')
    .select('username')
    .where('id', '=', String(session.memberId))
    .executeTakeFirstOrThrow();
  const name = maskedName(member.username);
  if (namesBySession.size > 50_000) namesBySession.clear();
  namesBySession.set(session.id, name);
  return name;
}

export async function loadBet(db: Kysely<DB>, txId: string): Promise<BetRow | undefined> {
  return db.selectFrom('studio_shared_bets').selectAll().where('tx_id', '=', txId).executeTakeFirst();
}

async function moveBet(db: Kysely<DB>, txId: string, from: SharedBetStatus, to: SharedBetStatus) {
  const moved = await db
    .updateTable('studio_shared_bets')
    .set({ status: to })
    .where('tx_id', '=', txId)
    .where('status', '=', from)
    .executeTakeFirst();
  return moved.numUpdatedRows > 0n;
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
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${playerInRound}, 0))`.execute(trx);
    const { rows } = await sql<{ tx_id: string }>`
    INSERT INTO studio_shared_bets
      (tx_id, game_code, round_seq, bet_id, merchant_id, member_id, session_id, currency, player_name,
       amount, auto_cash_out_e2, label)
    SELECT ${txId}::text, ${game.code}::text, ${seq}::bigint, ${input.betId}::text, ${session.merchantId}::int,
           ${session.memberId}::bigint, ${session.id}::text, ${session.currency}::text, ${player}::text,
           ${input.amount.toString()}::bigint, ${input.choice.autoCashOutE2}::int, ${input.choice.label}::int
    FROM studio_shared_rounds r
    WHERE r.game_code = ${game.code} AND r.seq = ${seq} AND r.status IN ('BETTING', 'RUNNING')
      AND clock_timestamp() < r.starts_at
      AND (SELECT count(*) FROM studio_shared_bets b
           WHERE b.game_code = ${game.code} AND b.round_seq = ${seq} AND b.member_id = ${session.memberId}
             AND b.status NOT IN ('REFUSED', 'ROLLED_BACK')) < ${game.maxBetsPerRound}
    ON CONFLICT (tx_id) DO NOTHING
    RETURNING tx_id`.execute(trx);
    return rows;
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

/** Why a new bet found no place: the round takes no bets now, or the player has enough in it. */
async function refusalOf(deps: SharedRoundsDeps, game: SharedRoundGame, seq: number): Promise<AppError> {
  const { rows } = await sql<{ open: boolean }>`
    SELECT clock_timestamp() < starts_at AND status IN ('BETTING', 'RUNNING') AS open
    FROM studio_shared_rounds WHERE game_code = ${game.code} AND seq = ${seq}`.execute(deps.db);
  if (!rows[0]?.open) {
    const latest = await latestRound(deps.db, game.code);
    return new AppError('BETTING_CLOSED', { roundId: seq, currentRoundId: latest?.seq ?? null });
  }
  return new AppError('TOO_MANY_BETS', { max: game.maxBetsPerRound }, { max: game.maxBetsPerRound });
}
