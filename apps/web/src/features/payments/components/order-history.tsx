import type { ReactNode } from 'react';
import { DateTime, ListEmpty, ListError, ListSkeleton, LoadMore, Money } from '@/features/wallet';
import { StatusChip } from './status-chip';
import './payments.css';

/** What the deposit and withdraw History tabs share: a paged report of orders (TanStack infinite query). */
interface OrderReport<Row> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  error: unknown;
  data?: { pages: Array<{ list: Row[]; totalPages: number }> } | undefined;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

interface OrderRowBase {
  orderId: string;
  amount: string;
  status: string;
  createdAt: string;
}

interface OrderHistoryProps<Row extends OrderRowBase> {
  report: OrderReport<Row>;
  label: string;
  emptyText: string;
  title: (row: Row) => ReactNode;
  /** Lines under the date: reference, payout account, the operator's reason. */
  details: (row: Row) => ReactNode;
}

/** Status chips, 'no data', error with retry, and paging with load more (spec section 9 page bar). */
export function OrderHistory<Row extends OrderRowBase>({
  report,
  label,
  emptyText,
  title,
  details,
}: OrderHistoryProps<Row>) {
  const pages = report.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.list);

  if (report.isPending) return <ListSkeleton />;
  if (report.isError && rows.length === 0) {
    return <ListError error={report.error} onRetry={() => report.refetch()} isRetrying={report.isFetching} />;
  }
  if (rows.length === 0) return <ListEmpty text={emptyText} />;
  return (
    <>
      <ul className="card money-list" aria-label={label}>
        {rows.map((row) => (
          <li key={row.orderId} className="money-row" data-order={row.orderId}>
            <span className="money-row__main">
              <span className="money-row__title">
                {title(row)}
                <StatusChip status={row.status} />
              </span>
              <DateTime iso={row.createdAt} className="meta-text" />
              {details(row)}
            </span>
            <span className="money-row__amounts">
              <Money amount={row.amount} className="money-row__amount" />
              <span className="meta-text">#{row.orderId}</span>
            </span>
          </li>
        ))}
      </ul>
      <LoadMore page={pages.length} totalPages={pages.at(-1)?.totalPages ?? 1} query={report} />
    </>
  );
}
