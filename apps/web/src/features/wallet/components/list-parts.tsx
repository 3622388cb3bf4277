import { useTranslation } from 'react-i18next';
import { ErrorRetry } from '@/components/error-retry';
import { PageBar, type PagedQuery } from '@/components/page-bar';
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

/** The money lists' page bar, with a 'Load more' button. */
export function LoadMore(props: { page: number; totalPages: number; query: PagedQuery }) {
  const { t } = useTranslation();
  return <PageBar {...props} look="money" moreLabel={t('money.more')} />;
}
