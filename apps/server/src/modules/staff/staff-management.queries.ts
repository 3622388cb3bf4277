import type { StaffListQuery, StaffRole } from '@ficha/contract';
import { type Kysely, sql } from 'kysely';
import { countedPage } from '../../db/paging.ts';
import type { DB } from '../../db/schema.ts';
import { merchantIdsOf } from './staff.repository.ts';

/** Staff accounts as the ADMIN's staff screens read and change them (issue 15 part 1). */

const STAFF_COLUMNS = [
  's.id',
  's.username',
  's.role',
  's.merchant_id',
  's.active',
  's.created_at',
  's.version',
  's.totp_enabled_at',
] as const;

/**
 * Staff a merchant administrator may see: merchant staff all of whose merchants are the
 * administrator's (someone who also works for Rio Sorte is not a Ficha administrator's to change).
 * null: a platform administrator, every staff member.
 */
const withinScope = (adminMerchants: number[] | null) =>
  adminMerchants === null
    ? sql<boolean>`true`
    : sql<boolean>`s.merchant_id is not null and not exists (
        select 1 from staff_merchants sm
         where sm.staff_id = s.id and sm.merchant_id not in (${sql.join(adminMerchants.length ? adminMerchants : [-1])}))`;

export async function listStaff(db: Kysely<DB>, adminMerchants: number[] | null, query: StaffListQuery) {
  let q = db.selectFrom('staff as s').where(withinScope(adminMerchants));
  if (query.role) q = q.where('s.role', '=', query.role);
  if (query.active) q = q.where('s.active', '=', query.active === 'true');
  if (query.merchantId !== undefined)
    q = q.where(
      sql<boolean>`exists (select 1 from staff_merchants sm where sm.staff_id = s.id and sm.merchant_id = ${query.merchantId})`,
    );
  return countedPage(q, query, (filtered) =>
    filtered.select([...STAFF_COLUMNS, merchantIdsOf('s.id').as('merchant_ids')]).orderBy('s.id'),
  );
}

export async function findStaffInScope(db: Kysely<DB>, adminMerchants: number[] | null, id: number) {
  return db
    .selectFrom('staff as s')
    .where(withinScope(adminMerchants))
    .select([...STAFF_COLUMNS, merchantIdsOf('s.id').as('merchant_ids')])
    .where('s.id', '=', id)
    .executeTakeFirst();
}

export async function usernameTaken(db: Kysely<DB>, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('staff')
    .select('id')
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export async function countMerchants(db: Kysely<DB>, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const row = await db
    .selectFrom('merchants')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertStaff(
  db: Kysely<DB>,
  row: { username: string; passwordHash: string; role: StaffRole; homeMerchant: number | null },
) {
  return db
    .insertInto('staff')
    .values({
      username: row.username,
      password_hash: row.passwordHash,
      role: row.role,
      merchant_id: row.homeMerchant,
    })
    .onConflict((oc) => oc.constraint('staff_username_key').doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** Role and home merchant, only if nobody changed the row since `version` (else undefined). */
export async function updateStaffIfVersion(
  db: Kysely<DB>,
  id: number,
  version: number,
  change: { role: StaffRole; homeMerchant: number | null },
) {
  return db
    .updateTable('staff')
    .set({ role: change.role, merchant_id: change.homeMerchant, version: sql<number>`version + 1` })
    .where('id', '=', id)
    .where('version', '=', version)
    .returning('id')
    .executeTakeFirst();
}

/** The staff member's merchants become exactly these (the home merchant's row is the trigger's). */
export async function setStaffMerchants(
  db: Kysely<DB>,
  staffId: number,
  merchantIds: number[],
): Promise<void> {
  let stale = db.deleteFrom('staff_merchants').where('staff_id', '=', staffId);
  if (merchantIds.length) stale = stale.where('merchant_id', 'not in', merchantIds);
  await stale.execute();
  if (!merchantIds.length) return;
  await db
    .insertInto('staff_merchants')
    .values(merchantIds.map((merchant_id) => ({ staff_id: staffId, merchant_id })))
    .onConflict((oc) => oc.constraint('staff_merchants_pkey').doNothing())
    .execute();
}

export async function setStaffActive(db: Kysely<DB>, id: number, active: boolean): Promise<void> {
  await db
    .updateTable('staff')
    .set({ active, version: sql<number>`version + 1` })
    .where('id', '=', id)
    .execute();
}
