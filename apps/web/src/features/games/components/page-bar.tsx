import { useTranslation } from 'react-i18next';
import './page-bar.css';

interface PageBarProps {
  pageNum: number;
  totalPages: number;
  hasMore: boolean;
  isLoading: boolean;
  onMore: () => void;
}

/** Spec section 2 'Game list screen': the page bar 'n / total' and a more-games button, disabled on the last page. */
export function PageBar({ pageNum, totalPages, hasMore, isLoading, onMore }: PageBarProps) {
  const { t } = useTranslation();
  return (
    <div className="page-bar">
      <span className="page-bar__count">
        <span aria-hidden="true">
          {pageNum} / {totalPages}
        </span>
        <span className="visually-hidden">{t('games.pageOf', { page: pageNum, total: totalPages })}</span>
      </span>
      <button
        type="button"
        className="btn btn--secondary page-bar__more"
        onClick={onMore}
        disabled={!hasMore || isLoading}
        aria-busy={isLoading}
      >
        {isLoading ? t('in_please_wait') : t('games.more')}
      </button>
    </div>
  );
}
