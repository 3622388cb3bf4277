import { type LotteryGameHead, type LotteryTrends, TREND_PERIODS } from '@ficha/contract';
import { lazy, Suspense, useState } from 'react';
import { ErrorRetry } from '@/components/error-retry';
import { Skeleton } from '@/components/skeleton';
import { StateView } from '@/components/state-view';
import { WidgetBoundary } from '@/components/widget-boundary';
import { useTrends } from '../api/get-trends';
import { type HistoryTextKey, useHistoryText } from '../lib/use-history-text';

// uPlot and its stylesheet load with the trends tab only.
const FrequencyChart = lazy(async () => ({ default: (await import('./trend-charts')).FrequencyChart }));
const SeriesChart = lazy(async () => ({ default: (await import('./trend-charts')).SeriesChart }));

/** The N the picker offers, inside the server's bounds. */
export const PERIOD_CHOICES = [20, 50, 100, TREND_PERIODS.max] as const;

const SERIES_TITLE: Record<LotteryGameHead['kind'], HistoryTextKey> = {
  dice3: 'seriesDice',
  digits5: 'seriesDigits',
  'vietnam-north': 'seriesVietnam',
  'vietnam-south': 'seriesVietnam',
};
const SIDES_NOTE: Record<LotteryGameHead['kind'], HistoryTextKey> = {
  dice3: 'sidesDice',
  digits5: 'sidesDigits',
  'vietnam-north': 'sidesVietnam',
  'vietnam-south': 'sidesVietnam',
};

/** Trends over the last N draws: frequency bars, hot and cold numbers, streaks, the draws' values. */
export function TrendsPanel({ gameCode }: { gameCode: string }) {
  const text = useHistoryText();
  const [periods, setPeriods] = useState<number>(TREND_PERIODS.default);
  const trends = useTrends(gameCode, periods);
  return (
    <section className="stack" aria-label={text('tabTrends')}>
      <div className="pill-tabs" role="tablist" aria-label={text('periodsPicker')}>
        {PERIOD_CHOICES.map((choice) => (
          <button
            key={choice}
            type="button"
            role="tab"
            className="pill-tabs__tab"
            aria-selected={choice === periods}
            onClick={() => setPeriods(choice)}
          >
            {choice}
          </button>
        ))}
      </div>
      {trends.isPending ? (
        <Skeleton height={220} radius={16} />
      ) : trends.isError ? (
        <ErrorRetry error={trends.error} onRetry={() => trends.refetch()} isRetrying={trends.isFetching} />
      ) : trends.data.periods === 0 ? (
        <StateView icon="inbox" title={text('noTrends')} />
      ) : (
        <TrendsView trends={trends.data} />
      )}
    </section>
  );
}

function TrendsView({ trends }: { trends: LotteryTrends }) {
  const text = useHistoryText();
  const kind = trends.game.kind;
  const chartFallback = <Skeleton height={180} radius={12} />;
  return (
    <>
      <p className="meta-text" data-testid="trends-counted">
        {text('counted', { count: trends.periods, from: trends.from, to: trends.to })}
      </p>
      <div className="card lh-card">
        <h2 className="section-title">{text('frequency')}</h2>
        <WidgetBoundary>
          <Suspense fallback={chartFallback}>
            <FrequencyChart
              numbers={trends.frequency.map((entry) => entry.number)}
              counts={trends.frequency.map((entry) => entry.count)}
              label={text('frequencyAria')}
            />
          </Suspense>
        </WidgetBoundary>
      </div>
      <div className="lh-hotcold">
        <NumberGroup title={text('hot')} numbers={trends.hot} tone="hot" />
        <NumberGroup title={text('cold')} numbers={trends.cold} tone="cold" />
      </div>
      <div className="card lh-card">
        <h2 className="section-title">{text('streaks')}</h2>
        <table className="lh-streaks" data-testid="streaks">
          <thead>
            <tr>
              <th />
              <th scope="col">{text('current')}</th>
              <th scope="col">{text('longest')}</th>
            </tr>
          </thead>
          <tbody>
            {(['bigSmall', 'oddEven'] as const).map((pair) => (
              <tr key={pair}>
                <th scope="row">{text(pair)}</th>
                <td>{runText(text, trends.streaks[pair].current)}</td>
                <td>{runText(text, trends.streaks[pair].longest)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="meta-text">{text(SIDES_NOTE[kind])}</p>
      </div>
      <div className="card lh-card">
        <h2 className="section-title">{text(SERIES_TITLE[kind])}</h2>
        <WidgetBoundary>
          <Suspense fallback={chartFallback}>
            <SeriesChart values={trends.series.map((point) => point.value)} label={text('seriesAria')} />
          </Suspense>
        </WidgetBoundary>
      </div>
    </>
  );
}

type Run = LotteryTrends['streaks']['bigSmall']['current'];

function runText(text: ReturnType<typeof useHistoryText>, run: Run): string {
  if (!run) return '—';
  return text('run', { side: text(`side_${run.side}`), count: run.length });
}

function NumberGroup({ title, numbers, tone }: { title: string; numbers: string[]; tone: 'hot' | 'cold' }) {
  return (
    <div className={`card lh-card lh-group lh-group--${tone}`} data-testid={`${tone}-numbers`}>
      <h2 className="section-title">{title}</h2>
      <span className="lh-balls">
        {numbers.map((number) => (
          <span key={number} className="lh-ball">
            {number}
          </span>
        ))}
      </span>
    </div>
  );
}
