import type { OpsListQuery } from '@ficha/contract';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { pageRows } from '../../db/paging.ts';
import type { DB } from '../../db/schema.ts';

/** Staff accounts, their sessions and merchants, and the operator listings. */

export async function findActiveStaffByUsername(db: Kysely<DB>, username: string) {
  return db
    .selectFrom('staff')
    .selectAll()
    .where('username', '=', username)
    .where('active', '=', true)
    .executeTakeFirst();
}

export async function findStaffMerchant(db: Kysely<DB>, staffId: number) {
  return db.selectFrom('staff').select(['id', 'merchant_id']).where('id', '=', staffId).executeTakeFirst();
}

export async function insertStaffSession(
  db: Kysely<DB>,
  row: {
    tokenHash: Buffer;
    staffId: number;
    scope: 'FULL' | 'TOTP_ENROLMENT';
    lifetime: { hours: number } | { mins: number };
  },
): Promise<void> {
  const expires =
    'hours' in row.lifetime
      ? sql<Date>`now() + make_interval(hours => ${row.lifetime.hours})`
      : sql<Date>`now() + make_interval(mins => ${row.lifetime.mins})`;
  await db
    .insertInto('staff_sessions')
    .values({ token_hash: row.tokenHash, staff_id: row.staffId, expires_at: expires, scope: row.scope })
    .execute();
}

/** The merchants of a staff member, as an array column (empty for platform staff). */
export const merchantIdsOf = (staffId: 'staff.id' | 's.id') =>
  sql<
    number[]
  >`array(select sm.merchant_id from staff_merchants sm where sm.staff_id = ${sql.ref(staffId)} order by sm.merchant_id)`;

export async function findStaffMerchantIds(db: Kysely<DB>, staffId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('staff_merchants')
    .select('merchant_id')
    .where('staff_id', '=', staffId)
    .orderBy('merchant_id')
    .execute();
  return rows.map((r) => r.merchant_id);
}

/** The staff member of a live session: not revoked, not expired, account active. */
export async function findStaffSession(db: Kysely<DB>, tokenHash: Buffer) {
  return db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .select([
      'staff.id',
      'staff.username',
      'staff.role',
      'staff.merchant_id',
      'staff_sessions.scope',
      merchantIdsOf('staff.id').as('merchant_ids'),
    ])
    .where('staff_sessions.token_hash', '=', tokenHash)
    .where('staff_sessions.revoked_at', 'is', null)
    .where('staff_sessions.expires_at', '>', sql<Date>`now()`)
    .where('staff.active', '=', true)
    .executeTakeFirst();
}

export async function revokeStaffSessions(db: Kysely<DB>, staffId: number): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The merchant of a deposit or withdrawal order; undefined when there is no such order. */
export async function findOrderMerchantId(
  db: Kysely<DB>,
  table: 'deposit_orders' | 'withdrawal_orders',
  id: string,
): Promise<number | undefined> {
  const order = await db.selectFrom(table).select('merchant_id').where('id', '=', id).executeTakeFirst();
  return order?.merchant_id;
}

export async function findMemberMerchantId(db: Kysely<DB>, memberId: string): Promise<number | undefined> {
  const member = await db
    .selectFrom('members')
    .select('merchant_id')
    .where('id', '=', memberId)
    .executeTakeFirst();
  return member?.merchant_id;
}

/** null: every merchant's rows (platform staff); otherwise the staff member's merchants. */
type MerchantScope = number[] | null;

// biome-ignore lint/suspicious/noExplicitAny: the filters fit any order table aliased `o`.
type OrderQuery<O> = SelectQueryBuilder<any, any, O>;

/** A page of the merchant's orders (every merchant's for platform staff) of the status asked for, newest first. */
function orderPage<O>(orders: OrderQuery<O>, merchantIds: MerchantScope, query: OpsListQuery) {
  let q = orders;
  if (merchantIds !== null) q = q.where('o.merchant_id', 'in', merchantIds.length ? merchantIds : [-1]);
  if (query.status) q = q.where('o.status', '=', query.status);
  return pageRows(q.orderBy('o.id', 'desc'), query);
}

/** What every listed order shows, from the order (`o`) and its member (`m`). */
const ORDER_COLUMNS = [
  'o.id',
  'o.merchant_id',
  'm.username',
  'o.amount',
  'o.currency',
  'o.status',
  'o.created_at',
  'o.decided_by',
  'o.reason',
] as const;

export async function listDepositOrders(db: Kysely<DB>, merchantIds: MerchantScope, query: OpsListQuery) {
  const orders = db
    .selectFrom('deposit_orders as o')
    .innerJoin('members as m', 'm.id', 'o.member_id')
    .innerJoin('deposit_methods as dm', 'dm.id', 'o.method_id')
    .select([...ORDER_COLUMNS, 'dm.code as method', 'o.reference', 'o.provider_ref']);
  return orderPage(orders, merchantIds, query);
}

export async function listWithdrawalOrders(db: Kysely<DB>, merchantIds: MerchantScope, query: OpsListQuery) {
  const orders = db
    .selectFrom('withdrawal_orders as o')
    .innerJoin('members as m', 'm.id', 'o.member_id')
    .innerJoin('bank_cards as c', 'c.id', 'o.card_id')
    .select([
      ...ORDER_COLUMNS,
      'c.kind',
      'c.holder_name',
      'c.pix_key_type',
      'c.pix_key',
      'c.bank_name',
      'c.account_number',
    ]);
  return orderPage(orders, merchantIds, query);
}
