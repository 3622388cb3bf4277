import type { WithdrawOrder } from '@ficha/contract';
import { formatMinor } from '@ficha/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, SubmitButton } from '@/components/form';
import { useToast } from '@/components/toast';
import { toMinor, useFormatMoney, useInvalidateWallet, useWallet } from '@/features/wallet';
import { ApiError } from '@/lib/api-client';
import { checkedBy, encodeMessage, type FormMessage, says, useZodForm } from '@/lib/form';
import { paymentsKeys } from '../api/payments-keys';
import { useMemberScope } from '../api/use-member-scope';
import { useRequestWithdrawal } from '../api/withdraw';
import { useWithdrawSettings } from '../api/withdraw-settings';
import { type AmountLimits, checkAmount } from '../lib/amount';
import { moneyRefusal, useMoneyMessageText } from '../lib/money-refusal';
import { AmountField } from './amount-field';
import { PaymentPasswordField } from './payment-password-field';
import { useWithdrawLimitsHint } from './withdraw-limits';

type WithdrawValues = { amount: string; paymentPassword: string };

const SIX_DIGITS = /^\d{6}$/;

function withdrawRules(limits: AmountLimits) {
  return checkedBy<WithdrawValues>((values) => {
    const amount = checkAmount(values.amount, limits);
    return {
      amount: amount.ok ? undefined : amount.error,
      paymentPassword: SIX_DIGITS.test(values.paymentPassword) ? undefined : says('paymentPasswordSixDigits'),
    };
  });
}

interface WithdrawFormProps {
  accountId: string | undefined;
  /** The account error is shown by the accounts list above the form. */
  onAccountError: (message: FormMessage | undefined) => void;
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
  const toast = useToast();
  const queryClient = useQueryClient();
  const { member } = useMemberScope();
  const formatMoney = useFormatMoney();
  const messageText = useMoneyMessageText();
  const wallet = useWallet();
  const invalidateWallet = useInvalidateWallet();
  const withdraw = useRequestWithdrawal();
  const settings = useWithdrawSettings().data;
  const limitsHint = useWithdrawLimitsHint(settings);
  const available = wallet.data?.withdrawable;
  const limits = useMemo(
    () => ({ available, min: settings?.minAmount, max: settings?.maxAmount }),
    [available, settings?.minAmount, settings?.maxAmount],
  );
  const schema = useMemo(() => withdrawRules(limits), [limits]);
  const form = useZodForm(schema, { amount: '', paymentPassword: '' });

  const handleFailure = (error: unknown) => {
    const message = moneyRefusal(error);
    const code = error instanceof ApiError ? error.code : '';
    const toastIt = () => toast(messageText(message) ?? '', { durationMs: 3000 });
    switch (code) {
      case 'INVALID_AMOUNT':
      case 'AMOUNT_OUT_OF_RANGE':
      case 'INSUFFICIENT_FUNDS':
      case 'DAILY_LIMIT':
        form.setError('amount', { message: encodeMessage(message) });
        // The balance moved since it was read (a bet in another tab): show the current one.
        if (code === 'INSUFFICIENT_FUNDS') void invalidateWallet();
        return;
      case 'WRONG_PAYMENT_PASSWORD':
        // The server's words carry the attempts left before the lock.
        form.setError('paymentPassword', {
          message: encodeMessage(error instanceof ApiError ? { text: error.message } : message),
        });
        return;
      case 'CARD_NOT_OWNED':
        onAccountError(message);
        void queryClient.invalidateQueries({ queryKey: paymentsKeys.cards(member) });
        return;
      case 'PAYOUT_NOT_OWN_CPF':
      case 'PAYOUT_KEY_OWNER_UNCONFIRMED':
        // The chosen account is not in the member's own CPF: said under the account picker.
        onAccountError(message);
        return;
      case 'PAYMENT_PASSWORD_LOCKED':
      case 'PAYMENT_PASSWORD_REQUIRED':
        // The lock (with its reset), or the step to set one, appears in place of this form.
        void queryClient.invalidateQueries({ queryKey: paymentsKeys.hasPassword(member) });
        return toastIt();
      default:
        toastIt();
    }
  };

  const handleSubmit = async (values: WithdrawValues) => {
    const amount = checkAmount(values.amount, limits);
    if (!amount.ok || !accountId) return;
    try {
      const order = await withdraw.mutateAsync({
        cardId: accountId,
        amount: formatMinor(amount.minor),
        paymentPassword: values.paymentPassword,
      });
      void invalidateWallet();
      onDone(order);
    } catch (error) {
      handleFailure(error);
    }
  };

  return (
    <Form
      form={form}
      onSubmit={handleSubmit}
      onSubmitAttempt={() => onAccountError(accountId ? undefined : says('accountRequired'))}
      className="money-card money-form"
      aria-label={t('withdraw.formTitle')}
      formatMoney={formatMoney}
    >
      <AmountField
        name="amount"
        label={t('withdraw.amount')}
        hint={limitsHint}
        allAmount={available && available !== '0.00' ? available : undefined}
      />
      <PaymentPasswordField />
      {wallet.data && (toMinor(wallet.data.bonusBalance) ?? 0n) > 0n && (
        // Issue 18: before confirming, what the withdrawal does to the active bonus.
        <p className="withdrawable__turnover" role="note" data-testid="withdraw-bonus-notice">
          {t('promotions.withdrawNotice', {
            bonus: formatMoney(wallet.data.bonusBalance),
            unmet: formatMoney(wallet.data.unmetTurnover),
            withdrawable: formatMoney(wallet.data.withdrawable),
          })}
        </p>
      )}
      <SubmitButton>{t('withdraw.submit')}</SubmitButton>
    </Form>
  );
}
