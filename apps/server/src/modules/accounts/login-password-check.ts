import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  claimAttempt,
  clearFailures,
  lockedError,
  memberAccountCounter,
} from '../sessions/login-throttle.ts';
import type { MemberRow } from './accounts.repository.ts';
import { verifyPassword } from './passwords.ts';

/**
 * Wrong login passwords a session may send (change password, change e-mail) before the account
 * locks: fewer than at the login, as a stolen session must not be a way to guess the password.
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
  const counter = memberAccountCounter(member.merchant_id, member.username, SESSION_PASSWORD_FAILURE_LIMIT);
  const lockedUntil = await claimAttempt(db, counter);
  if (lockedUntil) throw lockedError(lockedUntil, { field });
  if (!(await verifyPassword(member.password_hash, candidate)))
    throw new AppError('WRONG_PASSWORD', { field });
  await clearFailures(db, counter.key);
}
