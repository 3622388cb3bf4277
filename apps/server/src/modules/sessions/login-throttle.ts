import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

/** Failures counted in a sliding window of this length; a lock lasts as long. */
export const THROTTLE_WINDOW_MINUTES = 15;
/** An account locks after this many failures in the window (whatever the address). */
export const ACCOUNT_FAILURE_LIMIT = 10;
/** A client address locks after this many failures in the window (whatever the account). */
export const IP_FAILURE_LIMIT = 20;

export const accountKey = (merchantId: number, username: string) =>
  `acct:${merchantId}:${username.toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

interface ThrottleState {
  failures: number;
  lockedUntil: Date | null;
}

async function read(db: Kysely<DB>, key: string): Promise<ThrottleState> {
  const row = await db
    .selectFrom('auth_throttle')
    .select(['failures', 'locked_until', 'window_started_at'])
    .where('key', '=', key)
    .executeTakeFirst();
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

/** Refuses at once while the account or the address is locked; answers whether a captcha is due. */
export async function checkLoginAllowed(
  db: Kysely<DB>,
  keys: string[],
): Promise<{ captchaRequired: boolean }> {
  const states = await Promise.all(keys.map((key) => read(db, key)));
  const locked = states.map((s) => s.lockedUntil).filter((d): d is Date => d !== null);
  if (locked.length > 0) {
    const until = Math.max(...locked.map((d) => d.getTime()));
    throw new AppError(
      'ACCOUNT_LOCKED',
      { captcha: true, lockedUntil: new Date(until).toISOString() },
      {
        minutes: Math.max(1, Math.ceil((until - Date.now()) / 60_000)),
      },
    );
  }
  // Spec section 4 'Login': a captcha appears after a failed login.
  return { captchaRequired: states.some((s) => s.failures > 0) };
}

/** Counts one failure on each key, atomically, and locks a key that reaches its limit. */
export async function recordFailure(
  db: Kysely<DB>,
  keys: Array<{ key: string; limit: number }>,
): Promise<void> {
  for (const { key, limit } of keys) {
    await sql`
      INSERT INTO auth_throttle AS t (key, failures, window_started_at)
      VALUES (${key}, 1, now())
      ON CONFLICT (key) DO UPDATE SET
        failures = CASE WHEN t.window_started_at < now() - make_interval(mins => ${THROTTLE_WINDOW_MINUTES})
                        THEN 1 ELSE t.failures + 1 END,
        window_started_at = CASE WHEN t.window_started_at < now() - make_interval(mins => ${THROTTLE_WINDOW_MINUTES})
                        THEN now() ELSE t.window_started_at END,
        locked_until = CASE
          WHEN (CASE WHEN t.window_started_at < now() - make_interval(mins => ${THROTTLE_WINDOW_MINUTES})
                     THEN 1 ELSE t.failures + 1 END) >= ${limit}
          THEN now() + make_interval(mins => ${THROTTLE_WINDOW_MINUTES})
          ELSE t.locked_until END
    `.execute(db);
  }
}

/** A successful login clears the account's counter (the address keeps its history). */
export async function clearFailures(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom('auth_throttle').where('key', '=', key).execute();
}
