import type { Database } from '../src/db/database.ts';

/**
 * The deposit-bonus tests written before issue 18 run on the Ficha merchant (BRL), whose Brazilian
 * profile now forbids deposit bonuses: they license it permissively and give it back the welcome
 * bonus it had (100% up to R$ 500, 10x, max bet R$ 25, max conversion R$ 200). Answers its id.
 */
export async function permissiveWelcomeBonus(db: Database['db'], merchantId: number): Promise<number> {
  await db
    .updateTable('merchants')
    .set({ jurisdiction: 'PERMISSIVE' })
    .where('id', '=', merchantId)
    .execute();
  const row = await db
    .insertInto('promotions')
    .values({
      merchant_id: merchantId,
      kind: 'WELCOME',
      titles: JSON.stringify({
        PT: 'Bônus de boas-vindas 100% até R$ 500',
        EN: '100% welcome bonus up to R$ 500',
      }),
      percent: 100,
      max_bonus: '50000',
      min_deposit: '2000',
      turnover_multiplier: 10,
      max_bet: '2500',
      max_conversion: '20000',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The id of the merchant's promotion of `kind` (the demo seed has one of each kind its licence allows). */
export async function promotionIdOf(db: Database['db'], merchantId: number, kind: string): Promise<number> {
  const row = await db
    .selectFrom('promotions')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A merchant's promotion everyone may see: its cashback (both demo licences allow it). */
export const cashbackOf = (db: Database['db'], merchantId: number) =>
  promotionIdOf(db, merchantId, 'CASHBACK');

/**
 * The console's body for a new promotion of the merchant: free play of a fixed 1.00 with a 1x
 * turnover unless `changes` say otherwise.
 */
export const fixedPromotionBody = (merchantId: number, changes: Record<string, unknown> = {}) => ({
  merchantId,
  kind: 'FREE_PLAY',
  category: 'FREE_PLAY',
  titles: { EN: 'Free play' },
  descriptions: { EN: '<p>Free play</p>' },
  fixedAmount: '1.00',
  maxBonus: '1.00',
  turnoverMultiplier: 1,
  ...changes,
});
