import {
  AGENT_TRANSFER_MAX_AMOUNT,
  AGENT_TRANSFER_MIN_AMOUNT,
  formatMinor,
  parseAmount,
} from '@ficha/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Form, SubmitButton, useMessageText } from '@/components/form';
import { Sheet } from '@/components/sheet';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { AmountField, checkAmount, PaymentPasswordField } from '@/features/payments';
import { useFormatMoney, useInvalidateWallet, useWallet } from '@/features/wallet';
import { ApiError } from '@/lib/api-client';
import {
  checkedBy,
  encodeMessage,
  type FormMessage,
  isCode,
  refusalMessage,
  says,
  useZodForm,
} from '@/lib/form';
import { useTransferToDownline } from '../api/agents';

/** Who the money goes to: a row of the team list. */
export interface TransferTarget {
  id: number;
  account: string;
}

type TransferValues = { amount: string; paymentPassword: string };

const SIX_DIGITS = /^\d{6}$/;
const LIMITS = { min: AGENT_TRANSFER_MIN_AMOUNT, max: AGENT_TRANSFER_MAX_AMOUNT };
// Without an answer the transfer may have gone through: the same requestId again moves it at most once.
const OUTCOME_UNKNOWN = ['NETWORK_ERROR', 'BAD_RESPONSE', 'INTERNAL'];

/** The client's idempotency key of one transfer (getRandomValues works on plain http too). */
function newRequestId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

const availableMessage = (available: string): FormMessage => ({
  key: 'agents.transfer.available',
  money: { available },
});

/** The server's rules, checked before sending: 0.01 to the maximum, at most what the agent may move. */
function transferRules(available: string | undefined) {
  return checkedBy<TransferValues>((values) => {
    const amount = checkAmount(values.amount, LIMITS);
    const cash = available === undefined ? undefined : parseAmount(available);
    return {
      amount: !amount.ok
        ? amount.error
        : available !== undefined && cash !== undefined && amount.minor > cash
          ? availableMessage(available)
          : undefined,
      paymentPassword: SIX_DIGITS.test(values.paymentPassword) ? undefined : says('paymentPasswordSixDigits'),
    };
  });
}

function refusalValue(error: unknown): Record<string, unknown> {
  return error instanceof ApiError && typeof error.value === 'object' && error.value !== null
    ? (error.value as Record<string, unknown>)
    : {};
}

/** The amount field's message for a refused amount, with the server's figures formatted. */
function amountRefusal(error: unknown): FormMessage {
  const value = refusalValue(error);
  if (isCode(error, 'INSUFFICIENT_FUNDS') && typeof value.balance === 'string')
    return availableMessage(value.balance);
  if (isCode(error, 'AMOUNT_OUT_OF_RANGE') && typeof value.min === 'string' && typeof value.max === 'string')
    return { ...says('amountRange'), money: { min: value.min, max: value.max } };
  return refusalMessage(error);
}

interface TransferSheetProps {
  /** The downline the money goes to; the sheet is open while one is given. */
  target: TransferTarget | null;
  onClose: () => void;
}

/**
 * "Transfer to a downline if the operator allows it" (issue 17 part 6): amount and the 6-digit
 * payment password; the server's refusals land under their field, the others in a toast.
 */
export function TransferSheet({ target, onClose }: TransferSheetProps) {
  const { t } = useTranslation();
  return (
    <Sheet open={target !== null} onClose={onClose} title={t('agents.transfer.title')}>
      {target && <TransferForm key={target.id} target={target} onDone={onClose} />}
    </Sheet>
  );
}

function TransferForm({ target, onDone }: { target: TransferTarget; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const formatMoney = useFormatMoney();
  const messageText = useMessageText({ formatMoney });
  const wallet = useWallet();
  const invalidateWallet = useInvalidateWallet();
  const transfer = useTransferToDownline();
  const [requestId, setRequestId] = useState(newRequestId);
  const [needsPaymentPassword, setNeedsPaymentPassword] = useState(false);
  // What may leave: the cash free of bonus turnover, as for a withdrawal.
  const available = wallet.data?.withdrawable;
  const schema = useMemo(() => transferRules(available), [available]);
  const form = useZodForm(schema, { amount: '', paymentPassword: '' });

  const handleFailure = (error: unknown) => {
    const code = error instanceof ApiError ? error.code : '';
    const serverText = error instanceof ApiError ? error.message : '';
    switch (code) {
      case 'INVALID_AMOUNT':
      case 'AMOUNT_OUT_OF_RANGE':
      case 'INSUFFICIENT_FUNDS':
        form.setError('amount', { message: encodeMessage(amountRefusal(error)) }, { shouldFocus: true });
        // The balance moved since it was read: show the current one.
        if (code === 'INSUFFICIENT_FUNDS') void invalidateWallet();
        return;
      case 'WRONG_PAYMENT_PASSWORD':
      case 'PAYMENT_PASSWORD_LOCKED':
        // The server's words carry the attempts left, or how long the lock lasts.
        form.setError('paymentPassword', { message: encodeMessage({ text: serverText }) });
        return;
      case 'PAYMENT_PASSWORD_REQUIRED':
        setNeedsPaymentPassword(true);
        return;
      default:
        toast(messageText(refusalMessage(error)) ?? '', { durationMs: 3000 });
    }
  };

  const handleSubmit = async (values: TransferValues) => {
    const amount = checkAmount(values.amount, LIMITS);
    if (!amount.ok) return;
    try {
      const done = await transfer.mutateAsync({
        memberId: target.id,
        amount: formatMinor(amount.minor),
        paymentPassword: values.paymentPassword,
        requestId,
      });
      toast(t('agents.transfer.done', { amount: formatMoney(done.amount), account: target.account }));
      onDone();
    } catch (error) {
      // A refusal ends this attempt: the next submit is a new transfer with an id of its own.
      if (!isCode(error, ...OUTCOME_UNKNOWN)) setRequestId(newRequestId());
      handleFailure(error);
    }
  };

  return (
    <Form form={form} onSubmit={handleSubmit} className="agents-transfer" formatMoney={formatMoney}>
      <p className="agents-transfer__to">
        {t('agents.transfer.to')} <strong>{target.account}</strong>
      </p>
      <AmountField
        name="amount"
        label={t('agents.transfer.amount')}
        hint={
          available !== undefined
            ? t('agents.transfer.balance', { amount: formatMoney(available) })
            : undefined
        }
      />
      <PaymentPasswordField />
      {needsPaymentPassword && (
        <p className="agents-muted" role="alert">
          {t('agents.transfer.setPaymentPassword')}{' '}
          <Link to={paths.withdraw()}>{t('agents.transfer.goSetPaymentPassword')}</Link>
        </p>
      )}
      <SubmitButton>{t('agents.transfer.submit')}</SubmitButton>
    </Form>
  );
}
