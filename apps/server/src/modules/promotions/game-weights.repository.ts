import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * The platform's and the merchant's turnover weights, and those of these promotions of the
 * merchant (promotion_id set), heaviest first, with the game's names.
 */
export async function gameWeightRows(db: Kysely<DB>, merchantId: number, promotionIds: number[] = []) {
  return db
    .selectFrom('bonus_game_weights as w')
    .leftJoin('games as g', (join) =>
      join.onRef('g.vendor_code', '=', 'w.vendor_code').onRef('g.game_code', '=', 'w.game_code'),
    )
    .select([
      'w.merchant_id',
      'w.promotion_id',
      'w.game_type',
      'w.vendor_code',
      'w.game_code',
      'w.weight_percent',
      'g.names',
      'g.game_type as type_of_game',
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb('w.merchant_id', '=', merchantId), eb('w.promotion_id', 'is', null)]),
        eb('w.merchant_id', 'is', null),
        ...(promotionIds.length > 0
          ? [eb.and([eb('w.merchant_id', '=', merchantId), eb('w.promotion_id', 'in', promotionIds)])]
          : []),
      ]),
    )
    .orderBy('w.weight_percent', 'desc')
    .orderBy('w.game_type')
    .orderBy('w.game_code')
    .execute();
}
