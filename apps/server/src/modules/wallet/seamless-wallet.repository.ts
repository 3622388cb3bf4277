import { type Kysely, sql } from 'kysely';
import type { DB, GameSessionEndReason } from '../../db/schema.ts';

/** SQL of the seamless wallet outside its batches (batch.queries.ts): game sessions, bets, vendors. */

/** What a game session binds together: fixed when it opens (only its expiry is ever looked at again). */
export interface GameSession {
  id: string;
  merchantId: number;
  memberId: number;
  vendorCode: string;
  gameCode: string;
  currency: string;
}

/** What names a row of wallet_bets (the vendor's transaction id) and whose bet it is. */
export interface WalletBetKey {
  vendorCode: string;
  txId: string;
  merchantId: number;
  memberId: number;
  sessionId: string;
  currency: string;
}

export async function insertGameSession(
  db: Kysely<DB>,
  session: GameSession & { hours: number; loginSessionId: string | undefined },
): Promise<boolean> {
  const { id, loginSessionId } = session;
  const { rows } = await sql<{ id: string }>`
    INSERT INTO game_sessions (id, merchant_id, member_id, vendor_code, game_code, currency, expires_at)
    SELECT ${id}::text, ${session.merchantId}::int, ${String(session.memberId)}::bigint, ${session.vendorCode}::text,
           ${session.gameCode}::text, ${session.currency}::text, now() + make_interval(hours => ${session.hours})
    WHERE ${loginSessionId ?? null}::bigint IS NULL OR EXISTS (
      SELECT 1 FROM sessions
      WHERE id = ${loginSessionId ?? null}::bigint AND revoked_at IS NULL AND expires_at > now()
      FOR SHARE)
    RETURNING id`.execute(db);
  return rows.length > 0;
}

export async function endGameSessionsOf(
  db: Kysely<DB>,
  memberId: number,
  reason: GameSessionEndReason,
): Promise<number> {
  const ended = await db
    .updateTable('game_sessions')
    .set({ ended_at: sql<Date>`now()`, end_reason: reason })
    .where('member_id', '=', String(memberId))
    .where('ended_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(ended.numUpdatedRows);
}

export async function findGameSessionRow(db: Kysely<DB>, vendorCode: string, sessionId: string) {
  return db
    .selectFrom('game_sessions')
    .selectAll()
    .select(sql<boolean>`expires_at <= now() OR ended_at IS NOT NULL`.as('expired'))
    .where('id', '=', sessionId)
    .where('vendor_code', '=', vendorCode)
    .executeTakeFirst();
}

/** Settles a bet placed by the member without moving money; false when there is no such placed bet. */
export async function settleBetWithoutWin(
  db: Kysely<DB>,
  bet: { vendorCode: string; txId: string; memberId: number },
): Promise<boolean> {
  const settled = await db
    .updateTable('wallet_bets')
    .set({ settled_at: sql<Date>`coalesce(settled_at, now())` })
    .where('vendor_code', '=', bet.vendorCode)
    .where('tx_id', '=', bet.txId)
    .where('member_id', '=', String(bet.memberId))
    .where('status', '=', 'PLACED')
    .executeTakeFirst();
  return settled.numUpdatedRows > 0n;
}

export async function betStatusOf(
  db: Kysely<DB>,
  bet: { vendorCode: string; txId: string; memberId: number },
): Promise<string | undefined> {
  const row = await db
    .selectFrom('wallet_bets')
    .select('status')
    .where('vendor_code', '=', bet.vendorCode)
    .where('tx_id', '=', bet.txId)
    .where('member_id', '=', String(bet.memberId))
    .executeTakeFirst();
  return row?.status;
}

/** Records a rollback of a bet never seen (a tombstone); false when the bet row exists. */
export async function insertRollbackTombstone(trx: Kysely<DB>, bet: WalletBetKey): Promise<boolean> {
  const row = await trx
    .insertInto('wallet_bets')
    .values({
      vendor_code: bet.vendorCode,
      tx_id: bet.txId,
      merchant_id: bet.merchantId,
      member_id: String(bet.memberId),
      session_id: bet.sessionId,
      currency: bet.currency,
      status: 'ROLLED_BACK',
    })
    .onConflict((oc) => oc.columns(['vendor_code', 'tx_id']).doNothing())
    .returning('status')
    .executeTakeFirst();
  return row !== undefined;
}

export async function lockBet(trx: Kysely<DB>, vendorCode: string, txId: string) {
  return trx
    .selectFrom('wallet_bets')
    .selectAll()
    .where('vendor_code', '=', vendorCode)
    .where('tx_id', '=', txId)
    .forUpdate()
    .executeTakeFirst();
}

export async function markBetRolledBack(trx: Kysely<DB>, vendorCode: string, txId: string): Promise<void> {
  await trx
    .updateTable('wallet_bets')
    .set({ status: 'ROLLED_BACK', updated_at: sql<Date>`now()` })
    .where('vendor_code', '=', vendorCode)
    .where('tx_id', '=', txId)
    .execute();
}

export async function activeVendorSecret(db: Kysely<DB>, vendor: string): Promise<string | null> {
  const row = await db
    .selectFrom('wallet_vendors')
    .select('secret')
    .where('code', '=', vendor)
    .where('active', '=', true)
    .executeTakeFirst();
  return row?.secret ?? null;
}
