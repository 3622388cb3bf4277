import type { DepositMethod } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '@/features/wallet';
import { MethodIcon } from './method-icon';

interface MethodPickerProps {
  methods: readonly DepositMethod[];
  selectedId: number | undefined;
  onSelect: (method: DepositMethod) => void;
  /** Spec section 4 'Template': tiles on the new deposit layout, rows on the base one. */
  layout: 'new' | 'base';
}

/** The merchant's deposit methods as choices, each with its min and max. */
export function MethodPicker({ methods, selectedId, onSelect, layout }: MethodPickerProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <fieldset className={`method-picker method-picker--${layout}`}>
      <legend className="money-section__title">{t('deposit.method')}</legend>
      <div className="method-picker__options">
        {methods.map((method) => (
          <label key={method.id} className="choice-card method-option" data-method={method.code}>
            <input
              type="radio"
              name="deposit-method"
              className="method-option__radio"
              value={method.id}
              checked={method.id === selectedId}
              onChange={() => onSelect(method)}
            />
            <span className="icon-badge method-option__icon">
              <MethodIcon code={method.code} />
            </span>
            <span className="method-option__text">
              <span className="method-option__name">
                {method.name}
                {method.code === 'PIX' && <span className="chip chip--success">{t('deposit.instant')}</span>}
              </span>
              <span className="meta-text method-option__limits">
                {t('amount.limits', {
                  min: formatMoney(method.minAmount),
                  max: formatMoney(method.maxAmount),
                })}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
