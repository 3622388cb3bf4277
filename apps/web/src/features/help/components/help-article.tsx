import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorRetry } from '@/components/error-retry';
import { RichContent } from '@/components/rich-content';
import { Skeleton } from '@/components/skeleton';
import { StateView } from '@/components/state-view';
import { useHelpCenter } from '../api/get-help-center';
import { selectedHelpIndex } from '../select-item';
import './help.css';

/** /m/helpDetail: one help article full screen, chosen by query i. */
export function HelpArticle() {
  const { t } = useTranslation();
  const { data: items, isPending, isError, error, refetch, isFetching } = useHelpCenter();
  const [searchParams] = useSearchParams();

  if (isPending) {
    return (
      <div className="card help-article" aria-hidden="true">
        <Skeleton height={26} width="65%" />
        {[0, 1, 2, 3, 4, 5, 6, 7].map((row) => (
          <Skeleton key={row} height={12} width={row % 4 === 3 ? '55%' : '100%'} />
        ))}
      </div>
    );
  }
  if (isError) {
    return <ErrorRetry error={error} onRetry={() => refetch()} isRetrying={isFetching} />;
  }
  const item = items[selectedHelpIndex(items, searchParams.get('i'), '')];
  if (!item) return <StateView icon="help" title={t('no data')} description={t('help.empty')} />;

  return (
    <article className="card help-article" aria-busy={isFetching}>
      <h2 className="help-article__title">{item.title}</h2>
      <RichContent html={item.content} />
    </article>
  );
}
