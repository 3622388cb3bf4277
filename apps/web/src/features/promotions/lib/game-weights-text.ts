import type { GameWeight } from '@ficha/contract';
import type { TFunction } from 'i18next';
import type { TranslationKey } from '@/i18n/keys';

/**
 * A promotion's turnover weights in one line, heaviest first: "100%: Slots, Fish · 10%: Crash".
 * The same reading the deposit screen's terms give (features/payments promotion-terms.tsx).
 */
export function gameWeightsText(weights: GameWeight[], t: TFunction): string {
  const byWeight = new Map<number, string[]>();
  for (const weight of weights) {
    const label =
      weight.game ??
      t(`category.${weight.gameType}` as TranslationKey, { defaultValue: weight.gameType ?? '' });
    byWeight.set(weight.weightPercent, [...(byWeight.get(weight.weightPercent) ?? []), label]);
  }
  return [...byWeight.entries()]
    .sort(([a], [b]) => b - a)
    .map(([percent, labels]) => `${percent}%: ${labels.join(', ')}`)
    .join(' · ');
}
