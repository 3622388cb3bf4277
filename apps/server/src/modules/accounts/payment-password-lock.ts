import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from './passwords.ts';

/** Wrong answers in a row before the payment password locks. */
export const PAYMENT_PASSWORD_MAX_FAILURES = 5;
/** How long a lock lasts, unless the payment password is reset with a code before. */
export const PAYMENT_PASSWORD_LOCK_MINUTES = 30;

/** The end of the member's lock, or null when the payment password may be tried. */
export function paymentPasswordLockedUntil(row: { payment_password_locked_until: Date | null }): Date | null {
  const until = row.payment_password_locked_until ? new Date(row.payment_password_locked_until) : null;
  return until && until.getTime() > Date.now() ? until : null;
}

function lockedError(until: Date): AppError {
  return new AppError(
    'PAYMENT_PASSWORD_LOCKED',
    { field: 'paymentPassword', lockedUntil: until.toISOString() },
    { minutes: Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000)) },
  );
}

interface Attempt {
  failures: number;
  lockedUntil: Date | null;
  paymentPasswordHash: string | null;
  passwordHash: string | null;
}

/**
 * Counts one attempt before anything is compared, in a single UPDATE that also takes the member's
 * row lock. A lock that has run out starts a fresh count; the attempt that reaches the limit sets
 * the lock. Undefined while locked.
 */
async function takeAttempt(trx: Transaction<DB>, memberId: number): Promise<Attempt | undefined> {
  const failures = sql<number>`CASE WHEN payment_password_locked_until IS NULL
    THEN payment_password_failures + 1 ELSE 1 END`;
  const row = await trx
    .updateTable('members')
    .set({
      payment_password_failures: failures,
      payment_password_locked_until: sql<Date | null>`CASE WHEN ${failures} >= ${PAYMENT_PASSWORD_MAX_FAILURES}
        THEN now() + make_interval(mins => ${PAYMENT_PASSWORD_LOCK_MINUTES}) ELSE NULL END`,
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
  if (!row) return undefined;
  return {
    failures: row.payment_password_failures,
    lockedUntil: row.payment_password_locked_until ? new Date(row.payment_password_locked_until) : null,
    paymentPasswordHash: row.payment_password_hash,
    passwordHash: row.password_hash,
  };
}

type Outcome = { right: true } | { right: false; failures: number; lockedUntil: Date | null };

/**
 * One guarded check. The attempt is counted, compared and (when right) forgotten in one
 * transaction that holds the member's row from the count to the end, so concurrent checks of a
 * member run one after another: 100 guesses at once compare at most PAYMENT_PASSWORD_MAX_FAILURES
 * times, and concurrent right answers never lock each other out. The refusal is thrown after the
 * commit, so the count stays. A wrong answer that used up the attempts answers
 * PAYMENT_PASSWORD_LOCKED; an earlier one `wrong(attemptsLeft)`.
 */
async function guardedCheck(
  db: Kysely<DB>,
  memberId: number,
  isRight: (attempt: Attempt) => Promise<boolean>,
  wrong: (attemptsLeft: number) => AppError,
): Promise<void> {
  const outcome = await db.transaction().execute(async (trx): Promise<Outcome> => {
    const attempt = await takeAttempt(trx, memberId);
    if (!attempt) {
      const row = await trx
        .selectFrom('members')
        .select('payment_password_locked_until')
        .where('id', '=', String(memberId))
        .executeTakeFirstOrThrow();
      return {
        right: false,
        failures: PAYMENT_PASSWORD_MAX_FAILURES,
        lockedUntil: paymentPasswordLockedUntil(row),
      };
    }
    if (!(await isRight(attempt))) return { right: false, ...attempt };
    await trx
      .updateTable('members')
      .set({ payment_password_failures: 0, payment_password_locked_until: null })
      .where('id', '=', String(memberId))
      .execute();
    return { right: true };
  });
  if (outcome.right) return;
  if (outcome.lockedUntil) throw lockedError(outcome.lockedUntil);
  throw wrong(PAYMENT_PASSWORD_MAX_FAILURES - outcome.failures);
}

/** Checks the payment password of a withdrawal: counted, locked after a few wrong ones. */
export async function checkPaymentPassword(
  db: Kysely<DB>,
  memberId: number,
  candidate: string,
): Promise<void> {
  const member = await db
    .selectFrom('members')
    .select('payment_password_hash')
    .where('id', '=', String(memberId))
    .executeTakeFirstOrThrow();
  if (!member.payment_password_hash) throw new AppError('PAYMENT_PASSWORD_REQUIRED');
  await guardedCheck(
    db,
    memberId,
    (attempt) => verifyPassword(attempt.paymentPasswordHash, candidate),
    (left) =>
      new AppError('WRONG_PAYMENT_PASSWORD', { field: 'paymentPassword', attemptsLeft: left }, { left }),
  );
}

/**
 * Checks the login password that stands in for the payment password when it is set or changed:
 * on the same count, so neither secret can be guessed through this door, and a lock holds here too.
 */
export async function checkLoginPasswordForPaymentPassword(
  db: Kysely<DB>,
  memberId: number,
  candidate: string,
): Promise<void> {
  await guardedCheck(
    db,
    memberId,
    (attempt) => verifyPassword(attempt.passwordHash, candidate),
    (left) => new AppError('WRONG_PASSWORD', { field: 'password', attemptsLeft: left }),
  );
}

/** A new payment password, proven by a code or the login password, starts with no count and no lock. */
export async function replacePaymentPassword(db: Kysely<DB>, memberId: number, hash: string): Promise<void> {
  await db
    .updateTable('members')
    .set({ payment_password_hash: hash, payment_password_failures: 0, payment_password_locked_until: null })
    .where('id', '=', String(memberId))
    .execute();
}
