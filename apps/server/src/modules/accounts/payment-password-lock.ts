import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import {
  clearPaymentPasswordFailures,
  countPaymentPasswordAttempt,
  findPaymentPasswordHash,
  findPaymentPasswordLock,
  storePaymentPassword,
} from './payment-password.repository.ts';

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
 * Counts one attempt before anything is compared (and takes the member's row lock). Undefined
 * while locked.
 */
async function takeAttempt(trx: Transaction<DB>, memberId: number): Promise<Attempt | undefined> {
  const row = await countPaymentPasswordAttempt(
    trx,
    memberId,
    PAYMENT_PASSWORD_MAX_FAILURES,
    PAYMENT_PASSWORD_LOCK_MINUTES,
  );
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
      const row = await findPaymentPasswordLock(trx, memberId);
      return {
        right: false,
        failures: PAYMENT_PASSWORD_MAX_FAILURES,
        lockedUntil: paymentPasswordLockedUntil(row),
      };
    }
    if (!(await isRight(attempt))) return { right: false, ...attempt };
    await clearPaymentPasswordFailures(trx, memberId);
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
  const member = await findPaymentPasswordHash(db, memberId);
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
  await storePaymentPassword(db, memberId, hash);
}
