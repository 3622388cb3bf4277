import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Failures counted in a sliding window of this length; a lock lasts as long. */
export const THROTTLE_WINDOW_MINUTES = 15;
const MAX_BACKOFF_SECONDS = 60;

/** The auth_throttle statements: one counter row per account or client address. */

export async function findThrottle(db: Kysely<DB>, key: string) {
  return db
    .selectFrom('auth_throttle')
    .select(['failures', 'locked_until', 'window_started_at'])
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Counts one failure on the key, atomically, and locks it when it reaches the limit. */
export async function addFailure(db: Kysely<DB>, key: string, limit: number): Promise<void> {
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

/**
 * Counts an attempt in one statement that refuses while the key is locked; sets the lock or the
 * backoff pause the count reaches. True when the attempt was counted (the key was not locked).
 */
export async function countAttempt(
  db: Kysely<DB>,
  counter: { key: string; limit: number; backoffFrom: number },
): Promise<boolean> {
  const { key, limit, backoffFrom } = counter;
  const windowOver = sql`window_started_at < now() - make_interval(mins => ${THROTTLE_WINDOW_MINUTES})`;
  const attempts = sql`(CASE WHEN ${windowOver} THEN 1 ELSE failures + 1 END)`;
  await sql`INSERT INTO auth_throttle (key, failures) VALUES (${key}, 0) ON CONFLICT (key) DO NOTHING`.execute(
    db,
  );
  const claimed = await sql<{ failures: number }>`
    UPDATE auth_throttle SET
      failures = ${attempts},
      window_started_at = CASE WHEN ${windowOver} THEN now() ELSE window_started_at END,
      locked_until = CASE
        WHEN ${attempts} >= ${limit} THEN now() + make_interval(mins => ${THROTTLE_WINDOW_MINUTES})
        WHEN ${attempts} >= ${backoffFrom}
          THEN now() + make_interval(secs => LEAST(power(2, ${attempts} - ${backoffFrom} + 1), ${MAX_BACKOFF_SECONDS}))
        ELSE locked_until END
    WHERE key = ${key} AND (locked_until IS NULL OR locked_until <= now())
    RETURNING failures
  `.execute(db);
  return claimed.rows.length > 0;
}

/** Takes back one counted attempt with the pause it set; a lock reached by earlier ones stays. */
export async function uncountAttempt(db: Kysely<DB>, counter: { key: string; limit: number }): Promise<void> {
  await sql`
    UPDATE auth_throttle SET
      failures = GREATEST(failures - 1, 0),
      locked_until = CASE WHEN failures - 1 < ${counter.limit} THEN NULL ELSE locked_until END
    WHERE key = ${counter.key}
  `.execute(db);
}

export async function deleteThrottle(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom('auth_throttle').where('key', '=', key).execute();
}
