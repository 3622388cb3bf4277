import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { MemberRow } from '../members/members.repository.ts';
import {
  claimAttempt,
  clearFailures,
  lockedError,
  memberAccountCounter,
} from '../sessions/login-throttle.ts';
import { consumeCode } from '../verification/verification-codes.service.ts';

/**
 * Wrong login passwords or codes a session may send (change password, change e-mail) before the
 * account locks: fewer than at the login, as a stolen session must not be a way to guess them.
 */
export const SESSION_PASSWORD_FAILURE_LIMIT = 5;

/**
 * Checks the member's login password inside a session, on the same per-account counter as the
 * login and counted before it is compared: while the account is locked even the right password is
 * refused (ACCOUNT_LOCKED), and a right one clears the count as a login does.
 */
export async function checkSessionLoginPassword(
  db: Kysely<DB>,
  member: MemberRow,
  candidate: string,
  field: string,
): Promise<void> {
  await guarded(db, member, field, async () => {
    if (!(await verifyPassword(member.password_hash, candidate)))
      throw new AppError('WRONG_PASSWORD', { field });
  });
}

/**
 * Spends a code sent to the member's own number or e-mail address inside a session, counted on the
 * same per-account counter as checkSessionLoginPassword (and by the code's own attempts).
 */
export async function checkSessionCode(
  db: Kysely<DB>,
  member: MemberRow,
  input: { recipient: string; purpose: 'email'; code: string },
): Promise<void> {
  await guarded(db, member, 'verificationCode', () =>
    consumeCode(db, { merchantId: member.merchant_id, ...input }),
  );
}

/** Counts the attempt on the account, refuses while it is locked, and clears the count when right. */
async function guarded(db: Kysely<DB>, member: MemberRow, field: string, check: () => Promise<void>) {
  const counter = memberAccountCounter(member.merchant_id, member.username, SESSION_PASSWORD_FAILURE_LIMIT);
  const lockedUntil = await claimAttempt(db, counter);
  if (lockedUntil) throw lockedError(lockedUntil, { field });
  await check();
  await clearFailures(db, counter.key);
}
