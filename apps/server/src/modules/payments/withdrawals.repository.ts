import { type Insertable, type Kysely, sql } from 'kysely';
import { merchantRows } from '../../db/merchant-rows.ts';
import { countedPage, type PageRequest } from '../../db/paging.ts';
import type { DB } from '../../db/schema.ts';

/** Payout accounts (bank cards) and withdrawal orders. */

export async function activeCards(db: Kysely<DB>, memberId: number) {
  return db
    .selectFrom('bank_cards')
    .selectAll()
    .where('member_id', '=', String(memberId))
    .where('active', '=', true)
    .orderBy('id')
    .execute();
}

export async function findActiveCard(db: Kysely<DB>, memberId: number, cardId: string) {
  return db
    .selectFrom('bank_cards')
    .select(['id', 'pix_key_type', 'pix_key'])
    .where('id', '=', cardId)
    .where('member_id', '=', String(memberId))
    .where('active', '=', true)
    .executeTakeFirst();
}

/** The member's CPF and the payee name the first payout account set. */
export async function memberPayee(db: Kysely<DB>, memberId: number) {
  return db
    .selectFrom('members')
    .select(['id_number', 'payee_name'])
    .where('id', '=', String(memberId))
    .executeTakeFirstOrThrow();
}

export async function insertCard(db: Kysely<DB>, values: Insertable<DB['bank_cards']>) {
  return db.insertInto('bank_cards').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function setPayeeName(db: Kysely<DB>, memberId: number, payeeName: string) {
  await db.updateTable('members').set({ payee_name: payeeName }).where('id', '=', String(memberId)).execute();
}

/** What the member asked to withdraw today, in minor units: every order but the rejected ones. */
export async function withdrawnToday(db: Kysely<DB>, memberId: number): Promise<bigint> {
  const today = await db
    .selectFrom('withdrawal_orders')
    .select(sql<string>`coalesce(sum(amount), 0)::text`.as('sum'))
    .where('member_id', '=', String(memberId))
    .where('status', '<>', 'REJECTED')
    .where('created_at', '>=', sql<Date>`date_trunc('day', now())`)
    .executeTakeFirstOrThrow();
  return BigInt(today.sum);
}

/**
 * One withdrawal of a member at a time. NO KEY UPDATE, because bets insert rows that refer to the
 * member (a key-share lock) while they hold the member's cash account: a full FOR UPDATE here would
 * wait on them in a cycle.
 */
export async function lockMemberForWithdrawal(trx: Kysely<DB>, memberId: number) {
  await trx
    .selectFrom('members')
    .select('id')
    .where('id', '=', String(memberId))
    .forNoKeyUpdate()
    .executeTakeFirstOrThrow();
}

export async function insertWithdrawalOrder(trx: Kysely<DB>, values: Insertable<DB['withdrawal_orders']>) {
  return trx
    .insertInto('withdrawal_orders')
    .values(values)
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** The order of the merchant, locked until the deciding transaction ends. */
export async function lockWithdrawalOrder(trx: Kysely<DB>, merchantId: number, orderId: string) {
  return merchantRows(trx, 'withdrawal_orders', merchantId)
    .selectAll()
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
}

export async function decideWithdrawalOrder(
  trx: Kysely<DB>,
  orderId: string,
  decision: 'PAID' | 'REJECTED',
  decidedBy: string,
  reason: string,
) {
  await trx
    .updateTable('withdrawal_orders')
    .set({ status: decision, decided_at: sql<Date>`now()`, decided_by: decidedBy, reason })
    .where('id', '=', orderId)
    .execute();
}

/** One page of the member's withdrawals, newest first, and how many there are. */
export async function memberWithdrawalPage(db: Kysely<DB>, memberId: number, page: PageRequest) {
  const orders = db.selectFrom('withdrawal_orders').where('member_id', '=', String(memberId));
  return countedPage(orders, page, (q) => q.selectAll().orderBy('id', 'desc'));
}

/**
 * The daily withdrawal maximum of the member's level, while the merchant runs a VIP programme
 * (null: no level, or the level sets none, so the site's limit applies).
 */
export async function levelWithdrawDailyMax(db: Kysely<DB>, memberId: number): Promise<bigint | null> {
  const row = await db
    .selectFrom('member_vip as v')
    .innerJoin('vip_settings as s', 's.merchant_id', 'v.merchant_id')
    .innerJoin('vip_levels as l', (join) =>
      join.onRef('l.merchant_id', '=', 'v.merchant_id').onRef('l.level', '=', 'v.level'),
    )
    .select('l.withdraw_daily_max')
    .where('v.member_id', '=', String(memberId))
    .executeTakeFirst();
  return row?.withdraw_daily_max ? BigInt(row.withdraw_daily_max) : null;
}
