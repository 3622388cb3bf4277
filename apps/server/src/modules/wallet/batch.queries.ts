import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type DecidedPosting, ledgerWriteArgs, type WrittenTransfer } from '../ledger/ledger.repository.ts';
import type { StoredTransfer } from '../ledger/posting-rules.ts';

/** The two calls of a seamless-wallet batch (batch-apply.ts): one read, one write. */

export interface BatchReadInput {
  /** Keys of every posting of the batch. */
  keys: Array<{ merchantId: number; key: string }>;
  /** Sessions of the new bets. */
  sessions: string[];
  /** Members placing bets. */
  bettors: string[];
  /** [merchant, vendor, game] of the bets. */
  games: Array<[number, string, string]>;
  /** [vendor, tx id] of every bet named (bets and the bets of wins). */
  betIds: Array<[string, string]>;
  /** Every account of the batch, in ascending id. */
  accountIds: string[];
}

export interface BatchRead {
  stored: Array<StoredTransfer & { merchant_id: number; idempotency_key: string }>;
  expired: string[];
  bets: Array<{ vendor_code: string; tx_id: string; status: string; member_id: string | null }>;
  accounts: Array<{ id: string; balance: string; may_go_negative: boolean }>;
  max_bets: Array<{ member_id: string; currency: string; max_bet: string }>;
  weights: Array<{ merchant_id: number; vendor_code: string; game_code: string; weight: number }>;
}

/**
 * One read, the database function wallet_batch_read (migration 0017): the keys already answered,
 * the sessions of new bets that expired, the bets concerned and every account (locked when in a
 * transaction), and the bonus terms of the bets' members and games (max bet, turnover weight).
 */
export async function readBatch(db: Kysely<DB>, input: BatchReadInput): Promise<BatchRead> {
  const { keys, sessions, bettors, games, betIds, accountIds } = input;
  const { rows } = await sql<{ read: BatchRead }>`
    SELECT wallet_batch_read(
      ${keys.map((k) => k.merchantId)}::int[], ${keys.map((k) => k.key)}::text[],
      ${sessions}::text[], ${bettors}::bigint[],
      ${games.map((g) => g[0])}::int[], ${games.map((g) => g[1])}::text[], ${games.map((g) => g[2])}::text[],
      ${betIds.map((x) => x[0])}::text[], ${betIds.map((x) => x[1])}::text[],
      ${accountIds}::bigint[]) AS read`.execute(db);
  return rows[0]!.read;
}

/** A bet of the batch as written: placed, or refused (kept so a rollback finds it). */
export interface PlacedBet {
  vendorCode: string;
  txId: string;
  merchantId: number;
  memberId: number;
  sessionId: string;
  currency: string;
  roundId: string;
  amount: bigint;
  status: 'PLACED' | 'REFUSED';
  /** The stake as counted towards turnover. */
  counted: bigint;
}

/**
 * Writes it all in one call (the database function wallet_batch_write, migration 0017): the
 * ledger's postings (ledger.repository.ts), the batch's bets and what bets won. It keeps nothing
 * unless everything it was decided on still holds (the ledger's accounts and keys, every bet new,
 * every winning bet still placed), and otherwise fails as a serialization failure. Answers the
 * transfers written.
 */
export async function writeBatch(
  db: Kysely<DB>,
  postings: DecidedPosting[],
  readBalances: Map<string, bigint>,
  placed: PlacedBet[],
  won: Array<{ vendorCode: string; txId: string; amount: bigint }>,
): Promise<WrittenTransfer[]> {
  const { rows } = await sql<{ written: WrittenTransfer[] }>`
    SELECT wallet_batch_write(${ledgerWriteArgs(postings, readBalances)},
      ${placed.map((p) => p.vendorCode)}::text[], ${placed.map((p) => p.txId)}::text[],
      ${placed.map((p) => p.merchantId)}::int[], ${placed.map((p) => String(p.memberId))}::bigint[],
      ${placed.map((p) => p.sessionId)}::text[], ${placed.map((p) => p.currency)}::text[],
      ${placed.map((p) => p.roundId)}::text[], ${placed.map((p) => String(p.amount))}::bigint[],
      ${placed.map((p) => p.status)}::text[], ${placed.map((p) => String(p.counted))}::bigint[],
      ${won.map((w) => w.vendorCode)}::text[], ${won.map((w) => w.txId)}::text[],
      ${won.map((w) => String(w.amount))}::bigint[]) AS written`.execute(db);
  return rows[0]!.written;
}
