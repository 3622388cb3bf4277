import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DB } from './schema.ts';

/** A secret the platform makes once and every process shares (the first writer wins). */
export async function appSecret(db: Kysely<DB>, name: string): Promise<string> {
  await sql`INSERT INTO app_secrets (name, value) VALUES (${name}, ${randomBytes(32).toString('base64url')})
            ON CONFLICT (name) DO NOTHING`.execute(db);
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
