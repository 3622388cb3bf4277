import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  addFailure,
  countAttempt,
  deleteThrottle,
  findThrottle,
  THROTTLE_WINDOW_MINUTES,
  uncountAttempt,
} from './login-throttle.repository.ts';

/** An account locks after this many failures in the window (whatever the address). */
export const ACCOUNT_FAILURE_LIMIT = 10;
/** A client address locks after this many failures in the window (whatever the account). */
export const IP_FAILURE_LIMIT = 20;

export const accountKey = (merchantId: number, username: string) =>
  `acct:${merchantId}:${username.toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/**
 * A member account's counter for claimAttempt: every password or code tried for the account, at
 * login or inside a session, is counted on it before it is compared. No backoff, a lock at `limit`.
 */
export const memberAccountCounter = (
  merchantId: number,
  identity: string,
  limit = ACCOUNT_FAILURE_LIMIT,
): AttemptCounter => ({ key: accountKey(merchantId, identity), limit, backoffFrom: limit });

interface ThrottleState {
  failures: number;
  lockedUntil: Date | null;
}

async function read(db: Kysely<DB>, key: string): Promise<ThrottleState> {
  const row = await findThrottle(db, key);
  if (!row) return { failures: 0, lockedUntil: null };
  const windowOpen =
    Date.now() - new Date(row.window_started_at).getTime() < THROTTLE_WINDOW_MINUTES * 60_000;
  return {
    failures: windowOpen ? row.failures : 0,
    lockedUntil:
      row.locked_until && new Date(row.locked_until).getTime() > Date.now()
        ? new Date(row.locked_until)
        : null,
  };
}

/** The end of the latest lock still in force on any of the keys, or null. */
export async function activeLock(db: Kysely<DB>, keys: string[]): Promise<Date | null> {
  const states = await Promise.all(keys.map((key) => read(db, key)));
  const locked = states.map((s) => s.lockedUntil).filter((d): d is Date => d !== null);
  return locked.length > 0 ? new Date(Math.max(...locked.map((d) => d.getTime()))) : null;
}

/** ACCOUNT_LOCKED; a pause shorter than a minute (a backoff) is told in seconds. */
export function lockedError(until: Date, value: Record<string, unknown>): AppError {
  const ms = until.getTime() - Date.now();
  const lockedUntil = until.toISOString();
  if (ms < 60_000) {
    const seconds = Math.max(1, Math.ceil(ms / 1000));
    return new AppError('LOGIN_BACKOFF', { ...value, lockedUntil }, { seconds });
  }
  return new AppError('ACCOUNT_LOCKED', { ...value, lockedUntil }, { minutes: Math.ceil(ms / 60_000) });
}

/** Refuses at once while the account or the address is locked; answers whether a captcha is due. */
export async function checkLoginAllowed(
  db: Kysely<DB>,
  keys: string[],
): Promise<{ captchaRequired: boolean }> {
  const until = await activeLock(db, keys);
  if (until) throw lockedError(until, { captcha: true });
  const states = await Promise.all(keys.map((key) => read(db, key)));
  // Spec section 4 'Login': a captcha appears after a failed login.
  return { captchaRequired: states.some((s) => s.failures > 0) };
}

/** Counts one failure on each key, atomically, and locks a key that reaches its limit. */
export async function recordFailure(
  db: Kysely<DB>,
  keys: Array<{ key: string; limit: number }>,
): Promise<void> {
  for (const { key, limit } of keys) await addFailure(db, key, limit);
}

export interface AttemptCounter {
  key: string;
  /** Attempts in the window that lock the key for THROTTLE_WINDOW_MINUTES. */
  limit: number;
  /** From this many attempts on, each one pauses the key for 2, 4, 8 ... (at most 60) seconds. */
  backoffFrom: number;
}

/**
 * Counts an attempt before its password is checked, in one statement per key that refuses while the
 * key is locked: of many attempts sent at once, only as many as the limit and the backoff allow get
 * to the password check. Answers the end of the lock that refused it, or null when it may proceed.
 * A successful attempt is taken back with clearFailures / forgiveAttempt.
 */
export async function claimAttempt(db: Kysely<DB>, counter: AttemptCounter): Promise<Date | null> {
  if (await countAttempt(db, counter)) return null;
  return (await activeLock(db, [counter.key])) ?? new Date();
}

/**
 * Takes back one counted attempt that was not a guess (the right password), with the pause it set;
 * a lock that earlier attempts had reached stays.
 */
export async function forgiveAttempt(db: Kysely<DB>, counter: { key: string; limit: number }): Promise<void> {
  await uncountAttempt(db, counter);
}

/** A successful login clears the account's counter (the address keeps its history). */
export async function clearFailures(db: Kysely<DB>, key: string): Promise<void> {
  await deleteThrottle(db, key);
}
