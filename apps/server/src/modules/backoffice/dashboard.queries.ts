import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * The dashboard's sums, all read from the ledger (issue 15 part 3): applied transfers of one
 * merchant in its currency (play money never counts), between two instants, grouped by UTC day.
 * Members and game sessions only name who and which game; every amount is a ledger entry.
 */

export interface Window {
  merchantId: number;
  currency: string;
  start: Date;
  end: Date;
}

const DAY = sql<string>`to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

/** The transfer kinds the figures are made of. */
export const COUNTED_KINDS = [
  'DEPOSIT',
  'WITHDRAW_PAID',
  'BET',
  'WIN',
  'ROLLBACK',
  'DEPOSIT_BONUS',
  'BONUS_RELEASE',
] as const;

/** Per day, transfer kind and account kind: the sum of the entries. */
export async function entrySums(db: Kysely<DB>, w: Window) {
  const { rows } = await sql<{ day: string; kind: string; account: string; amount: string }>`
    SELECT ${DAY} AS day, t.kind, a.kind AS account, SUM(e.amount)::text AS amount
    FROM ledger_transfers t
    JOIN ledger_entries e ON e.transfer_id = t.id
    JOIN ledger_accounts a ON a.id = e.account_id
    WHERE t.merchant_id = ${w.merchantId} AND t.status = 'APPLIED'
      AND t.created_at >= ${w.start} AND t.created_at < ${w.end}
      AND a.currency = ${w.currency}
      AND t.kind IN (${sql.join([...COUNTED_KINDS])})
    GROUP BY 1, 2, 3`.execute(db);
  return rows;
}

/** Members who bet (in the merchant's currency), per day and over the whole window (day null). */
export async function activePlayers(db: Kysely<DB>, w: Window) {
  const { rows } = await sql<{ day: string | null; players: string }>`
    SELECT ${DAY} AS day, COUNT(DISTINCT a.member_id)::text AS players
    FROM ledger_transfers t
    JOIN ledger_entries e ON e.transfer_id = t.id
    JOIN ledger_accounts a ON a.id = e.account_id AND a.member_id IS NOT NULL
    WHERE t.merchant_id = ${w.merchantId} AND t.status = 'APPLIED' AND t.kind = 'BET'
      AND t.created_at >= ${w.start} AND t.created_at < ${w.end}
      AND a.currency = ${w.currency}
    GROUP BY GROUPING SETS ((1), ())`.execute(db);
  return rows;
}

/** Members registered, per day. */
export async function newPlayers(db: Kysely<DB>, w: Window) {
  const { rows } = await sql<{ day: string; players: string }>`
    SELECT to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, COUNT(*)::text AS players
    FROM members m
    WHERE m.merchant_id = ${w.merchantId} AND m.created_at >= ${w.start} AND m.created_at < ${w.end}
    GROUP BY 1`.execute(db);
  return rows;
}

/** Members whose first deposit ever (a DEPOSIT transfer to their cash) falls in the window, per day. */
export async function firstDeposits(db: Kysely<DB>, w: Window) {
  const { rows } = await sql<{ day: string; players: string }>`
    SELECT to_char(first_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, COUNT(*)::text AS players
    FROM (
      SELECT a.member_id, MIN(t.created_at) AS first_at
      FROM ledger_transfers t
      JOIN ledger_entries e ON e.transfer_id = t.id
      JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'PLAYER_CASH'
      WHERE t.merchant_id = ${w.merchantId} AND t.status = 'APPLIED' AND t.kind = 'DEPOSIT'
      GROUP BY a.member_id
    ) firsts
    WHERE first_at >= ${w.start} AND first_at < ${w.end}
    GROUP BY 1`.execute(db);
  return rows;
}

/**
 * The house's side of every bet, win and rollback, by the game session it was played in: a bet
 * names its session; a win or rollback names its bet, whose wallet row names the session.
 */
export async function gameSums(db: Kysely<DB>, w: Window) {
  const { rows } = await sql<{
    vendor: string;
    game: string;
    names: Record<string, string> | null;
    kind: string;
    amount: string;
    transfers: string;
  }>`
    SELECT gs.vendor_code AS vendor, gs.game_code AS game, MIN(g.names::text)::jsonb AS names,
      t.kind, SUM(e.amount)::text AS amount, COUNT(*)::text AS transfers
    FROM ledger_transfers t
    JOIN ledger_entries e ON e.transfer_id = t.id
    JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'HOUSE'
    LEFT JOIN wallet_bets wb ON t.kind <> 'BET'
      AND wb.vendor_code = substr(t.created_by, length('vendor:') + 1)
      AND wb.tx_id = t.answer->'details'->>'betTxId'
    JOIN game_sessions gs
      ON gs.id = CASE WHEN t.kind = 'BET' THEN t.answer->'details'->>'sessionId' ELSE wb.session_id END
    LEFT JOIN games g ON g.vendor_code = gs.vendor_code AND g.game_code = gs.game_code
    WHERE t.merchant_id = ${w.merchantId} AND t.status = 'APPLIED'
      AND t.kind IN ('BET', 'WIN', 'ROLLBACK')
      AND t.created_at >= ${w.start} AND t.created_at < ${w.end}
      AND a.currency = ${w.currency}
    GROUP BY gs.vendor_code, gs.game_code, t.kind`.execute(db);
  return rows;
}
