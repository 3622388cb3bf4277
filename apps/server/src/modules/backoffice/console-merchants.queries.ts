import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The first merchant by id: what a platform staff member looks at before choosing one. */
export function firstMerchant(db: Kysely<DB>) {
  return db.selectFrom('merchants').selectAll().orderBy('id').limit(1).executeTakeFirst();
}

/** The merchants of these ids (every merchant for null), for the console's merchant switcher. */
export function merchantsAmong(db: Kysely<DB>, ids: readonly number[] | null) {
  let q = db.selectFrom('merchants').select(['id', 'code', 'name', 'currency']).orderBy('id');
  if (ids !== null) q = q.where('id', 'in', ids.length ? [...ids] : [-1]);
  return q.execute();
}
