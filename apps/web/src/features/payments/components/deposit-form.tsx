import type { DepositMethod, DepositOrder, DepositPromotion } from '@ficha/contract';
import { formatMinor } from '@ficha/contract';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Form, SubmitButton, TextField, useMessageText } from '@/components/form';
import { Skeleton } from '@/components/skeleton';
import { StateView } from '@/components/state-view';
import { useToast } from '@/components/toast';
import { WidgetError } from '@/components/widget-error';
import { ListError, Money, toMinor, useFormatMoney } from '@/features/wallet';
import { checkedBy, encodeMessage, refusalField, says, useZodForm } from '@/lib/form';
import { useCreateDeposit } from '../api/create-deposit';
import { useDepositMethods, useDepositPromotions } from '../api/deposit-methods';
import { checkAmount, promotionBonus, quickAmounts } from '../lib/amount';
import { moneyRefusal } from '../lib/money-refusal';
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

type DepositValues = { amount: string; reference: string; promotionId: number | undefined };

/** The deposit rules: the amount within the method's limits, a transfer's reference, a promotion's minimum. */
function depositRules(method: DepositMethod, promotions: readonly DepositPromotion[] | undefined) {
  return checkedBy<DepositValues>((values) => {
    const amount = checkAmount(values.amount, { min: method.minAmount, max: method.maxAmount });
    const promotion = promotions?.find((item) => item.id === values.promotionId);
    const minimum = promotion ? toMinor(promotion.minDeposit) : undefined;
    const isBelowPromotion = promotion && amount.ok && minimum !== undefined && amount.minor < minimum;
    return {
      amount: amount.ok ? undefined : amount.error,
      reference:
        method.code === 'BANK_TRANSFER' && !values.reference.trim() ? says('referenceRequired') : undefined,
      promotionId: isBelowPromotion
        ? { ...says('promotionMinimum'), money: { min: promotion.minDeposit } }
        : undefined,
    };
  });
}

function DepositFormFields({
  layout,
  methods,
  onCreated,
}: DepositFormProps & { methods: readonly DepositMethod[] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const formatMoney = useFormatMoney();
  const messageText = useMessageText({ formatMoney });
  const promotions = useDepositPromotions();
  const createDeposit = useCreateDeposit();
  const [methodId, setMethodId] = useState(methods[0]?.id);
  // The parent shows an empty state when there is no method, so there is always one here.
  const method = methods.find((item) => item.id === methodId) ?? methods[0]!;
  const schema = useMemo(() => depositRules(method, promotions.data), [method, promotions.data]);
  const form = useZodForm(schema, {
    amount: '',
    reference: '',
    promotionId: undefined,
  });
  const [amount, promotionId] = form.watch(['amount', 'promotionId']);
  // A promotion page's "deposit with this bonus" link names its promotion (?promotionId=): it is
  // picked as soon as the list shows it on offer; the member may still pick another or none.
  const [search] = useSearchParams();
  const asked = Number(search.get('promotionId'));
  const isAskedOffered = promotions.data?.some((item) => item.id === asked) ?? false;
  const { setValue } = form;
  useEffect(() => {
    if (isAskedOffered) setValue('promotionId', asked);
  }, [isAskedOffered, asked, setValue]);

  const promotion = promotions.data?.find((item) => item.id === promotionId);
  const amountCheck = checkAmount(amount, { min: method.minAmount, max: method.maxAmount });
  const amountMinor = amountCheck.ok ? amountCheck.minor : undefined;
  const promoMinimum = promotion ? toMinor(promotion.minDeposit) : undefined;
  const bonus =
    promotion && amountMinor !== undefined && promoMinimum !== undefined && amountMinor >= promoMinimum
      ? promotionBonus(amountMinor, promotion)
      : 0n;

  const handleSubmit = async (values: DepositValues) => {
    const checked = checkAmount(values.amount, { min: method.minAmount, max: method.maxAmount });
    const base = {
      methodId: method.id,
      amount: formatMinor(checked.ok ? checked.minor : 0n),
      promotionId: values.promotionId,
    };
    const submission =
      method.code === 'PIX'
        ? { kind: 'PIX' as const, ...base }
        : { kind: 'BANK_TRANSFER' as const, ...base, reference: values.reference.trim() };
    try {
      const order = await createDeposit.mutateAsync(submission);
      onCreated({
        order,
        reference: submission.kind === 'BANK_TRANSFER' ? submission.reference : undefined,
        promotionId: values.promotionId,
        receivedAt: Date.now(),
      });
    } catch (error) {
      const field = refusalField(error);
      const message = encodeMessage(moneyRefusal(error));
      if (field === 'amount' || field === 'reference') form.setError(field, { message });
      else if (field === 'promotionId') form.setError('promotionId', { message });
      else toast(messageText(message) ?? '', { durationMs: REFUSAL_TOAST_MS });
    }
  };

  return (
    <Form
      form={form}
      onSubmit={handleSubmit}
      className={`deposit-form deposit-form--${layout}`}
      formatMoney={formatMoney}
    >
      <MethodPicker
        layout={layout}
        methods={methods}
        selectedId={method.id}
        onSelect={(next) => {
          setMethodId(next.id);
          form.clearErrors();
        }}
      />
      <section className="money-card">
        <AmountField
          name="amount"
          label={t('deposit.amount')}
          hint={t('amount.limits', {
            min: formatMoney(method.minAmount),
            max: formatMoney(method.maxAmount),
          })}
          quickAmounts={quickAmounts(method.minAmount, method.maxAmount)}
          deps={['promotionId']}
        />
      </section>
      {method.code === 'BANK_TRANSFER' && (
        <section className="money-card">
          <BankDetails details={method.details} />
          <TextField
            name="reference"
            look="money"
            label={t('deposit.reference')}
            hint={t('deposit.referenceHint')}
            maxLength={REFERENCE_MAX}
            autoComplete="off"
          />
        </section>
      )}
      {promotions.isError ? (
        <WidgetError text={t('promo.loadFailed')} onRetry={() => promotions.refetch()} />
      ) : (
        (promotions.data?.length ?? 0) > 0 && (
          <section className="money-card">
            <PromotionPicker
              promotions={promotions.data ?? []}
              selectedId={promotionId}
              onSelect={(id) =>
                form.setValue('promotionId', id, { shouldValidate: form.formState.isSubmitted })
              }
              amountMinor={amountMinor}
              error={messageText(form.formState.errors.promotionId?.message)}
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
        <SubmitButton>
          {t(method.code === 'PIX' ? 'deposit.submitPix' : 'deposit.submitTransfer')}
        </SubmitButton>
      </div>
    </Form>
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
