import { type Insertable, type Kysely, sql } from 'kysely';
import { merchantRows } from '../../db/merchant-rows.ts';
import { countedPage, type PageRequest } from '../../db/paging.ts';
import type { DB } from '../../db/schema.ts';
import type { Charge } from './payment-gateway.ts';

/** Deposit methods and deposit orders. */

export async function activeDepositMethods(db: Kysely<DB>, merchantId: number, offersPix: boolean) {
  return merchantRows(db, 'deposit_methods', merchantId)
    .selectAll()
    .where('active', '=', true)
    .$if(!offersPix, (q) => q.where('code', '<>', 'PIX'))
    .orderBy('sort')
    .execute();
}

export async function findActiveDepositMethod(db: Kysely<DB>, merchantId: number, methodId: number) {
  return merchantRows(db, 'deposit_methods', merchantId)
    .selectAll()
    .where('id', '=', methodId)
    .where('active', '=', true)
    .executeTakeFirst();
}

export async function insertDepositOrder(db: Kysely<DB>, values: Insertable<DB['deposit_orders']>) {
  return db
    .insertInto('deposit_orders')
    .values(values)
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** The PSP's charge on an order; it expires by the database's clock. */
export async function setPixCharge(db: Kysely<DB>, orderId: string, gateway: string, charge: Charge) {
  await db
    .updateTable('deposit_orders')
    .set({
      provider_ref: charge.providerRef,
      pix_code: charge.pixCode,
      gateway,
      pay_url: charge.payUrl,
      expires_at: sql<Date>`now() + make_interval(mins => ${charge.expiresInMinutes})`,
    })
    .where('id', '=', orderId)
    .execute();
}

/** The order of the merchant, locked until the crediting transaction ends. */
export async function lockDepositOrder(trx: Kysely<DB>, merchantId: number, orderId: string) {
  return merchantRows(trx, 'deposit_orders', merchantId)
    .selectAll()
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
}

export async function approveDepositOrder(trx: Kysely<DB>, orderId: string, decidedBy: string) {
  await trx
    .updateTable('deposit_orders')
    .set({ status: 'APPROVED', decided_at: sql<Date>`now()`, decided_by: decidedBy })
    .where('id', '=', orderId)
    .execute();
}

/** Rejects a still-pending order; undefined when it was decided already (or is not the merchant's). */
export async function rejectPendingDepositOrder(
  db: Kysely<DB>,
  merchantId: number,
  orderId: string,
  decidedBy: string,
  reason: string,
) {
  return db
    .updateTable('deposit_orders')
    .set({ status: 'REJECTED', decided_at: sql<Date>`now()`, decided_by: decidedBy, reason })
    .where('id', '=', orderId)
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'PENDING')
    .returning('id')
    .executeTakeFirst();
}

export async function findDepositOrderByProviderRef(db: Kysely<DB>, providerRef: string) {
  return db
    .selectFrom('deposit_orders')
    .selectAll()
    .where('provider_ref', '=', providerRef)
    .executeTakeFirst();
}

/** Whether the member has a credited deposit (other than `exceptOrderId`). */
export async function hasApprovedDeposit(db: Kysely<DB>, memberId: number, exceptOrderId?: string) {
  let deposited = db
    .selectFrom('deposit_orders')
    .select('id')
    .where('member_id', '=', String(memberId))
    .where('status', '=', 'APPROVED');
  if (exceptOrderId !== undefined) deposited = deposited.where('id', '<>', exceptOrderId);
  return (await deposited.executeTakeFirst()) !== undefined;
}

/** How many approved deposits the member has (an nth-deposit bonus goes with the nth). */
export async function approvedDepositCount(db: Kysely<DB>, memberId: number, exceptOrderId?: string) {
  let deposited = db
    .selectFrom('deposit_orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', String(memberId))
    .where('status', '=', 'APPROVED');
  if (exceptOrderId !== undefined) deposited = deposited.where('id', '<>', exceptOrderId);
  return Number((await deposited.executeTakeFirstOrThrow()).n);
}

/** The member's still-pending order. */
export async function findPendingDepositOrder(db: Kysely<DB>, orderId: string, memberId: number) {
  return db
    .selectFrom('deposit_orders')
    .select('amount')
    .where('id', '=', orderId)
    .where('member_id', '=', String(memberId))
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
}

/** Attaches a promotion to the member's order while it is pending; undefined when it is not. */
export async function setPendingOrderPromotion(
  db: Kysely<DB>,
  orderId: string,
  memberId: number,
  promotionId: number,
) {
  return db
    .updateTable('deposit_orders')
    .set({ promotion_id: promotionId })
    .where('id', '=', orderId)
    .where('member_id', '=', String(memberId))
    .where('status', '=', 'PENDING')
    .returning('id')
    .executeTakeFirst();
}

/** A member's PIX charge with the seconds it has left. */
export async function findMemberPixCharge(
  db: Kysely<DB>,
  merchantId: number,
  memberId: number,
  orderId: string,
) {
  return db
    .selectFrom('deposit_orders')
    .select([
      'id',
      'amount',
      'status',
      'pix_code',
      'pay_url',
      'gateway',
      'promotion_id',
      // Counted by the database's clock, like the expiry it was given.
      sql<number | null>`ceil(extract(epoch from (expires_at - now())))::int`.as('seconds_left'),
    ])
    .where('id', '=', orderId)
    .where('member_id', '=', String(memberId))
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}

/** A charge by the PSP's reference, with its merchant's gateway settings and whether it expired. */
export async function findChargeWithMerchant(db: Kysely<DB>, ref: string) {
  return db
    .selectFrom('deposit_orders')
    .innerJoin('merchants', 'merchants.id', 'deposit_orders.merchant_id')
    .select([
      'deposit_orders.amount',
      'deposit_orders.status',
      'deposit_orders.pix_code',
      'deposit_orders.gateway',
      sql<boolean>`coalesce(deposit_orders.expires_at <= now(), false)`.as('expired'),
      'merchants.name',
      'merchants.currency',
      'merchants.demo',
      'merchants.pix_gateway',
    ])
    .where('provider_ref', '=', ref.slice(0, 40))
    .executeTakeFirst();
}

/** One page of the member's deposit orders, newest first, and how many there are. */
export async function memberDepositPage(db: Kysely<DB>, memberId: number, page: PageRequest) {
  const orders = db
    .selectFrom('deposit_orders as o')
    .innerJoin('deposit_methods as m', 'm.id', 'o.method_id')
    .where('o.member_id', '=', String(memberId));
  return countedPage(orders, page, (q) =>
    q
      .select([
        'o.id',
        'o.amount',
        'o.status',
        'o.created_at',
        'o.decided_at',
        'o.reason',
        'm.code',
        'm.name',
        'o.reference',
        'o.expires_at',
        // An unpaid PIX charge can be reopened from the history until it expires.
        sql<boolean>`(m.code = 'PIX' AND o.status = 'PENDING' AND o.pix_code IS NOT NULL AND o.expires_at > now())`.as(
          'reopenable',
        ),
      ])
      .orderBy('o.id', 'desc'),
  );
}
