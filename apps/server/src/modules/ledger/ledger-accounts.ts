import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import {
  type AccountKey,
  accountBalance,
  findAccountId,
  insertAccount,
  lockAccountStates,
} from './ledger.repository.ts';

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
export function playerAccount(
  db: Kysely<DB>,
  merchantId: number,
  memberId: number,
  kind: PlayerAccountKind,
  currency: string,
): Promise<string> {
  return accountFor(db, { merchantId, memberId, kind, currency }, `p:${memberId}:${kind}:${currency}`);
}

/** A system account (house, clearing, fees...), which may go negative: its balance is the platform's position. */
export function systemAccount(
  db: Kysely<DB>,
  merchantId: number,
  kind: SystemAccountKind,
  currency: string,
  shard = 0,
): Promise<string> {
  return accountFor(
    db,
    { merchantId, kind, currency, shard },
    `s:${merchantId}:${kind}:${currency}:${shard}`,
  );
}

/** The account's id, remembered once found, or the account made on first use. */
async function accountFor(db: Kysely<DB>, key: AccountKey, cacheKey: string): Promise<string> {
  const known = remembered(db).get(cacheKey);
  if (known) return known;
  const existing = await findAccountId(db, key);
  if (existing) {
    // Only what a committed row proves is remembered: a row made inside a transaction may roll back.
    if (!db.isTransaction) remembered(db).set(cacheKey, existing);
    return existing;
  }
  await insertAccount(db, key);
  return accountFor(db, key, cacheKey);
}

export const balanceOf = accountBalance;

/**
 * Locks accounts for the rest of the transaction, in ascending id (the lock order of
 * db/transactions.ts), and answers their balances. A transaction that posts more than one transfer,
 * or reads a balance it decides on, locks every account it will change here first.
 */
export async function lockAccounts(trx: Kysely<DB>, accountIds: string[]): Promise<Map<string, bigint>> {
  const accounts = await lockAccountStates(trx, accountIds);
  return new Map([...accounts].map(([id, account]) => [id, account.balance]));
}
