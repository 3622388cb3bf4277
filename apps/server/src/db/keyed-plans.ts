import { type Kysely, sql } from 'kysely';
import type { DB } from './schema.ts';
import { inTransaction } from './transactions.ts';

/**
 * Keeps the rest of the transaction's statements on their keys: each table is read through an
 * index, never scanned whole (sets computed in the statement itself may still be joined by hash).
 *
 * For bulk writes that name every row they touch by its key (arrays unnested and joined to the
 * tables), such as a lottery period's settlement: their right plan walks the keys, whatever the
 * size of the tables. The planner does not always see it: with a period making up most of a young
 * table, it judged one scan of every lottery bet cheaper than a few thousand key lookups, and ran
 * that scan once per chunk of keys. It ends with the transaction. JIT is off too: a path left
 * with no index (a small table) keeps its disabled cost, which would pass JIT's threshold.
 */
export async function planByKeys(trx: Kysely<DB>): Promise<void> {
  await sql`SELECT set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true),
    set_config('jit', 'off', true)`.execute(trx);
}

/**
 * Gives each of `tables` that has no statistics yet a first, quick set (a sample of a few
 * thousand rows), so the planner knows their size and what their columns hold. Without any it
 * takes every equality for one row in two hundred: right after a fresh database took its first
 * lottery period, a key walk then looked dearer than reading every bet of the vendor once per
 * row of the walk. Autovacuum analyzes them properly later; tables with statistics cost one read.
 */
export async function analyzeIfUnknown(db: Kysely<DB>, tables: string[]): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c
    WHERE c.relname = ANY(${tables}::text[]) AND c.relkind = 'r' AND pg_table_is_visible(c.oid)
      AND NOT EXISTS (SELECT 1 FROM pg_stats s WHERE s.schemaname = current_schema() AND s.tablename = c.relname)`.execute(
    db,
  );
  if (rows.length === 0) return;
  await inTransaction(db, async (trx) => {
    await sql`SET LOCAL default_statistics_target = 10`.execute(trx);
    await sql`ANALYZE ${sql.join(rows.map((row) => sql.id(row.name)))}`.execute(trx);
  });
}
