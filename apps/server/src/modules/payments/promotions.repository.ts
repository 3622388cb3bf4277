import { DEPOSIT_PROMOTION_KINDS } from '@ficha/contract';
import { type Insertable, type Kysely, sql } from 'kysely';
import { merchantRows } from '../../db/merchant-rows.ts';
import type { DB } from '../../db/schema.ts';

/** Deposit promotions, welcome-bonus claims, turnover weights and the requirements a bonus brings. */

/** The merchant's deposit promotions running now (active and inside their schedule). */
export async function activePromotions(db: Kysely<DB>, merchantId: number) {
  return runningDepositPromotions(db, merchantId).selectAll().orderBy('sort').orderBy('id').execute();
}

export async function findActivePromotion(db: Kysely<DB>, merchantId: number, promotionId: number) {
  return runningDepositPromotions(db, merchantId)
    .select(['id', 'min_deposit', 'kind', 'settings'])
    .where('id', '=', promotionId)
    .executeTakeFirst();
}

function runningDepositPromotions(db: Kysely<DB>, merchantId: number) {
  return merchantRows(db, 'promotions', merchantId)
    .where('active', '=', true)
    .where('kind', 'in', [...DEPOSIT_PROMOTION_KINDS])
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', sql<Date>`now()`)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', sql<Date>`now()`)]));
}

export async function getPromotion(trx: Kysely<DB>, promotionId: number) {
  return trx.selectFrom('promotions').selectAll().where('id', '=', promotionId).executeTakeFirstOrThrow();
}

/** The member's CPF (null when not given yet): a welcome bonus is once per CPF too. */
export async function memberIdNumber(db: Kysely<DB>, memberId: string) {
  return db.selectFrom('members').select('id_number').where('id', '=', memberId).executeTakeFirstOrThrow();
}

/** Whether the member, or anyone with the member's CPF, claimed the merchant's welcome bonus. */
export async function hasWelcomeClaim(
  db: Kysely<DB>,
  merchantId: number,
  memberId: number,
  idNumber: string | null,
) {
  let claimed = merchantRows(db, 'welcome_bonus_claims', merchantId)
    .select('member_id')
    .where('member_id', '=', String(memberId));
  if (idNumber !== null)
    claimed = claimed.union(
      merchantRows(db, 'welcome_bonus_claims', merchantId)
        .select('member_id')
        .where('id_number', '=', idNumber),
    );
  return (await claimed.executeTakeFirst()) !== undefined;
}

/** Inserts the claim unless its unique keys (member, CPF) hold one already; undefined then. */
export async function insertWelcomeClaim(trx: Kysely<DB>, values: Insertable<DB['welcome_bonus_claims']>) {
  return trx
    .insertInto('welcome_bonus_claims')
    .values(values)
    .onConflict((oc) => oc.doNothing())
    .returning('member_id')
    .executeTakeFirst();
}
