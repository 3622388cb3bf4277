import type { DepositMethod, DepositOrder } from '@ficha/contract';
import { formatMinor } from '@ficha/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/skeleton';
import { StateView } from '@/components/state-view';
import { useToast } from '@/components/toast';
import { ListError, Money, toMinor, useFormatMoney } from '@/features/wallet';
import { useCreateDeposit } from '../api/create-deposit';
import { useDepositMethods, useDepositPromotions } from '../api/deposit-methods';
import { checkAmount, promotionBonus, quickAmounts } from '../lib/amount';
import { type FieldMessage, refusalField, refusalMessage, useFieldMessageText } from '../lib/field-message';
import { AmountField } from './amount-field';
import { BankDetails } from './bank-details';
import { MethodPicker } from './method-picker';
import { PromotionPicker } from './promotion-picker';

// Spec section 9: toasts last 1.5 s or 3 s; a refused deposit deserves the longer one.
const REFUSAL_TOAST_MS = 3000;
const REFERENCE_MAX = 120;

export interface CreatedDeposit {
  order: DepositOrder;
  reference?: string;
  promotionId?: number;
  receivedAt: number;
}

interface DepositFormProps {
  layout: 'new' | 'base';
  onCreated: (created: CreatedDeposit) => void;
}

type Field = 'amount' | 'reference' | 'promotion';

/** The deposit form: method, amount within its limits, promotion, and for a transfer the reference. */
export function DepositForm({ layout, onCreated }: DepositFormProps) {
  const { t } = useTranslation();
  const methods = useDepositMethods();

  if (methods.isPending) return <DepositFormSkeleton />;
  if (methods.isError) {
    return (
      <ListError error={methods.error} onRetry={() => methods.refetch()} isRetrying={methods.isFetching} />
    );
  }
  if (methods.data.length === 0) {
    return <StateView icon="coins" title={t('no data')} description={t('deposit.noMethods')} />;
  }
  return <DepositFormFields layout={layout} methods={methods.data} onCreated={onCreated} />;
}

function DepositFormFields({
  layout,
  methods,
  onCreated,
}: DepositFormProps & { methods: readonly DepositMethod[] }) {
  const { t } = useTranslation();
  const ids = useId();
  const toast = useToast();
  const formatMoney = useFormatMoney();
  const messageText = useFieldMessageText();
  const promotions = useDepositPromotions();
  const createDeposit = useCreateDeposit();
  const [methodId, setMethodId] = useState(methods[0]?.id);
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [promotionId, setPromotionId] = useState<number>();
  const [isSubmitted, setSubmitted] = useState(false);
  const [refusals, setRefusals] = useState<Partial<Record<Field, FieldMessage>>>({});

  const method = methods.find((item) => item.id === methodId) ?? methods[0];
  if (!method) return null;
  const promotion = promotions.data?.find((item) => item.id === promotionId);
  const amountCheck = checkAmount(amount, { min: method.minAmount, max: method.maxAmount });
  const amountMinor = amountCheck.ok ? amountCheck.minor : undefined;
  const promoMinimum = promotion ? toMinor(promotion.minDeposit) : undefined;

  // Rules are checked live once the member has tried to submit; before that only the server's refusals show.
  const errors: Partial<Record<Field, FieldMessage>> = { ...refusals };
  if (isSubmitted) {
    if (!amountCheck.ok) errors.amount = amountCheck.error;
    if (method.code === 'BANK_TRANSFER' && !reference.trim())
      errors.reference = { key: 'deposit.referenceRequired' };
    if (promotion && amountMinor !== undefined && promoMinimum !== undefined && amountMinor < promoMinimum) {
      errors.promotion = { key: 'promo.minDeposit', money: { min: promotion.minDeposit } };
    }
  }
  const bonus =
    promotion && amountMinor !== undefined && promoMinimum !== undefined && amountMinor >= promoMinimum
      ? promotionBonus(amountMinor, promotion.percent, promotion.maxBonus)
      : 0n;

  const clearRefusal = (field: Field) => setRefusals(({ [field]: _, ...rest }) => rest);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setRefusals({});
    if (!amountCheck.ok) return;
    if (method.code === 'BANK_TRANSFER' && !reference.trim()) return;
    if (promoMinimum !== undefined && amountCheck.minor < promoMinimum) return;
    const base = { methodId: method.id, amount: formatMinor(amountCheck.minor), promotionId: promotion?.id };
    const submission =
      method.code === 'PIX'
        ? { kind: 'PIX' as const, ...base }
        : { kind: 'BANK_TRANSFER' as const, ...base, reference: reference.trim() };
    createDeposit.mutate(submission, {
      onSuccess: (order) =>
        onCreated({
          order,
          reference: submission.kind === 'BANK_TRANSFER' ? submission.reference : undefined,
          promotionId: promotion?.id,
          receivedAt: Date.now(),
        }),
      onError: (error) => {
        const field = refusalField(error);
        const message = refusalMessage(error);
        if (field === 'amount' || field === 'reference') setRefusals({ [field]: message });
        else if (field === 'promotionId') setRefusals({ promotion: message });
        else toast(messageText(message) ?? '', { durationMs: REFUSAL_TOAST_MS });
      },
    });
  };

  return (
    <form className={`deposit-form deposit-form--${layout}`} onSubmit={handleSubmit} noValidate>
      <MethodPicker
        layout={layout}
        methods={methods}
        selectedId={method.id}
        onSelect={(next) => {
          setMethodId(next.id);
          setRefusals({});
        }}
      />
      <section className="money-card">
        <AmountField
          id={`${ids}-amount`}
          label={t('deposit.amount')}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            clearRefusal('amount');
          }}
          hint={t('amount.limits', {
            min: formatMoney(method.minAmount),
            max: formatMoney(method.maxAmount),
          })}
          error={messageText(errors.amount)}
          quickAmounts={quickAmounts(method.minAmount, method.maxAmount)}
        />
      </section>
      {method.code === 'BANK_TRANSFER' && (
        <section className="money-card">
          <BankDetails details={method.details} />
          <div className="money-field">
            <label className="money-field__label" htmlFor={`${ids}-reference`}>
              {t('deposit.reference')}
            </label>
            <input
              id={`${ids}-reference`}
              className="money-input"
              maxLength={REFERENCE_MAX}
              autoComplete="off"
              value={reference}
              aria-invalid={errors.reference ? true : undefined}
              aria-describedby={`${ids}-reference-hint${errors.reference ? ` ${ids}-reference-error` : ''}`}
              onChange={(event) => {
                setReference(event.target.value);
                clearRefusal('reference');
              }}
            />
            <span id={`${ids}-reference-hint`} className="money-field__hint">
              {t('deposit.referenceHint')}
            </span>
            {errors.reference && (
              <span id={`${ids}-reference-error`} className="money-field__error" role="alert">
                {messageText(errors.reference)}
              </span>
            )}
          </div>
        </section>
      )}
      {promotions.isError ? (
        <div className="widget-error" role="alert">
          <span>{t('promo.loadFailed')}</span>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => promotions.refetch()}>
            {t('action.retry')}
          </button>
        </div>
      ) : (
        (promotions.data?.length ?? 0) > 0 && (
          <section className="money-card">
            <PromotionPicker
              promotions={promotions.data ?? []}
              selectedId={promotionId}
              onSelect={(id) => {
                setPromotionId(id);
                clearRefusal('promotion');
              }}
              amountMinor={amountMinor}
              error={messageText(errors.promotion)}
            />
          </section>
        )
      )}
      <div className="deposit-form__submit">
        {amountMinor !== undefined && (
          <p className="deposit-form__total">
            <span>{t('deposit.youGet')}</span>
            <Money amount={formatMinor(amountMinor + bonus)} />
          </p>
        )}
        <button type="submit" className="btn btn--primary btn--block" disabled={createDeposit.isPending}>
          {createDeposit.isPending
            ? t('in_please_wait')
            : t(method.code === 'PIX' ? 'deposit.submitPix' : 'deposit.submitTransfer')}
        </button>
      </div>
    </form>
  );
}

function DepositFormSkeleton() {
  return (
    <div className="deposit-form" aria-busy="true">
      <Skeleton height={20} width="40%" />
      <div className="money-skeleton-row">
        <Skeleton height={72} radius={16} />
        <Skeleton height={72} radius={16} />
      </div>
      <Skeleton height={150} radius={16} />
      <Skeleton height={110} radius={16} />
      <Skeleton height={44} radius={999} />
    </div>
  );
}
