import { type Kysely, sql } from 'kysely';
import type { DB, SharedBetStatus } from '../../../db/schema.ts';
import type { BetRow } from './shared-game.ts';

/** The statements on studio_shared_bets: each step of a bet is a guarded update that happens once. */

export async function loadBet(db: Kysely<DB>, txId: string): Promise<BetRow | undefined> {
  return db.selectFrom('studio_shared_bets').selectAll().where('tx_id', '=', txId).executeTakeFirst();
}

/** Moves a bet from one status to another; false when it was not in `from`. */
export async function moveBet(db: Kysely<DB>, txId: string, from: SharedBetStatus, to: SharedBetStatus) {
  const moved = await db
    .updateTable('studio_shared_bets')
    .set({ status: to })
    .where('tx_id', '=', txId)
    .where('status', '=', from)
    .executeTakeFirst();
  return moved.numUpdatedRows > 0n;
}

/** The username others see masked, of the member a game session belongs to. */
export async function memberUsername(db: Kysely<DB>, memberId: number): Promise<string> {
  const member = await db
    .selectFrom('members')
    .select('username')
    .where('id', '=', String(memberId))
    .executeTakeFirstOrThrow();
  return member.username;
}

/**
 * Holds, until the transaction ends, the one lock a player's new bet in a round takes, in every
 * process, so the count in insertPendingBet sees the bets before it.
 */
export async function lockPlayerInRound(trx: Kysely<DB>, key: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

/**
 * Writes a PENDING bet if its round takes bets by the database's clock and the player has fewer
 * than `maxBets` in it; answers the tx id when written (not for a repeat of the same tx id).
 */
export async function insertPendingBet(
  trx: Kysely<DB>,
  bet: {
    txId: string;
    gameCode: string;
    seq: number;
    betId: string;
    merchantId: number;
    memberId: number;
    sessionId: string;
    currency: string;
    player: string;
    amount: bigint;
    autoCashOutE2: number | null;
    label: number | null;
    maxBets: number;
  },
): Promise<Array<{ tx_id: string }>> {
  const { rows } = await sql<{ tx_id: string }>`
    INSERT INTO studio_shared_bets
      (tx_id, game_code, round_seq, bet_id, merchant_id, member_id, session_id, currency, player_name,
       amount, auto_cash_out_e2, label)
    SELECT ${bet.txId}::text, ${bet.gameCode}::text, ${bet.seq}::bigint, ${bet.betId}::text, ${bet.merchantId}::int,
           ${bet.memberId}::bigint, ${bet.sessionId}::text, ${bet.currency}::text, ${bet.player}::text,
           ${bet.amount.toString()}::bigint, ${bet.autoCashOutE2}::int, ${bet.label}::int
    FROM studio_shared_rounds r
    WHERE r.game_code = ${bet.gameCode} AND r.seq = ${bet.seq} AND r.status IN ('BETTING', 'RUNNING')
      AND clock_timestamp() < r.starts_at
      AND (SELECT count(*) FROM studio_shared_bets b
           WHERE b.game_code = ${bet.gameCode} AND b.round_seq = ${bet.seq} AND b.member_id = ${bet.memberId}
             AND b.status NOT IN ('REFUSED', 'ROLLED_BACK')) < ${bet.maxBets}
    ON CONFLICT (tx_id) DO NOTHING
    RETURNING tx_id`.execute(trx);
  return rows;
}

function roundBets(db: Kysely<DB>, gameCode: string, seq: number) {
  return db
    .selectFrom('studio_shared_bets')
    .selectAll()
    .where('game_code', '=', gameCode)
    .where('round_seq', '=', String(seq));
}

/** Every bet of a round, oldest first. */
export function betsOfRound(db: Kysely<DB>, gameCode: string, seq: number): Promise<BetRow[]> {
  return roundBets(db, gameCode, seq).orderBy('created_at').execute();
}

/** A running round's placed bets with an auto cash-out target and no cash-out yet. */
export function betsAwaitingAutoCashOut(db: Kysely<DB>, gameCode: string, seq: number): Promise<BetRow[]> {
  return roundBets(db, gameCode, seq)
    .where('status', '=', 'PLACED')
    .where('cash_out_ms', 'is', null)
    .where('auto_cash_out_e2', 'is not', null)
    .execute();
}

/** A round's bets not settled yet; `stale`: older than `graceMs`, its wallet call may be over. */
export async function betsToSettle(
  db: Kysely<DB>,
  gameCode: string,
  seq: number,
  graceMs: number,
): Promise<Array<BetRow & { stale: boolean }>> {
  const { rows } = await sql<BetRow & { stale: boolean }>`
    SELECT *, clock_timestamp() - created_at >= make_interval(secs => ${graceMs / 1000}) AS stale
    FROM studio_shared_bets
    WHERE game_code = ${gameCode} AND round_seq = ${seq} AND status IN ('PENDING', 'PLACED', 'DECIDED')`.execute(
    db,
  );
  return rows;
}

/** Fixes a placed bet's payout and win, unless a cash-out changed the bet since it was read. */
export async function markBetDecided(
  db: Kysely<DB>,
  bet: BetRow,
  payoutE4: number,
  win: bigint,
): Promise<void> {
  await sql`
    UPDATE studio_shared_bets
    SET status = 'DECIDED', payout_e4 = ${payoutE4},
        win = ${win.toString()}::bigint
    WHERE tx_id = ${bet.tx_id} AND status = 'PLACED'
      AND cash_out_ms IS NOT DISTINCT FROM ${bet.cash_out_ms}::int`.execute(db);
}

/** A decided bet the wallet had already rolled back. */
export async function markDecidedBetRolledBack(db: Kysely<DB>, txId: string): Promise<void> {
  await sql`UPDATE studio_shared_bets SET status = 'ROLLED_BACK' WHERE tx_id = ${txId} AND status = 'DECIDED'`.execute(
    db,
  );
}

/** DECIDED -> SETTLED; true for the call that moved it. */
export async function markBetSettled(db: Kysely<DB>, txId: string): Promise<boolean> {
  const { rows } = await sql`
    UPDATE studio_shared_bets SET status = 'SETTLED', settled_at = clock_timestamp()
    WHERE tx_id = ${txId} AND status = 'DECIDED' RETURNING tx_id`.execute(db);
  return rows.length > 0;
}

/** PENDING or PLACED -> ROLLED_BACK; true for the call that moved it. */
export async function markBetRolledBack(db: Kysely<DB>, txId: string): Promise<boolean> {
  const { rows } = await sql`
    UPDATE studio_shared_bets SET status = 'ROLLED_BACK', settled_at = clock_timestamp()
    WHERE tx_id = ${txId} AND status IN ('PENDING', 'PLACED') RETURNING tx_id`.execute(db);
  return rows.length > 0;
}

/**
 * Accepts a crash cash-out once, by the database's clock: the bet placed and not cashed out, the
 * round running and not crashed yet. Answers the elapsed ms when this call took it out.
 */
export async function acceptCrashCashOut(
  db: Kysely<DB>,
  gameCode: string,
  seq: number,
  txId: string,
): Promise<Array<{ elapsed: number }>> {
  const { rows } = await sql<{ elapsed: number }>`
    WITH r AS (
      SELECT run_ms, floor(extract(epoch FROM clock_timestamp() - starts_at) * 1000)::int AS elapsed
      FROM studio_shared_rounds
      WHERE game_code = ${gameCode} AND seq = ${seq} AND status = 'RUNNING'
    )
    UPDATE studio_shared_bets b SET cash_out_ms = r.elapsed
    FROM r
    WHERE b.tx_id = ${txId} AND b.status = 'PLACED' AND b.cash_out_ms IS NULL
      AND r.elapsed >= 0 AND r.elapsed < r.run_ms
    RETURNING r.elapsed`.execute(db);
  return rows;
}
