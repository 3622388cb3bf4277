import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorRetry } from '@/components/error-retry';
import { Skeleton } from '@/components/skeleton';
import { StateView } from '@/components/state-view';
import { paths } from '@/config/paths';
import { usePromotions } from '../api/promotions';
import './promotions.css';

/** /m/activity: promotions by category with their banners, and the jurisdiction's notice. */
export function PromotionList() {
  const { t } = useTranslation();
  const promotions = usePromotions();
  const [category, setCategory] = useState<string | null>(null);

  if (promotions.isPending)
    return (
      <div className="promo-page" aria-hidden="true">
        <Skeleton width="100%" height={110} />
        <Skeleton width="100%" height={110} />
      </div>
    );
  if (promotions.isError)
    return (
      <ErrorRetry
        error={promotions.error}
        onRetry={() => promotions.refetch()}
        isRetrying={promotions.isFetching}
      />
    );
  const { notice, list } = promotions.data;
  const categories = [...new Set(list.map((p) => p.category))];
  const shown = category === null ? list : list.filter((p) => p.category === category);
  return (
    <div className="promo-page">
      {notice && (
        <p className="promo-notice" role="note">
          {notice}
        </p>
      )}
      {list.length === 0 ? (
        <StateView icon="gift" title={t('no data')} description={t('promotions.none')} />
      ) : (
        <>
          <nav className="promo-tabs" aria-label={t('promotions.categories')}>
            <button type="button" aria-pressed={category === null} onClick={() => setCategory(null)}>
              {t('promotions.all')}
            </button>
            {categories.map((c) => (
              <button key={c} type="button" aria-pressed={category === c} onClick={() => setCategory(c)}>
                {t(`promotions.category.${c}`, { defaultValue: c })}
              </button>
            ))}
          </nav>
          {shown.map((p) => (
            <Link key={p.id} className="promo-card" to={`${paths.activityDetail()}?id=${p.id}`}>
              {p.bannerUrl && <img src={p.bannerUrl} alt="" loading="lazy" />}
              <div className="promo-card__title">{p.title}</div>
            </Link>
          ))}
        </>
      )}
    </div>
  );
}
