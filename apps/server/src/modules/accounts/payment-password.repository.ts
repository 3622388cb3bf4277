import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The payment-password columns of the member row: the hash, the failure count and the lock. */

/**
 * Counts one attempt in a single UPDATE that also takes the member's row lock: a lock that has run
 * out starts a fresh count, and the attempt that reaches `maxFailures` sets a lock of `lockMinutes`.
 * Undefined while locked.
 */
export async function countPaymentPasswordAttempt(
  trx: Transaction<DB>,
  memberId: number,
  maxFailures: number,
  lockMinutes: number,
) {
  const failures = sql<number>`CASE WHEN payment_password_locked_until IS NULL
    THEN payment_password_failures + 1 ELSE 1 END`;
  return trx
    .updateTable('members')
    .set({
      payment_password_failures: failures,
      payment_password_locked_until: sql<Date | null>`CASE WHEN ${failures} >= ${maxFailures}
        THEN now() + make_interval(mins => ${lockMinutes}) ELSE NULL END`,
    })
    .where('id', '=', String(memberId))
    .where((eb) =>
      eb.or([
        eb('payment_password_locked_until', 'is', null),
        eb('payment_password_locked_until', '<=', sql<Date>`now()`),
      ]),
    )
    .returning([
      'payment_password_failures',
      'payment_password_locked_until',
      'payment_password_hash',
      'password_hash',
    ])
    .executeTakeFirst();
}

export async function findPaymentPasswordLock(trx: Kysely<DB>, memberId: number) {
  return trx
    .selectFrom('members')
    .select('payment_password_locked_until')
    .where('id', '=', String(memberId))
    .executeTakeFirstOrThrow();
}

export async function clearPaymentPasswordFailures(trx: Kysely<DB>, memberId: number): Promise<void> {
  await trx
    .updateTable('members')
    .set({ payment_password_failures: 0, payment_password_locked_until: null })
    .where('id', '=', String(memberId))
    .execute();
}

export async function findPaymentPasswordHash(db: Kysely<DB>, memberId: number) {
  return db
    .selectFrom('members')
    .select('payment_password_hash')
    .where('id', '=', String(memberId))
    .executeTakeFirstOrThrow();
}

/** A new payment password starts with no count and no lock. */
export async function storePaymentPassword(db: Kysely<DB>, memberId: number, hash: string): Promise<void> {
  await db
    .updateTable('members')
    .set({ payment_password_hash: hash, payment_password_failures: 0, payment_password_locked_until: null })
    .where('id', '=', String(memberId))
    .execute();
}
