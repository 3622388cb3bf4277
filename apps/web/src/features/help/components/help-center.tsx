import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ErrorRetry } from '@/components/error-retry';
import { Icon } from '@/components/icon';
import { RichContent } from '@/components/rich-content';
import { Skeleton } from '@/components/skeleton';
import { StateView } from '@/components/state-view';
import { paths } from '@/config/paths';
import { useHelpCenter } from '../api/get-help-center';
import { selectedHelpIndex } from '../select-item';
import './help.css';

/** Spec section 2 'Help center': titles on the left, the selected article on the right. */
export function HelpCenter() {
  const { t } = useTranslation();
  const { data: items, isPending, isError, error, refetch, isFetching } = useHelpCenter();
  const [searchParams] = useSearchParams();
  const { hash } = useLocation();
  const navigate = useNavigate();

  if (isPending) return <HelpSkeleton />;
  if (isError) {
    return <ErrorRetry error={error} onRetry={() => refetch()} isRetrying={isFetching} />;
  }
  if (items.length === 0) return <StateView icon="help" title={t('no data')} description={t('help.empty')} />;

  const selected = selectedHelpIndex(items, searchParams.get('i'), hash);
  const item = items[selected];

  return (
    <div className="help-center">
      <nav className="card help-center__menu" aria-label={t('help.topics')}>
        {items.map((entry, index) => (
          <button
            key={entry.id}
            type="button"
            className="help-center__topic"
            aria-current={index === selected ? 'true' : undefined}
            onClick={() => navigate(paths.help(index), { replace: true })}
          >
            {entry.title}
          </button>
        ))}
      </nav>
      {item && (
        <article
          className="card help-center__article"
          aria-labelledby="help-article-title"
          aria-busy={isFetching}
        >
          <div className="help-center__article-head">
            <h2 id="help-article-title">{item.title}</h2>
            <Link className="icon-btn" to={paths.helpDetail(selected)} aria-label={t('help.openFull')}>
              <Icon name="external" size={20} />
            </Link>
          </div>
          <RichContent html={item.content} />
        </article>
      )}
    </div>
  );
}

function HelpSkeleton() {
  return (
    <div className="help-center" aria-hidden="true">
      <div className="card help-center__menu">
        {[0, 1, 2, 3, 4, 5].map((row) => (
          <Skeleton key={row} height={40} radius={10} />
        ))}
      </div>
      <div className="card help-center__article">
        <Skeleton height={22} width="70%" />
        {[0, 1, 2, 3, 4, 5, 6].map((row) => (
          <Skeleton key={row} height={12} width={row % 3 === 2 ? '60%' : '100%'} />
        ))}
      </div>
    </div>
  );
}
