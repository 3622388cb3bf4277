import type { WithdrawOrder } from '@ficha/contract';
import { formatMinor } from '@ficha/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { useInvalidateWallet, useWallet } from '@/features/wallet';
import { ApiError } from '@/lib/api-client';
import { paymentsKeys } from '../api/payments-keys';
import { useMemberScope } from '../api/use-member-scope';
import { useRequestWithdrawal } from '../api/withdraw';
import { useWithdrawSettings } from '../api/withdraw-settings';
import { checkAmount } from '../lib/amount';
import { type FieldMessage, refusalMessage, useFieldMessageText } from '../lib/field-message';
import { AmountField } from './amount-field';
import { useWithdrawLimitsHint } from './withdraw-limits';

type Field = 'account' | 'amount' | 'paymentPassword';

interface WithdrawFormProps {
  accountId: string | undefined;
  /** The account error is shown by the accounts list above the form. */
  onAccountError: (message: FieldMessage | undefined) => void;
  onDone: (order: WithdrawOrder) => void;
}

/**
 * Amount and payment password (issue 4 part 5). The server's limits (min, max, daily) are shown
 * under the amount before submitting (hardening 16) and the amount is checked against them and the
 * withdrawable balance before sending; the server checks again, and its refusals land on the
 * amount, in the server's own words when only its message carries the figures.
 */
export function WithdrawForm({ accountId, onAccountError, onDone }: WithdrawFormProps) {
  const { t } = useTranslation();
  const ids = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { member } = useMemberScope();
  const messageText = useFieldMessageText();
  const wallet = useWallet();
  const invalidateWallet = useInvalidateWallet();
  const withdraw = useRequestWithdrawal();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [isSubmitted, setSubmitted] = useState(false);
  const [refusals, setRefusals] = useState<Partial<Record<Field, FieldMessage>>>({});

  const settings = useWithdrawSettings().data;
  const limitsHint = useWithdrawLimitsHint(settings);
  const available = wallet.data?.withdrawable;
  const amountCheck = checkAmount(amount, { available, min: settings?.minAmount, max: settings?.maxAmount });
  const errors: Partial<Record<Field, FieldMessage>> = { ...refusals };
  if (isSubmitted) {
    if (!amountCheck.ok) errors.amount = amountCheck.error;
    if (!/^\d{6}$/.test(password)) errors.paymentPassword = { key: 'paymentPassword.sixDigits' };
  }

  const clear = (field: Field) => setRefusals(({ [field]: _, ...rest }) => rest);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setRefusals({});
    if (!accountId) {
      onAccountError({ key: 'withdraw.chooseAccount' });
      return;
    }
    onAccountError(undefined);
    if (!amountCheck.ok || !/^\d{6}$/.test(password)) return;
    withdraw.mutate(
      { cardId: accountId, amount: formatMinor(amountCheck.minor), paymentPassword: password },
      {
        onSuccess: (order) => {
          void invalidateWallet();
          onDone(order);
        },
        onError: (error) => {
          const message = refusalMessage(error);
          const code = error instanceof ApiError ? error.code : '';
          switch (code) {
            case 'INVALID_AMOUNT':
            case 'AMOUNT_OUT_OF_RANGE':
            case 'INSUFFICIENT_FUNDS':
            case 'DAILY_LIMIT':
              setRefusals({ amount: message });
              // The balance moved since it was read (a bet in another tab): show the current one.
              if (code === 'INSUFFICIENT_FUNDS') void invalidateWallet();
              return;
            case 'WRONG_PAYMENT_PASSWORD':
              // The server's words carry the attempts left before the lock.
              setRefusals({ paymentPassword: error instanceof ApiError ? { text: error.message } : message });
              return;
            case 'PAYMENT_PASSWORD_LOCKED':
              // The lock, with its reset, appears in place of this form.
              void queryClient.invalidateQueries({ queryKey: paymentsKeys.hasPassword(member) });
              toast(messageText(message) ?? '', { durationMs: 3000 });
              return;
            case 'CARD_NOT_OWNED':
              onAccountError(message);
              void queryClient.invalidateQueries({ queryKey: paymentsKeys.cards(member) });
              return;
            case 'PAYMENT_PASSWORD_REQUIRED':
              // The step to set it appears in place of this form.
              void queryClient.invalidateQueries({ queryKey: paymentsKeys.hasPassword(member) });
              toast(messageText(message) ?? '', { durationMs: 3000 });
              return;
            default:
              toast(messageText(message) ?? '', { durationMs: 3000 });
          }
        },
      },
    );
  };

  return (
    <form
      className="money-card money-form"
      onSubmit={handleSubmit}
      noValidate
      aria-label={t('withdraw.formTitle')}
    >
      <AmountField
        id={`${ids}-amount`}
        label={t('withdraw.amount')}
        value={amount}
        onChange={(value) => {
          setAmount(value);
          clear('amount');
        }}
        error={messageText(errors.amount)}
        hint={limitsHint}
        allAmount={available && available !== '0.00' ? available : undefined}
      />
      <div className="money-field">
        <label className="money-field__label" htmlFor={`${ids}-password`}>
          {t('withdraw.paymentPassword')}
        </label>
        <input
          id={`${ids}-password`}
          className="money-input"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={password}
          aria-invalid={errors.paymentPassword ? true : undefined}
          aria-describedby={errors.paymentPassword ? `${ids}-password-error` : undefined}
          onChange={(event) => {
            setPassword(event.target.value.replace(/\D/g, ''));
            clear('paymentPassword');
          }}
        />
        {errors.paymentPassword && (
          <span id={`${ids}-password-error`} className="money-field__error" role="alert">
            {messageText(errors.paymentPassword)}
          </span>
        )}
      </div>
      <button type="submit" className="btn btn--primary btn--block" disabled={withdraw.isPending}>
        {withdraw.isPending ? t('in_please_wait') : t('withdraw.submit')}
      </button>
    </form>
  );
}
