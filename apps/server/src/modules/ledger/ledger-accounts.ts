import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type PlayerAccountKind = 'PLAYER_CASH' | 'PLAYER_BONUS' | 'PLAYER_PLAY';
export type SystemAccountKind =
  | 'HOUSE'
  | 'DEPOSIT_CLEARING'
  | 'WITHDRAWAL_CLEARING'
  | 'FEES'
  | 'AGENT_COMMISSION'
  | 'PLAY_ISSUER';

export { PLAY_CURRENCY } from '@ficha/contract';

/**
 * House legs are spread over this many rows: a bet updates one shard, chosen by its key, so
 * concurrent bets rarely wait on each other (one hot row caps PostgreSQL near 1,200 bets/s here).
 */
export const HOUSE_SHARDS = 16;

export function shardOf(key: string): number {
  return createHash('sha256').update(key).digest().readUInt16BE(0) % HOUSE_SHARDS;
}

// Which row is an account never changes once made, so each process may remember it.
const accountIds = new WeakMap<Kysely<DB>, Map<string, string>>();
function remembered(db: Kysely<DB>): Map<string, string> {
  let map = accountIds.get(db);
  if (!map) {
    map = new Map();
    accountIds.set(db, map);
  }
  return map;
}

/** The player's account of a kind and currency, created on first use. Players never go negative. */
export async function playerAccount(
  db: Kysely<DB>,
  merchantId: number,
  memberId: number,
  kind: PlayerAccountKind,
  currency: string,
): Promise<string> {
  const cacheKey = `p:${memberId}:${kind}:${currency}`;
  const known = remembered(db).get(cacheKey);
  if (known) return known;
  const existing = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('member_id', '=', String(memberId))
    .where('kind', '=', kind)
    .where('currency', '=', currency)
    .executeTakeFirst();
  if (existing) {
    if (!db.isTransaction) remembered(db).set(cacheKey, existing.id);
    return existing.id;
  }
  await sql`
    INSERT INTO ledger_accounts (merchant_id, currency, kind, member_id, may_go_negative)
    VALUES (${merchantId}, ${currency}, ${kind}, ${String(memberId)}, false)
    ON CONFLICT (member_id, kind, currency) WHERE member_id IS NOT NULL DO NOTHING
  `.execute(db);
  return playerAccount(db, merchantId, memberId, kind, currency);
}

/** A system account (house, clearing, fees...), which may go negative: its balance is the platform's position. */
export async function systemAccount(
  db: Kysely<DB>,
  merchantId: number,
  kind: SystemAccountKind,
  currency: string,
  shard = 0,
): Promise<string> {
  const cacheKey = `s:${merchantId}:${kind}:${currency}:${shard}`;
  const known = remembered(db).get(cacheKey);
  if (known) return known;
  const existing = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('member_id', 'is', null)
    .where('kind', '=', kind)
    .where('currency', '=', currency)
    .where('shard', '=', shard)
    .executeTakeFirst();
  if (existing) {
    // Only what a committed row proves is remembered: a row made inside a transaction may roll back.
    if (!db.isTransaction) remembered(db).set(cacheKey, existing.id);
    return existing.id;
  }
  await sql`
    INSERT INTO ledger_accounts (merchant_id, currency, kind, shard, may_go_negative)
    VALUES (${merchantId}, ${currency}, ${kind}, ${shard}, true)
    ON CONFLICT (merchant_id, kind, currency, shard) WHERE member_id IS NULL DO NOTHING
  `.execute(db);
  return systemAccount(db, merchantId, kind, currency, shard);
}

export async function balanceOf(db: Kysely<DB>, accountId: string): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return BigInt(row.balance);
}

/**
 * Locks accounts for the rest of the transaction, in ascending id (the lock order of
 * db/transactions.ts), and answers their balances. A transaction that posts more than one transfer,
 * or reads a balance it decides on, locks every account it will change here first.
 */
export async function lockAccounts(trx: Kysely<DB>, accountIds: string[]): Promise<Map<string, bigint>> {
  const { rows } = await sql<{ id: string; balance: string }>`
    SELECT id::text, balance::text FROM ledger_accounts
    WHERE id = ANY(${[...new Set(accountIds)]}::bigint[]) ORDER BY id FOR UPDATE`.execute(trx);
  return new Map(rows.map((row) => [row.id, BigInt(row.balance)]));
}
