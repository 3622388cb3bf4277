import { type Kysely, sql } from 'kysely';
import type { DB } from '../src/db/schema.ts';
import { uniqueName } from './account-client.ts';

/** Test helpers for the agent tree (issue 17): members made straight in the database, the closure. */

/** A member of the merchant, under `upline` when given (the trigger attaches it). Answers its id. */
export async function insertTreeMember(
  db: Kysely<DB>,
  merchantId: number,
  { upline = null, type = 0, prefix = 'tm' }: { upline?: number | null; type?: number; prefix?: string } = {},
): Promise<number> {
  const row = await db
    .insertInto('members')
    .values({
      merchant_id: merchantId,
      username: uniqueName(prefix),
      password_hash: null,
      type,
      referrer_id: upline === null ? null : String(upline),
      register_method: 'H5',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function memberIdByName(db: Kysely<DB>, merchantId: number, username: string): Promise<number> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

type Pair = { ancestor: number; descendant: number; depth: number };
const sortPairs = (rows: Pair[]) =>
  rows.sort((a, b) => a.ancestor - b.ancestor || a.descendant - b.descendant || a.depth - b.depth);

/** The closure as the triggers keep it. */
export async function storedClosure(db: Kysely<DB>): Promise<Pair[]> {
  const rows = await db.selectFrom('agent_tree').select(['ancestor_id', 'descendant_id', 'depth']).execute();
  return sortPairs(
    rows.map((r) => ({
      ancestor: Number(r.ancestor_id),
      descendant: Number(r.descendant_id),
      depth: r.depth,
    })),
  );
}

/** The closure worked out afresh from members.referrer_id, the tree's one truth. */
export async function closureFromReferrers(db: Kysely<DB>): Promise<Pair[]> {
  const { rows } = await sql<{ ancestor: string; descendant: string; depth: number }>`
    WITH RECURSIVE chain (ancestor, descendant, depth) AS (
      SELECT id, id, 0 FROM members
      UNION ALL
      SELECT m.referrer_id, c.descendant, c.depth + 1
        FROM chain c JOIN members m ON m.id = c.ancestor
       WHERE m.referrer_id IS NOT NULL
    )
    SELECT ancestor, descendant, depth FROM chain`.execute(db);
  return sortPairs(
    rows.map((r) => ({
      ancestor: Number(r.ancestor),
      descendant: Number(r.descendant),
      depth: Number(r.depth),
    })),
  );
}
