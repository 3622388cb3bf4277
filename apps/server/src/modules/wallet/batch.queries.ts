import { type Kysely, sql } from 'kysely';
import { prepared } from '../../db/prepared.ts';
import type { DB } from '../../db/schema.ts';
import { type DecidedPosting, ledgerWrites, type WrittenTransfer } from '../ledger/ledger.repository.ts';
import type { StoredTransfer } from '../ledger/posting-rules.ts';
import { bettorsRg } from '../responsible-gaming/rg.repository.ts';
import type { BettorRg } from '../responsible-gaming/rg-bets.ts';
import type { WalletBetKey } from './seamless-wallet.repository.ts';

/** The two statements of a seamless-wallet batch (batch-apply.ts): one read, one write. */

export interface BatchReadInput {
  /** Keys of every posting of the batch. */
  keys: Array<{ merchantId: number; key: string }>;
  /** Sessions of the new bets. */
  sessions: string[];
  /** Members placing bets. */
  bettors: string[];
  /** [merchant, vendor, game] of the bets. */
  games: Array<[number, string, string]>;
  /** [member, vendor, game] of the bets: the bettors' own grants may weigh a game otherwise. */
  bettorGames: Array<[string, string, string]>;
  /** [vendor, tx id] of every bet named (bets and the bets of wins). */
  betIds: Array<[string, string]>;
  /** Every account of the batch, in ascending id. */
  accountIds: string[];
  /** The responsible-gaming clock's now: exclusions in force, session limits. */
  now: Date;
  /** Prepared once per connection (db/prepared.ts): not under planner settings of the transaction's own. */
  prepare: boolean;
}

export interface BatchRead {
  stored: Array<StoredTransfer & { merchant_id: number; idempotency_key: string }>;
  expired: string[];
  bets: Array<{ vendor_code: string; tx_id: string; status: string; member_id: string | null }>;
  accounts: Array<{ id: string; balance: string; may_go_negative: boolean }>;
  max_bets: Array<{ member_id: string; currency: string; max_bet: string }>;
  weights: Array<{ merchant_id: number; vendor_code: string; game_code: string; weight: number }>;
  /**
   * Per bettor and game with open grants whose promotions carry weights: each such grant's
   * promotion weight for the game, null where the promotion names neither it nor its type.
   */
  grant_weights: Array<{
    member_id: string;
    vendor_code: string;
    game_code: string;
    weights: Array<number | null>;
  }>;
  /** Bettors with a responsible-gaming limit or exclusion (responsible-gaming/rg-bets.ts). */
  rg: BettorRg[];
}

/**
 * One read: the keys already answered, the sessions of new bets that expired (on the database's
 * clock), the bets concerned, every account, locked (bets, then accounts in id order: no
 * deadlocks), the bonus terms of the bets' members and games (max bet, turnover weight, and the
 * weights of the bettors' open grants' promotions), and
 * the bettors' responsible-gaming limits and exclusions.
 */
export async function readBatch(trx: Kysely<DB>, input: BatchReadInput): Promise<BatchRead> {
  const { keys, sessions, bettors, games, bettorGames, betIds, accountIds, now, prepare } = input;
  const statement = sql<BatchRead>`
    SELECT
      (SELECT coalesce(json_agg(t), '[]') FROM (
         SELECT id::text, merchant_id, idempotency_key, status, request_hash, answer FROM ledger_transfers
         WHERE (merchant_id, idempotency_key) IN (
           SELECT * FROM unnest(${keys.map((k) => k.merchantId)}::int[], ${keys.map((k) => k.key)}::text[]))
       ) t) AS stored,
      (SELECT coalesce(json_agg(id), '[]') FROM game_sessions
       WHERE id = ANY(${sessions}::text[])
         AND (expires_at <= now() OR ended_at IS NOT NULL)) AS expired,
      (SELECT coalesce(json_agg(b), '[]') FROM (
         SELECT vendor_code, tx_id, status, member_id::text FROM wallet_bets
         WHERE (vendor_code, tx_id) IN (SELECT * FROM unnest(${betIds.map((x) => x[0])}::text[], ${betIds.map((x) => x[1])}::text[]))
         ORDER BY vendor_code, tx_id FOR UPDATE
       ) b) AS bets,
      (SELECT coalesce(json_agg(a), '[]') FROM (
         SELECT id::text, balance::text, may_go_negative FROM ledger_accounts
         WHERE id = ANY(${accountIds}::bigint[]) ORDER BY id FOR UPDATE
       ) a) AS accounts,
      (SELECT coalesce(json_agg(r), '[]') FROM (
         SELECT member_id::text, currency, min(max_bet)::text AS max_bet FROM turnover_requirements
         WHERE member_id = ANY(${bettors}::bigint[]) AND released_at IS NULL AND max_bet IS NOT NULL
         GROUP BY member_id, currency
       ) r) AS max_bets,
      (SELECT coalesce(json_agg(w), '[]') FROM (
         SELECT v.merchant_id, v.vendor_code, v.game_code, coalesce(
           (SELECT bw.weight_percent FROM bonus_game_weights bw
            WHERE bw.vendor_code = v.vendor_code AND bw.game_code = v.game_code AND bw.promotion_id IS NULL
              AND (bw.merchant_id = v.merchant_id OR bw.merchant_id IS NULL)
            ORDER BY bw.merchant_id NULLS LAST LIMIT 1),
           (SELECT bw.weight_percent FROM bonus_game_weights bw JOIN games g ON g.game_type = bw.game_type
            WHERE g.vendor_code = v.vendor_code AND g.game_code = v.game_code AND bw.promotion_id IS NULL
              AND (bw.merchant_id = v.merchant_id OR bw.merchant_id IS NULL)
            ORDER BY bw.merchant_id NULLS LAST LIMIT 1),
           0) AS weight
         FROM unnest(${games.map((g) => g[0])}::int[], ${games.map((g) => g[1])}::text[],
                     ${games.map((g) => g[2])}::text[]) AS v(merchant_id, vendor_code, game_code)
       ) w) AS weights,
      (SELECT coalesce(json_agg(o), '[]') FROM (
         SELECT v.member_id::text, v.vendor_code, v.game_code, json_agg(coalesce(
           (SELECT pw.weight_percent FROM bonus_game_weights pw
            WHERE pw.promotion_id = r.promotion_id AND pw.vendor_code = v.vendor_code AND pw.game_code = v.game_code),
           (SELECT pw.weight_percent FROM bonus_game_weights pw JOIN games g ON g.game_type = pw.game_type
            WHERE pw.promotion_id = r.promotion_id AND g.vendor_code = v.vendor_code AND g.game_code = v.game_code
            LIMIT 1))) AS weights
         FROM unnest(${bettorGames.map((b) => b[0])}::bigint[], ${bettorGames.map((b) => b[1])}::text[],
                     ${bettorGames.map((b) => b[2])}::text[]) AS v(member_id, vendor_code, game_code)
         JOIN turnover_requirements r ON r.member_id = v.member_id AND r.released_at IS NULL
           AND r.expired_at IS NULL AND (r.expires_at IS NULL OR r.expires_at > now())
         WHERE EXISTS (SELECT 1 FROM bonus_game_weights pw WHERE pw.promotion_id = r.promotion_id)
         GROUP BY v.member_id, v.vendor_code, v.game_code
       ) o) AS grant_weights,
      ${bettorsRg(bettors, now)} AS rg`;
  const {
    rows: [read],
  } = await (prepare ? prepared(statement) : statement).execute(trx);
  return read!;
}

/** A bet of the batch as written: placed, or refused (kept so a rollback finds it). */
export interface PlacedBet extends WalletBetKey {
  roundId: string;
  amount: bigint;
  status: 'PLACED' | 'REFUSED';
  /** The stake as counted towards turnover. */
  counted: bigint;
}

/**
 * Writes it all in one statement: the ledger's postings (ledger.repository.ts), the batch's bets
 * and what bets won. Answers the transfers written and how many bets were inserted.
 */
export async function writeBatch(
  trx: Kysely<DB>,
  postings: DecidedPosting[],
  placed: PlacedBet[],
  won: Array<{ vendorCode: string; txId: string; amount: bigint }>,
  prepare: boolean,
): Promise<Array<WrittenTransfer & { bets: number }>> {
  const statement = sql<WrittenTransfer & { bets: number }>`
    WITH ${ledgerWrites(postings)}, bet AS (
      INSERT INTO wallet_bets (vendor_code, tx_id, merchant_id, member_id, session_id, currency, round_id, amount, status, counted)
      SELECT * FROM unnest(
        ${placed.map((p) => p.vendorCode)}::text[], ${placed.map((p) => p.txId)}::text[],
        ${placed.map((p) => p.merchantId)}::int[], ${placed.map((p) => String(p.memberId))}::bigint[],
        ${placed.map((p) => p.sessionId)}::text[], ${placed.map((p) => p.currency)}::text[],
        ${placed.map((p) => p.roundId)}::text[], ${placed.map((p) => String(p.amount))}::bigint[],
        ${placed.map((p) => p.status)}::text[], ${placed.map((p) => String(p.counted))}::bigint[])
      ON CONFLICT (vendor_code, tx_id) DO NOTHING
      RETURNING 1
    ), won AS (
      UPDATE wallet_bets b SET won = b.won + v.amount, updated_at = now()
      FROM unnest(${won.map((w) => w.vendorCode)}::text[], ${won.map((w) => w.txId)}::text[],
                  ${won.map((w) => String(w.amount))}::bigint[]) AS v(vendor_code, tx_id, amount)
      WHERE b.vendor_code = v.vendor_code AND b.tx_id = v.tx_id
    )
    SELECT id::text, merchant_id, idempotency_key, (SELECT count(*) FROM bet)::int AS bets FROM transfer`;
  const { rows } = await (prepare ? prepared(statement) : statement).execute(trx);
  return rows;
}
