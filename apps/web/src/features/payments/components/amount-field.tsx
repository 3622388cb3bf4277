import { formatMinor, typedAmount } from '@ficha/contract';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldFrame, fieldAria, useMessageText } from '@/components/form';
import { splitAmount, useFormatMoney, useLocale } from '@/features/wallet';
// The field's own look, wherever it is used (the agents' transfer sheet too).
import './payments.css';

interface AmountFieldProps {
  /** The field's name in the surrounding Form. */
  name: string;
  label: string;
  /** Line under the field: the limits. */
  hint?: string;
  /** One-tap amounts in minor units (spec: quick-amount chips within limits). */
  quickAmounts?: readonly bigint[];
  /** Adds an 'all' chip that fills in this amount (the withdrawable balance). */
  allAmount?: string;
  /** Fields whose rules read the amount (a promotion's minimum), checked again when it changes. */
  deps?: string[];
}

/** The amount input of deposit and withdraw: decimal keypad, 2 decimals, errors read out. */
export function AmountField({ name, label, hint, quickAmounts = [], allAmount, deps }: AmountFieldProps) {
  const id = useId();
  const locale = useLocale();
  const messageText = useMessageText();
  const { field, fieldState } = useController({ name, rules: { deps } });
  const error = messageText(fieldState.error?.message);
  const value: string = field.value ?? '';
  const zero = splitAmount('0', locale).digits;
  return (
    <FieldFrame
      inputId={id}
      label={label}
      error={error}
      hint={hint}
      look="money"
      className="amount-field"
      footer={
        <QuickAmounts
          value={value}
          onPick={field.onChange}
          quickAmounts={quickAmounts}
          allAmount={allAmount}
        />
      }
    >
      <input
        ref={field.ref}
        id={id}
        name={field.name}
        className="money-input amount-field__input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="done"
        placeholder={zero}
        value={value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        {...fieldAria(id, error, hint)}
      />
    </FieldFrame>
  );
}

interface QuickAmountsProps {
  value: string;
  onPick: (typed: string) => void;
  quickAmounts: readonly bigint[];
  allAmount: string | undefined;
}

function QuickAmounts({ value, onPick, quickAmounts, allAmount }: QuickAmountsProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const locale = useLocale();
  if (quickAmounts.length === 0 && !allAmount) return null;
  return (
    <fieldset className="quick-amounts">
      <legend className="visually-hidden">{t('amount.quick')}</legend>
      {quickAmounts.map((minor) => {
        const amount = formatMinor(minor);
        const amountLabel = formatMoney(amount);
        // The field then reads "50,00" in Portuguese, as the keypad would write it.
        const typed = typedAmount(amount, locale);
        return (
          <button
            key={amount}
            type="button"
            className="quick-amounts__chip"
            aria-pressed={value === typed}
            aria-label={t('amount.quickLabel', { amount: amountLabel })}
            onClick={() => onPick(typed)}
          >
            {amountLabel}
          </button>
        );
      })}
      {allAmount && (
        <button
          type="button"
          className="quick-amounts__chip"
          aria-pressed={value === typedAmount(allAmount, locale)}
          onClick={() => onPick(typedAmount(allAmount, locale))}
        >
          {t('amount.all')}
        </button>
      )}
    </fieldset>
  );
}
