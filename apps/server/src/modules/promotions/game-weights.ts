import type { GameWeight, LanguageCode } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { gameWeightRows } from './game-weights.repository.ts';

type WeightRow = Awaited<ReturnType<typeof gameWeightRows>>[number];
/** Which row wins for a target: a promotion's over the merchant's over the platform's. */
const rank = (row: WeightRow) => (row.promotion_id !== null ? 2 : row.merchant_id !== null ? 1 : 0);

/**
 * Turnover weights as the player reads them, per promotion: the merchant's rows over the
 * platform's, and a promotion's own rows over both for that promotion's grants. `forPromotion(id)`
 * answers a promotion's (the merchant's alone for a promotion with none of its own).
 */
export async function gameWeights(
  db: Kysely<DB>,
  merchant: Merchant,
  language: LanguageCode,
  promotionIds: number[] = [],
) {
  const rows = await gameWeightRows(db, merchant.id, promotionIds);
  return {
    forPromotion: (promotionId: number | null) =>
      weightsView(
        rows.filter((row) => row.promotion_id === null || row.promotion_id === promotionId),
        language,
      ),
  };
}

function weightsView(rows: WeightRow[], language: LanguageCode) {
  // A promotion's weight for a game type counts over the merchant's weight for a game of that type.
  const promotionTypes = new Set(
    rows.flatMap((row) => (row.promotion_id !== null && row.game_type !== null ? [row.game_type] : [])),
  );
  const chosen = new Map<string, WeightRow>();
  for (const row of rows) {
    const typeOverridden = row.type_of_game !== null && promotionTypes.has(row.type_of_game);
    if (row.promotion_id === null && row.game_type === null && typeOverridden) continue;
    const key = row.game_type ?? `${row.vendor_code}|${row.game_code}`;
    const seen = chosen.get(key);
    if (!seen || rank(row) > rank(seen)) chosen.set(key, row);
  }
  return [...chosen.values()].map(
    (row): GameWeight => ({
      gameType: row.game_type,
      game:
        row.game_type === null
          ? ((row.names as Record<string, string> | null)?.[language] ?? row.game_code)
          : null,
      weightPercent: row.weight_percent,
    }),
  );
}
