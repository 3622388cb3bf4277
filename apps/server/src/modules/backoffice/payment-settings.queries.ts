import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** A merchant's payment settings as the console edits them (issue 15 part 5). */

export function merchantPaymentRow(db: Kysely<DB>, merchantId: number) {
  return db
    .selectFrom('merchants')
    .select([
      'id',
      'code',
      'currency',
      'demo',
      'pix_gateway',
      'withdraw_min',
      'withdraw_max',
      'withdraw_daily_max',
      'payments_version',
    ])
    .where('id', '=', merchantId)
    .executeTakeFirst();
}

export function merchantDepositMethods(db: Kysely<DB>, merchantId: number) {
  return db
    .selectFrom('deposit_methods')
    .select(['id', 'code', 'name', 'min_amount', 'max_amount', 'active'])
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/**
 * Writes the merchant's gateway and withdrawal limits when its version is still the one the page
 * read, and bumps it; false when someone changed them meanwhile. The database refuses the sandbox
 * gateway on a merchant that is not a demo site (merchants_sandbox_demo_only).
 */
export async function updateMerchantPayments(
  db: Kysely<DB>,
  merchantId: number,
  version: number,
  values: { pixGateway: string | null; withdrawMin: bigint; withdrawMax: bigint; withdrawDailyMax: bigint },
): Promise<boolean> {
  const done = await db
    .updateTable('merchants')
    .set({
      pix_gateway: values.pixGateway,
      withdraw_min: String(values.withdrawMin),
      withdraw_max: String(values.withdrawMax),
      withdraw_daily_max: String(values.withdrawDailyMax),
      payments_version: sql<number>`payments_version + 1`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', merchantId)
    .where('payments_version', '=', version)
    .executeTakeFirst();
  return done.numUpdatedRows > 0n;
}

/** One deposit method's range and switch; only a method of this merchant. */
export async function updateDepositMethod(
  db: Kysely<DB>,
  merchantId: number,
  method: { id: number; minAmount: bigint; maxAmount: bigint; active: boolean },
): Promise<boolean> {
  const done = await db
    .updateTable('deposit_methods')
    .set({
      min_amount: String(method.minAmount),
      max_amount: String(method.maxAmount),
      active: method.active,
    })
    .where('id', '=', method.id)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return done.numUpdatedRows > 0n;
}
