import { useTranslation } from 'react-i18next';
import { ErrorRetry } from '@/components/error-retry';
import { Skeleton } from '@/components/skeleton';
import { StateView } from '@/components/state-view';

/** Placeholder rows shaped like the money lists, so nothing jumps when the page arrives. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <ul className="card money-list" aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder
        <li key={index} className="money-row">
          <span className="money-row__main">
            <Skeleton width="55%" height={14} />
            <Skeleton width="35%" height={12} />
          </span>
          <Skeleton width={72} height={16} />
        </li>
      ))}
    </ul>
  );
}

/** Spec section 8 'No data': the one empty state of the money lists. */
export function ListEmpty({ text }: { text?: string }) {
  const { t } = useTranslation();
  return <StateView icon="inbox" title={t('no data')} description={text} />;
}

/** A failed list: the shared error state with a retry (kept under this name for the money lists). */
export const ListError = ErrorRetry;

interface LoadMoreProps {
  pagesLoaded: number;
  totalPages: number;
  hasMore: boolean;
  isLoading: boolean;
  onMore: () => void;
}

/** Spec section 2 page bar: 'n / total' and a 'more' button disabled on the last page. */
export function LoadMore({ pagesLoaded, totalPages, hasMore, isLoading, onMore }: LoadMoreProps) {
  const { t } = useTranslation();
  return (
    <div className="load-more">
      <span className="load-more__count">
        <span aria-hidden="true">
          {pagesLoaded} / {totalPages}
        </span>
        <span className="visually-hidden">{t('money.pageOf', { page: pagesLoaded, total: totalPages })}</span>
      </span>
      <button
        type="button"
        className="btn btn--secondary btn--sm"
        onClick={onMore}
        disabled={!hasMore || isLoading}
      >
        {isLoading ? t('in_please_wait') : t('money.more')}
      </button>
    </div>
  );
}
