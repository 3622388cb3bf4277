import type { DepositPromotion } from '@ficha/contract';
import { formatMinor } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { Money, toMinor } from '@/features/wallet';
import { promotionBonus } from '../lib/amount';
import { PromotionTerms } from './promotion-terms';

interface PromotionPickerProps {
  promotions: readonly DepositPromotion[];
  selectedId: number | undefined;
  onSelect: (id: number | undefined) => void;
  /** The valid typed amount in minor units, to preview the bonus; undefined while none. */
  amountMinor: bigint | undefined;
  error?: string;
}

/**
 * Deposit promotions to opt into (issue 4 part 4: a bonus with a turnover requirement). Each
 * shows what the typed amount would earn and how much must be wagered before the bonus can be
 * withdrawn, computed in integer minor units like the server does.
 */
export function PromotionPicker({
  promotions,
  selectedId,
  onSelect,
  amountMinor,
  error,
}: PromotionPickerProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="promo-picker" aria-describedby={error ? 'promo-error' : undefined}>
      <legend className="money-section__title">{t('promo.title')}</legend>
      <label className="choice-card promo-option">
        <input
          type="radio"
          name="deposit-promo"
          className="promo-option__radio"
          checked={selectedId === undefined}
          onChange={() => onSelect(undefined)}
        />
        <span className="promo-option__text">
          <span className="promo-option__name">{t('promo.none')}</span>
        </span>
      </label>
      {promotions.map((promo) => {
        const minDeposit = toMinor(promo.minDeposit) ?? 0n;
        const qualifies = amountMinor !== undefined && amountMinor >= minDeposit;
        const bonus = qualifies ? promotionBonus(amountMinor, promo) : undefined;
        const turnover =
          bonus !== undefined && amountMinor !== undefined
            ? (amountMinor + bonus) * BigInt(promo.turnoverMultiplier)
            : undefined;
        return (
          <label key={promo.id} className="choice-card promo-option">
            <input
              type="radio"
              name="deposit-promo"
              className="promo-option__radio"
              checked={selectedId === promo.id}
              onChange={() => onSelect(promo.id)}
            />
            <span className="promo-option__text">
              <span className="promo-option__name">{promo.title}</span>
              <span className="meta-text">
                <PromotionTerms promo={promo} />
              </span>
              {bonus !== undefined && turnover !== undefined && (
                <span className="promo-option__preview">
                  <span>
                    {t('promo.bonus')} <Money amount={formatMinor(bonus)} signed />
                  </span>
                  <span>
                    {t('promo.turnover')} <Money amount={formatMinor(turnover)} />
                  </span>
                </span>
              )}
            </span>
          </label>
        );
      })}
      {error && (
        <span id="promo-error" className="money-field__error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
