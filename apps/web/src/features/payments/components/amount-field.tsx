import { formatMinor, typedAmount } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { splitAmount, useFormatMoney, useLocale } from '@/features/wallet';

interface AmountFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Translated error under the field. */
  error?: string;
  /** Line under the field: the limits. */
  hint?: string;
  /** One-tap amounts in minor units (spec: quick-amount chips within limits). */
  quickAmounts?: readonly bigint[];
  /** Adds an 'all' chip that fills in this amount (the withdrawable balance). */
  allAmount?: string;
}

/** The amount input of deposit and withdraw: decimal keypad, 2 decimals, errors read out. */
export function AmountField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  quickAmounts = [],
  allAmount,
}: AmountFieldProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const locale = useLocale();
  const zero = splitAmount('0', locale).digits;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="money-field amount-field">
      <label className="money-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name="amount"
        className="money-input amount-field__input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="done"
        placeholder={zero}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <span id={`${id}-hint`} className="money-field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="money-field__error" role="alert">
          {error}
        </span>
      )}
      {(quickAmounts.length > 0 || allAmount) && (
        <fieldset className="quick-amounts">
          <legend className="visually-hidden">{t('amount.quick')}</legend>
          {quickAmounts.map((minor) => {
            const amount = formatMinor(minor);
            const label = formatMoney(amount);
            // The field then reads "50,00" in Portuguese, as the keypad would write it.
            const typed = typedAmount(amount, locale);
            return (
              <button
                key={amount}
                type="button"
                className="quick-amounts__chip"
                aria-pressed={value === typed}
                aria-label={t('amount.quickLabel', { amount: label })}
                onClick={() => onChange(typed)}
              >
                {label}
              </button>
            );
          })}
          {allAmount && (
            <button
              type="button"
              className="quick-amounts__chip"
              aria-pressed={value === typedAmount(allAmount, locale)}
              onClick={() => onChange(typedAmount(allAmount, locale))}
            >
              {t('amount.all')}
            </button>
          )}
        </fieldset>
      )}
    </div>
  );
}
