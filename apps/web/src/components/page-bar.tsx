import { useTranslation } from 'react-i18next';

/** What the bar needs of an infinite query. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

// The game lists' wide bar and the money lists' compact one: the same parts, styled apart.
const LOOKS = {
  games: { bar: 'page-bar', count: 'page-bar__count', more: 'btn btn--secondary page-bar__more' },
  money: { bar: 'load-more', count: 'load-more__count', more: 'btn btn--secondary btn--sm' },
} as const;

interface PageBarProps {
  /** The page reached so far. */
  page: number;
  totalPages: number;
  query: PagedQuery;
  /** The button's words ('More games', 'Load more'). */
  moreLabel: string;
  look: keyof typeof LOOKS;
}

/** Spec section 2 page bar: 'n / total' and a 'more' button, disabled on the last page. */
export function PageBar({ page, totalPages, query, moreLabel, look }: PageBarProps) {
  const { t } = useTranslation();
  const classes = LOOKS[look];
  const isLoading = query.isFetchingNextPage;
  return (
    <div className={classes.bar}>
      <span className={classes.count}>
        <span aria-hidden="true">
          {page} / {totalPages}
        </span>
        <span className="visually-hidden">{t('list.pageOf', { page, total: totalPages })}</span>
      </span>
      <button
        type="button"
        className={classes.more}
        onClick={() => void query.fetchNextPage()}
        disabled={!query.hasNextPage || isLoading}
        aria-busy={isLoading}
      >
        {isLoading ? t('in_please_wait') : moreLabel}
      </button>
    </div>
  );
}
