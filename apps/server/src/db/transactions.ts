import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { DB } from './schema.ts';

/**
 * Transactions that touch money or other rows many requests share.
 *
 * Lock order (every transaction follows it, so none waits on another in a cycle):
 *   1. the business row the operation is about (an order, the member's row with FOR NO KEY
 *      UPDATE, a seed pair, wallet bets in (vendor, tx id) order);
 *   2. then every ledger account it will change, all at once, in ascending id (house shards and
 *      clearing accounts included): `lockAccounts` in ledger-accounts.ts, or postTransfer's
 *      updates in id order when it is the transaction's only transfer.
 * New rows (bets, transfers, entries) are written last.
 *
 * PostgreSQL may still abort a transaction because of another one (a deadlock it broke, or a
 * serialization failure). Such a transaction changed nothing, so running the whole of it again is
 * safe: `inTransaction` does that a few times, with random waits so the two do not meet again.
 */

/** SQLSTATE of a transaction aborted because of a concurrent one: serialization_failure, deadlock_detected. */
const CONFLICT_CODES = new Set(['40001', '40P01']);

export function isConcurrencyConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && CONFLICT_CODES.has(code);
}

const ATTEMPTS = 5;

/** Runs `work` again when PostgreSQL aborted it for a concurrent transaction; the last failure is thrown. */
export async function retryOnConflict<T>(work: () => Promise<T>, attempts = ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isConcurrencyConflict(error) || attempt >= attempts) throw error;
      // 2-10 ms, then longer: the transaction that won usually commits within a few milliseconds.
      await sleep(Math.random() * 8 * attempt + 2);
    }
  }
}

/**
 * Runs `work` in a transaction, the whole of it again on a deadlock or serialization failure.
 * Inside a caller's transaction it is part of that unit of work (the caller's retry covers it).
 */
export async function inTransaction<T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return retryOnConflict(() => db.transaction().execute(work));
}
