import type { PromotionGameWeight } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * A promotion's own turnover weights: rows of bonus_game_weights with its promotion_id (and its
 * merchant's id), which override the merchant's and the platform's for its grants.
 */

type WeightRow = {
  game_type: string | null;
  vendor_code: string | null;
  game_code: string | null;
  weight_percent: number;
};

export function weightOfRow(row: WeightRow): PromotionGameWeight {
  return row.game_type !== null
    ? { gameType: row.game_type, weightPercent: row.weight_percent }
    : { vendorCode: row.vendor_code ?? '', gameCode: row.game_code ?? '', weightPercent: row.weight_percent };
}

/** The weights of these promotions, by promotion id, types first. */
export async function promotionWeights(db: Kysely<DB>, promotionIds: number[]) {
  const byPromotion = new Map<number, PromotionGameWeight[]>();
  if (promotionIds.length === 0) return byPromotion;
  const rows = await db
    .selectFrom('bonus_game_weights')
    .select(['promotion_id', 'game_type', 'vendor_code', 'game_code', 'weight_percent'])
    .where('promotion_id', 'in', promotionIds)
    .orderBy('promotion_id')
    .orderBy('game_type')
    .orderBy('vendor_code')
    .orderBy('game_code')
    .execute();
  for (const row of rows) {
    const id = row.promotion_id!;
    byPromotion.set(id, [...(byPromotion.get(id) ?? []), weightOfRow(row)]);
  }
  return byPromotion;
}

/** Replaces the promotion's weights with these (none: the merchant's weights apply). */
export async function replacePromotionWeights(
  trx: Kysely<DB>,
  merchantId: number,
  promotionId: number,
  weights: PromotionGameWeight[],
) {
  await trx.deleteFrom('bonus_game_weights').where('promotion_id', '=', promotionId).execute();
  if (weights.length === 0) return;
  await trx
    .insertInto('bonus_game_weights')
    .values(
      weights.map((w) => ({
        merchant_id: merchantId,
        promotion_id: promotionId,
        game_type: 'gameType' in w ? w.gameType : null,
        vendor_code: 'gameType' in w ? null : w.vendorCode,
        game_code: 'gameType' in w ? null : w.gameCode,
        weight_percent: w.weightPercent,
      })),
    )
    .execute();
}
