import { type Insertable, type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** SQL of bonus grants: one turnover requirement per grant, keyed by its source. */

/**
 * Records a grant unless its source key holds one already (undefined then). The unique key
 * decides: a second process with the same key waits for the first, then records nothing.
 */
export async function insertGrant(trx: Kysely<DB>, values: Insertable<DB['turnover_requirements']>) {
  return trx
    .insertInto('turnover_requirements')
    .values(values)
    .onConflict((oc) => oc.columns(['merchant_id', 'source']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

export async function findGrantBySource(db: Kysely<DB>, merchantId: number, source: string) {
  return db
    .selectFrom('turnover_requirements')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('source', '=', source)
    .executeTakeFirst();
}

/** The member's open grants whose expiry has passed, oldest first. */
export async function lapsedGrantIds(db: Kysely<DB>, memberId: number, now: Date) {
  const rows = await db
    .selectFrom('turnover_requirements')
    .select('id')
    .where('member_id', '=', String(memberId))
    .where('released_at', 'is', null)
    .where('expires_at', '<=', now)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Open grants of any member whose expiry has passed, for the periodic run. */
export async function lapsedGrants(db: Kysely<DB>, now: Date, limit: number) {
  return db
    .selectFrom('turnover_requirements')
    .select(['id', 'merchant_id', 'member_id'])
    .where('released_at', 'is', null)
    .where('expires_at', '<=', now)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Locks a grant still open, for its expiry (settlement locks the same rows first too). */
export async function lockOpenGrant(trx: Kysely<DB>, id: string) {
  return trx
    .selectFrom('turnover_requirements')
    .select(['id', 'merchant_id', 'member_id', 'currency', 'bonus', 'expires_at'])
    .where('id', '=', id)
    .where('released_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export async function markGrantExpired(trx: Kysely<DB>, id: string, forfeited: bigint): Promise<void> {
  await trx
    .updateTable('turnover_requirements')
    .set({
      released_at: sql<Date>`now()`,
      expired_at: sql<Date>`now()`,
      released: '0',
      forfeited: forfeited.toString(),
    })
    .where('id', '=', id)
    .execute();
}

/** The member's type and merchant: only a real member of the merchant is granted a bonus. */
export async function grantee(db: Kysely<DB>, memberId: number) {
  return db
    .selectFrom('members')
    .select(['merchant_id', 'type'])
    .where('id', '=', String(memberId))
    .executeTakeFirst();
}
