import { useTranslation } from 'react-i18next';
import { DateTime, ListEmpty, ListError, ListSkeleton, LoadMore, Money } from '@/features/wallet';
import { useDepositReport } from '../api/deposit-report';
import { StatusChip } from './status-chip';
import './payments.css';

/** The deposit History tab (depositTransactioNReport): status chips, 'no data', paging. */
export function DepositHistory() {
  const { t } = useTranslation();
  const report = useDepositReport();
  const pages = report.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.list);

  if (report.isPending) return <ListSkeleton />;
  if (report.isError && rows.length === 0) {
    return <ListError error={report.error} onRetry={() => report.refetch()} isRetrying={report.isFetching} />;
  }
  if (rows.length === 0) return <ListEmpty text={t('deposit.historyEmpty')} />;
  return (
    <>
      <ul className="money-list" aria-label={t('deposit.history')}>
        {rows.map((row) => (
          <li key={row.orderId} className="money-row" data-order={row.orderId}>
            <span className="money-row__main">
              <span className="money-row__title">
                {row.methodName}
                <StatusChip status={row.status} />
              </span>
              <DateTime iso={row.createdAt} className="money-row__meta" />
              {row.reference && (
                <span className="money-row__meta">
                  {t('deposit.reference')}: {row.reference}
                </span>
              )}
              {/* The operator's reason explains a refusal; on a paid order it is internal. */}
              {row.reason && (row.status === 'REJECTED' || row.status === 'EXPIRED') && (
                <span className="money-row__meta money-row__reason">{row.reason}</span>
              )}
            </span>
            <span className="money-row__amounts">
              <Money amount={row.amount} className="money-row__amount" />
              <span className="money-row__meta">#{row.orderId}</span>
            </span>
          </li>
        ))}
      </ul>
      <LoadMore
        pagesLoaded={pages.length}
        totalPages={pages.at(-1)?.totalPages ?? 1}
        hasMore={report.hasNextPage}
        isLoading={report.isFetchingNextPage}
        onMore={() => void report.fetchNextPage()}
      />
    </>
  );
}
