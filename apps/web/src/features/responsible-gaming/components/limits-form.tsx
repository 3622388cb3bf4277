import {
  RG_MONEY_LIMIT_KINDS,
  RG_PERIODS,
  type RgLimitChange,
  type RgLimitView,
  type RgState,
} from '@ficha/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '@/components/form';
import { useToast } from '@/components/toast';
import { useFormatMoney } from '@/features/wallet';
import { refusalMessage } from '@/lib/form';
import { useChangeLimits, useConfirmLimit } from '../api/rg';

type Key = `${RgLimitView['kind']}:${RgLimitView['period']}`;
const keyOf = (l: Pick<RgLimitView, 'kind' | 'period'>) => `${l.kind}:${l.period}` as Key;

/** The fields as typed: the member's own limit of each kind and window ('' means none). */
function initialValues(state: RgState): Record<Key, string> {
  return Object.fromEntries(state.limits.map((l) => [keyOf(l), l.amount ?? ''])) as Record<Key, string>;
}

/** What changed against the member's own limits; an emptied field removes its limit. */
export function limitChanges(state: RgState, values: Record<Key, string>): RgLimitChange[] {
  return state.limits.flatMap((l) => {
    const typed = (values[keyOf(l)] ?? '').trim().replace(',', '.');
    const next = typed === '' ? null : typed;
    if (next === l.amount) return [];
    return [{ kind: l.kind, period: l.period, amount: next } as RgLimitChange];
  });
}

/**
 * The member's limits (issue 19 part 1): deposits, losses and wagers per 24 hours, 7 days and 30
 * days, and the session time. Lowering holds at once; a raise or removal waits for the cooling-off
 * and then asks for a confirmation here.
 */
export function LimitsForm({ state }: { state: RgState }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const messageText = useMessageText();
  const change = useChangeLimits();
  const confirm = useConfirmLimit();
  const [values, setValues] = useState(() => initialValues(state));
  const [error, setError] = useState<string | undefined>();
  const formatMoney = useFormatMoney();
  const money = (amount: string | null) => (amount === null ? t('rg.noLimit') : formatMoney(amount));
  const byKey = new Map(state.limits.map((l) => [keyOf(l), l]));
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const changes = limitChanges(state, values);
    if (changes.length === 0) return;
    try {
      const next = await change.mutateAsync(changes);
      setValues(initialValues(next));
      const waiting = next.limits.some((l) => l.pending && !l.pending.confirmable);
      toast(t(waiting ? 'rg.limitsSavedWaiting' : 'rg.limitsSaved'));
    } catch (failure) {
      setError(messageText(refusalMessage(failure)));
    }
  };

  const field = (limit: RgLimitView | undefined) => {
    if (!limit) return null;
    const key = keyOf(limit);
    const label =
      limit.period === 'SESSION'
        ? t('rg.kind.SESSION')
        : `${t(`rg.kind.${limit.kind}`)} ${t(`rg.period.${limit.period}`)}`;
    return (
      <div className="rg-limit" key={key}>
        <label className="rg-limit__label" htmlFor={`rg-${key}`}>
          {label}
        </label>
        <input
          id={`rg-${key}`}
          className="rg-limit__input"
          inputMode={limit.kind === 'SESSION' ? 'numeric' : 'decimal'}
          name={key}
          value={values[key] ?? ''}
          placeholder={t('rg.noLimit')}
          onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
        />
        <span className="rg-limit__note">
          {limit.effective !== null && limit.kind !== 'SESSION'
            ? t('rg.used', { used: money(limit.used), limit: money(limit.effective) })
            : limit.effective !== null
              ? t('rg.sessionUsed', { used: limit.used, limit: limit.effective })
              : ''}
          {limit.operatorAmount !== null &&
            ` ${t('rg.operatorLimit', { amount: limit.kind === 'SESSION' ? limit.operatorAmount : money(limit.operatorAmount) })}`}
        </span>
        {limit.pending && (
          <span className="rg-limit__pending">
            {limit.pending.confirmable ? (
              <button
                type="button"
                className="btn btn--small"
                disabled={confirm.isPending}
                onClick={() =>
                  confirm.mutate({ kind: limit.kind, period: limit.period } as RgLimitChange, {
                    onSuccess: (next) => setValues(initialValues(next)),
                    onError: (failure) => setError(messageText(refusalMessage(failure))),
                  })
                }
              >
                {t('rg.confirmRaise', {
                  amount:
                    limit.kind === 'SESSION'
                      ? (limit.pending.amount ?? t('rg.noLimit'))
                      : money(limit.pending.amount),
                })}
              </button>
            ) : (
              t('rg.pendingUntil', {
                amount: limit.pending.amount ?? t('rg.noLimit'),
                when: when(limit.pending.from),
              })
            )}
          </span>
        )}
      </div>
    );
  };

  return (
    <form className="panel" onSubmit={submit} aria-labelledby="rg-limits-title" noValidate>
      <h2 id="rg-limits-title" className="panel__title">
        {t('rg.limitsTitle')}
      </h2>
      <p className="panel__text">
        {t('rg.limitsIntro', { hours: state.coolingOffHours, currency: state.currency })}
      </p>
      {RG_MONEY_LIMIT_KINDS.map((kind) => (
        <fieldset className="rg-limits" key={kind}>
          <legend className="rg-limits__legend">{t(`rg.kind.${kind}`)}</legend>
          {RG_PERIODS.map((period) => field(byKey.get(`${kind}:${period}`)))}
        </fieldset>
      ))}
      <fieldset className="rg-limits">
        <legend className="rg-limits__legend">{t('rg.kind.SESSION')}</legend>
        {field(byKey.get('SESSION:SESSION'))}
      </fieldset>
      {error && (
        <p className="rg-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={change.isPending}>
        {t('rg.saveLimits')}
      </button>
    </form>
  );
}
