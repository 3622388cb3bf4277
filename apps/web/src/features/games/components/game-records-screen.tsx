import { formatCurrency } from '@ficha/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorRetry } from '@/components/error-retry';
import { Skeleton } from '@/components/skeleton';
import { StateView } from '@/components/state-view';
import { DateTime, Money, useLocale } from '@/features/wallet';
import type { TranslationKey } from '@/i18n/keys';
import { type GameRecord, useGameRecords } from '../api/get-game-records';
import { type DateRange, fixRange, presetOf, presetRange, type RangePreset } from '../lib/date-range';
import { LoginGate } from './login-gate';
import { GamesPageBar } from './page-bar';
import './games.css';
import './game-records.css';
import { Chip } from './chip';

const PRESETS: readonly { id: RangePreset; labelKey: TranslationKey }[] = [
  { id: 'today', labelKey: 'games.rangeToday' },
  { id: 'week', labelKey: 'games.rangeWeek' },
  { id: 'month', labelKey: 'games.rangeMonth' },
];

// The wallet's bet states other than a played round (spec issue 5 'Game records': from the
// ledger's round records); a played round's badge tells a win from a loss (hardening 18).
const STATUS_KEYS: Record<string, TranslationKey> = {
  REFUSED: 'games.statusRefused',
  ROLLED_BACK: 'games.statusRolledBack',
};

// A round's stake, then what it paid.
const AMOUNTS: ReadonlyArray<{ labelKey: TranslationKey; amountOf: (record: GameRecord) => string }> = [
  { labelKey: 'games.bet', amountOf: (record) => record.betAmount },
  { labelKey: 'games.win', amountOf: (record) => record.winAmount },
];

/** /m/gameRecord: every round the member played (GET /lgw/orders), by date range, 'more' appends. */
export function GameRecordsScreen() {
  return (
    <LoginGate>
      <GameRecords />
    </LoginGate>
  );
}

function GameRecords() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRange>(() => presetRange('week', new Date()));
  const records = useGameRecords(range);
  const rows = useMemo(() => records.data?.pages.flatMap((page) => page.list) ?? [], [records.data]);
  const lastPage = records.data?.pages.at(-1);
  const preset = presetOf(range, new Date());

  const change = (next: Partial<DateRange>) => {
    const merged = { ...range, ...next };
    if (merged.startDate && merged.endDate) setRange(fixRange(merged, new Date()));
  };

  return (
    <div className="games-page records state-card state-card--screen">
      <form
        className="card records__filter"
        aria-label={t('games.dateFilter')}
        onSubmit={(event) => event.preventDefault()}
      >
        {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a legend and a border */}
        <div className="chip-row" role="group" aria-label={t('games.period')}>
          {PRESETS.map((entry) => (
            <Chip
              key={entry.id}
              pressed={preset === entry.id}
              onClick={() => setRange(presetRange(entry.id, new Date()))}
            >
              {t(entry.labelKey)}
            </Chip>
          ))}
        </div>
        <div className="records__dates">
          <DateField
            label={t('games.from')}
            value={range.startDate}
            max={range.endDate}
            onPick={(startDate) => change({ startDate })}
          />
          <DateField
            label={t('games.to')}
            value={range.endDate}
            min={range.startDate}
            onPick={(endDate) => change({ endDate })}
          />
        </div>
      </form>
      {records.isPending ? (
        <ul className="records__list" aria-hidden="true">
          {[0, 1, 2, 3].map((row) => (
            <li key={row} className="card record">
              <Skeleton width="60%" height={14} />
              <Skeleton width="40%" height={12} />
            </li>
          ))}
        </ul>
      ) : records.isError && !records.data ? (
        <ErrorRetry error={records.error} onRetry={() => records.refetch()} isRetrying={records.isFetching} />
      ) : rows.length === 0 ? (
        <div className="game-grid-empty">
          <StateView icon="clock" title={t('no data')} description={t('games.recordsEmpty')} />
        </div>
      ) : (
        <>
          <ul className="records__list" aria-label={t('title.gameRecord')} aria-busy={records.isFetching}>
            {rows.map((record) => (
              <RecordRow key={record.transactionId} record={record} />
            ))}
          </ul>
          {lastPage && (
            <GamesPageBar page={lastPage.pageNo} totalPages={lastPage.totalPages} query={records} />
          )}
        </>
      )}
    </div>
  );
}

interface DateFieldProps {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onPick: (date: string) => void;
}

/** One end of the period (YYYY-MM-DD). */
function DateField({ label, value, min, max, onPick }: DateFieldProps) {
  return (
    <label className="records__date">
      <span>{label}</span>
      <input type="date" value={value} min={min} max={max} onChange={(event) => onPick(event.target.value)} />
    </label>
  );
}

function RecordRow({ record }: { record: GameRecord }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const statusKey = STATUS_KEYS[record.status];
  const isPlayed = record.status === 'PLACED';
  const isWin = isPlayed && /[1-9]/.test(record.winAmount);
  const badge = statusKey
    ? t(statusKey)
    : isWin
      ? t('games.recordWon', {
          amount: formatCurrency(record.winAmount, { locale, currency: record.currency }),
        })
      : isPlayed
        ? t('games.recordLost')
        : record.status;
  return (
    <li className="card record">
      <div className="record__head">
        <span className="record__game">{record.gameName}</span>
        <span
          className="record__status"
          data-status={record.status}
          data-won={isWin || undefined}
          data-lost={(isPlayed && !isWin) || undefined}
        >
          {badge}
        </span>
      </div>
      <div className="record__meta">
        <span>{record.vendorName}</span>
        <DateTime iso={record.createdAt} />
      </div>
      <dl className="record__amounts">
        {AMOUNTS.map(({ labelKey, amountOf }) => (
          <div key={labelKey}>
            <dt>{t(labelKey)}</dt>
            <dd>
              <Money amount={amountOf(record)} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="record__round">{t('games.round', { id: record.roundId })}</p>
    </li>
  );
}
