import { PROMOTION_GAME_WEIGHTS_MAX, type PromotionGameWeight } from '@ficha/contract';

/**
 * A promotion's own turnover weights as the form edits them: a game type (lobby category) and a
 * percent per row. A single game's row (set through the API) is kept as it is, its percent editable.
 */
export interface WeightValue {
  gameType: string;
  /** Set for a single game's row. */
  game: { vendorCode: string; gameCode: string } | null;
  percent: string;
}

export const MAX_WEIGHTS = PROMOTION_GAME_WEIGHTS_MAX;

export const weightValuesOf = (weights: PromotionGameWeight[]): WeightValue[] =>
  weights.map((w) =>
    'gameType' in w
      ? { gameType: w.gameType, game: null, percent: String(w.weightPercent) }
      : {
          gameType: '',
          game: { vendorCode: w.vendorCode, gameCode: w.gameCode },
          percent: String(w.weightPercent),
        },
  );

/** The weights to send; a row's problem (percent, duplicate) under `gameWeights.<row>`. */
export function gameWeightsOf(rows: WeightValue[], errors: Record<string, string>): PromotionGameWeight[] {
  const seen = new Set<string>();
  return rows.map((row, i) => {
    const target = row.game ? `${row.game.vendorCode}|${row.game.gameCode}` : row.gameType;
    if (!/^\d{1,3}$/.test(row.percent.trim()) || Number(row.percent) > 100)
      errors[`gameWeights.${i}`] = 'weightPercent';
    else if (seen.has(target)) errors[`gameWeights.${i}`] = 'weightDuplicate';
    seen.add(target);
    const weightPercent = Number(row.percent);
    return row.game ? { ...row.game, weightPercent } : { gameType: row.gameType, weightPercent };
  });
}
