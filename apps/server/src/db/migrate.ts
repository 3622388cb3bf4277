import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Kysely, sql } from 'kysely';
import type { DB } from './schema.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constant works: it keeps two processes that start together from migrating at once.
const MIGRATION_LOCK_KEY = 7_311_942;

/**
 * Applies the SQL files of db/migrations in name order, each once, each in its own transaction.
 * Files are Postgres dialect and run unchanged on PGlite and PostgreSQL; never edit one that landed.
 */
export async function migrate(db: Kysely<DB>): Promise<string[]> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  const files = (await fs.readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    const name = file.replace(/\.sql$/, '');
    const script = await fs.readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
    await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
      const done = await trx
        .selectFrom('schema_migrations')
        .select('name')
        .where('name', '=', name)
        .executeTakeFirst();
      if (done) return;
      await sql.raw(script).execute(trx);
      await trx.insertInto('schema_migrations').values({ name }).execute();
      applied.push(name);
    });
  }
  return applied;
}
