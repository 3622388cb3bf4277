import { type MemberTransaction, PLAY_CURRENCY } from '@ficha/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberTransactions } from '../api/get-member-transactions';
import { useTxCodes } from '../api/get-tx-codes';
import type { TransactionFilters } from '../api/wallet-keys';
import { DateTime } from './date-time';
import { ListEmpty, ListError, ListSkeleton, LoadMore } from './list-parts';
import { Money } from './money';

const NO_FILTERS: TransactionFilters = { txCode: '', startDate: '', endDate: '' };

/**
 * The account statement (spec section 7 ODS2_MemberTransaction with the GLS2_TxCodeList filter):
 * every ledger entry of the member with its signed amount and the balance after it. A new filter
 * starts again at page 1; 'more' appends the next page.
 */
export function Statement() {
  const { t } = useTranslation();
  const ids = useId();
  const [draft, setDraft] = useState<TransactionFilters>(NO_FILTERS);
  // A range that ends before it starts is not sent; the last valid filters stay on screen.
  const isRangeValid = !draft.startDate || !draft.endDate || draft.startDate <= draft.endDate;
  const [filters, setFilters] = useState<TransactionFilters>(NO_FILTERS);
  const txCodes = useTxCodes();
  const query = useMemberTransactions(filters);

  const change = (patch: Partial<TransactionFilters>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (!next.startDate || !next.endDate || next.startDate <= next.endDate) setFilters(next);
  };

  const pages = query.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.list);
  const lastPage = pages.at(-1);

  return (
    <section className="statement" aria-label={t('statement.title')}>
      <div className="money-filters">
        <label className="money-field money-filters__type" htmlFor={`${ids}-type`}>
          <span className="money-field__label">{t('statement.type')}</span>
          <select
            id={`${ids}-type`}
            className="money-input"
            value={draft.txCode}
            onChange={(event) => change({ txCode: event.target.value })}
          >
            <option value="">{t('statement.allTypes')}</option>
            {(txCodes.data ?? []).map((code) => (
              <option key={code.txCode} value={code.txCode}>
                {code.name}
              </option>
            ))}
          </select>
        </label>
        <FilterDate
          id={`${ids}-from`}
          label={t('statement.from')}
          value={draft.startDate}
          max={draft.endDate || undefined}
          onPick={(startDate) => change({ startDate })}
        />
        <FilterDate
          id={`${ids}-to`}
          label={t('statement.to')}
          value={draft.endDate}
          min={draft.startDate || undefined}
          errorId={isRangeValid ? undefined : `${ids}-range`}
          onPick={(endDate) => change({ endDate })}
        />
        {!isRangeValid && (
          <p id={`${ids}-range`} className="money-field__error money-filters__error" role="alert">
            {t('statement.badRange')}
          </p>
        )}
      </div>

      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError && rows.length === 0 ? (
        <ListError error={query.error} onRetry={() => query.refetch()} isRetrying={query.isFetching} />
      ) : rows.length === 0 ? (
        <ListEmpty text={t('statement.empty')} />
      ) : (
        <>
          <ul className="card money-list">
            {rows.map((row) => (
              <StatementRow key={row.id} row={row} />
            ))}
          </ul>
          <LoadMore page={pages.length} totalPages={lastPage?.totalPages ?? 1} query={query} />
        </>
      )}
    </section>
  );
}

interface FilterDateProps {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  /** The message that says the range is wrong, when it is. */
  errorId?: string;
  onPick: (date: string) => void;
}

/** One end of the statement's period (YYYY-MM-DD, empty for no bound). */
function FilterDate({ id, label, value, min, max, errorId, onPick }: FilterDateProps) {
  return (
    <label className="money-field" htmlFor={id}>
      <span className="money-field__label">{label}</span>
      <input
        id={id}
        type="date"
        className="money-input"
        value={value}
        min={min}
        max={max}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => onPick(event.target.value)}
      />
    </label>
  );
}

function StatementRow({ row }: { row: MemberTransaction }) {
  const { t } = useTranslation();
  const isPlay = row.currency === PLAY_CURRENCY;
  return (
    <li className="money-row" data-tx-code={row.txCode}>
      <span className="money-row__main">
        <span className="money-row__title">
          {row.txName}
          {row.wallet === 'BONUS' && <span className="chip chip--info">{t('statement.bonusWallet')}</span>}
        </span>
        <DateTime iso={row.createdAt} className="meta-text" />
      </span>
      <span className="money-row__amounts">
        <Money amount={row.amount} isPlay={isPlay} signed className="money-row__amount" />
        <span className="meta-text">
          {t('statement.balanceAfter')} <Money amount={row.balanceAfter} isPlay={isPlay} />
        </span>
      </span>
    </li>
  );
}
