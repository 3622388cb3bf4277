import type { DepositPromotion } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '@/features/wallet';
import type { TranslationKey } from '@/i18n/keys';

/**
 * Every term of a promotion, shown before the player accepts it (hardening 13): turnover, how
 * much each kind of game counts towards it, the maximum bet while the bonus is active, the most
 * of the bonus that becomes cash, and whether it is once per person.
 */
export function PromotionTerms({ promo }: { promo: DepositPromotion }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const byWeight = new Map<number, string[]>();
  for (const weight of promo.gameWeights) {
    const label =
      weight.game ??
      t(`category.${weight.gameType}` as TranslationKey, { defaultValue: weight.gameType ?? '' });
    byWeight.set(weight.weightPercent, [...(byWeight.get(weight.weightPercent) ?? []), label]);
  }
  const weights = [...byWeight.entries()]
    .sort(([a], [b]) => b - a)
    .map(([percent, labels]) => `${percent}%: ${labels.join(', ')}`)
    .join(' · ');
  // Spans, not a list: the terms sit inside the option's label, which takes phrasing content only.
  return (
    <span className="promo-terms">
      <span>
        {promo.fixedAmount !== null
          ? t('promo.termsFixed', {
              amount: formatMoney(promo.fixedAmount),
              min: formatMoney(promo.minDeposit),
              times: promo.turnoverMultiplier,
            })
          : t('promo.terms', {
              percent: promo.percent,
              max: formatMoney(promo.maxBonus),
              min: formatMoney(promo.minDeposit),
              times: promo.turnoverMultiplier,
            })}
      </span>
      {weights && <span>{t('promo.weights', { weights })}</span>}
      <span>{t('promo.lowRisk')}</span>
      <span>{t('promo.maxBet', { max: formatMoney(promo.maxBet) })}</span>
      <span>
        {promo.maxConversion === null
          ? t('promo.wholeConversion')
          : t('promo.maxConversion', { max: formatMoney(promo.maxConversion) })}
      </span>
      {promo.oncePerPerson && <span>{t('promo.oncePerPerson')}</span>}
    </span>
  );
}
