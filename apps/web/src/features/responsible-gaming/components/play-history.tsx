import type { RgHistory, RgHistoryDay } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorRetry } from '@/components/error-retry';
import { Skeleton } from '@/components/skeleton';
import { toMinor, useFormatMoney, useLocale } from '@/features/wallet';
import { useRgHistory } from '../api/rg';
import { type ChartBar, HistoryChart } from './history-chart';

/**
 * Issue 19 part 5: the player's own play history, so they can see how they play: the totals of
 * the last 30 days, a chart of one figure per day, and the days with activity.
 */

const METRICS = ['bets', 'net', 'deposits', 'minutesPlayed'] as const;
type Metric = (typeof METRICS)[number];

const isActive = (d: RgHistoryDay) =>
  d.deposits !== '0.00' || d.bets !== '0.00' || d.wins !== '0.00' || d.minutesPlayed > 0;

/** "2026-11-28" as a short date of the reader's language (the day is already the merchant's). */
function useDayFormat() {
  const format = new Intl.DateTimeFormat(useLocale(), { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
  return (date: string) => format.format(new Date(`${date}T12:00:00Z`));
}

export function PlayHistory() {
  const { t } = useTranslation();
  const history = useRgHistory();
  return (
    <section className="panel" aria-labelledby="rg-history-title">
      <h2 id="rg-history-title" className="panel__title">
        {t('rg.historyTitle')}
      </h2>
      <p className="panel__text">{t('rg.historyIntro')}</p>
      {history.isPending ? (
        <div aria-busy="true">
          <Skeleton height={140} />
        </div>
      ) : history.isError ? (
        <ErrorRetry error={history.error} onRetry={() => history.refetch()} isRetrying={history.isFetching} />
      ) : (
        <HistoryBody history={history.data} />
      )}
    </section>
  );
}

function HistoryBody({ history }: { history: RgHistory }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const dayOf = useDayFormat();
  const [metric, setMetric] = useState<Metric>('bets');
  const active = history.days.filter(isActive);
  const { totals } = history;
  const figure = (value: RgHistoryDay[Metric]) =>
    typeof value === 'number' ? t('rg.minutes', { count: value }) : money(value);
  const bars: ChartBar[] = history.days.map((d) => ({
    label: d.date,
    value: metric === 'minutesPlayed' ? d.minutesPlayed : Number(toMinor(d[metric]) ?? 0n),
    title: `${dayOf(d.date)}: ${figure(d[metric])}`,
  }));
  return (
    <>
      <dl className="rg-totals">
        <Total label={t('rg.history.deposits')} value={money(totals.deposits)} />
        <Total label={t('rg.history.bets')} value={money(totals.bets)} />
        <Total label={t('rg.history.net')} value={money(totals.net)} negative={totals.net.startsWith('-')} />
        <Total
          label={t('rg.history.minutesPlayed')}
          value={t('rg.minutes', { count: totals.minutesPlayed })}
        />
      </dl>
      {active.length === 0 ? (
        <p className="panel__text">{t('rg.historyEmpty')}</p>
      ) : (
        <>
          <fieldset className="rg-choices rg-metrics">
            <legend className="visually-hidden">{t('rg.historyShow')}</legend>
            {METRICS.map((m) => (
              <button
                key={m}
                type="button"
                className="rg-metric"
                aria-pressed={metric === m}
                onClick={() => setMetric(m)}
              >
                {t(`rg.history.${m}`)}
              </button>
            ))}
          </fieldset>
          <HistoryChart bars={bars} label={t('rg.historyChart', { what: t(`rg.history.${metric}`) })} />
          <table className="rg-history-table">
            <caption className="visually-hidden">{t('rg.historyDays')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('rg.history.day')}</th>
                <th scope="col">{t('rg.history.deposits')}</th>
                <th scope="col">{t('rg.history.bets')}</th>
                <th scope="col">{t('rg.history.net')}</th>
                <th scope="col">{t('rg.history.time')}</th>
              </tr>
            </thead>
            <tbody>
              {[...active].reverse().map((d) => (
                <tr key={d.date}>
                  <th scope="row">{dayOf(d.date)}</th>
                  <td>{money(d.deposits)}</td>
                  <td>{money(d.bets)}</td>
                  <td className={d.net.startsWith('-') ? 'rg-negative' : undefined}>{money(d.net)}</td>
                  <td>{t('rg.minutes', { count: d.minutesPlayed })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </>
  );
}

function Total({ label, value, negative = false }: { label: string; value: string; negative?: boolean }) {
  return (
    <div className="rg-total">
      <dt>{label}</dt>
      <dd className={negative ? 'rg-negative' : undefined}>{value}</dd>
    </div>
  );
}
