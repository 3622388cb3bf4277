import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorRetry } from '@/components/error-retry';
import { Skeleton } from '@/components/skeleton';
import { StateView } from '@/components/state-view';
import { useVendorSorting, type Vendor } from '../api/get-vendor-sorting';
import { isLotteryCategory } from '../lib/categories';
import { useCategoryLabel } from './use-category-label';
import { VendorList } from './vendor-list';
import './vendor-list.css';

function vendorPath(category: string, vendor: Vendor): string {
  // Spec section 2 'Game tile and filter': lottery goes to /m/lottery, the rest to /m/gameList.
  if (isLotteryCategory(category)) return `/m/lottery?vendor=${encodeURIComponent(vendor.vassalage)}`;
  const params = new URLSearchParams({ gameType: category, vassalage: vendor.vassalage });
  return `/m/gameList?${params.toString()}`;
}

/**
 * The vendor list of /m/providers and of the lobby's PROVIDER entry: the vendor sorting's
 * categories in order (spec section 4 'Vendor sorting'), each vendor leading to its games.
 * `vassalage` (the route's query) marks that vendor and brings it into view.
 */
export function ProvidersView({ vassalage, category }: { vassalage?: string; category?: string }) {
  const { t } = useTranslation();
  const label = useCategoryLabel();
  const sorting = useVendorSorting();
  const ref = useRef<HTMLDivElement>(null);
  const hasData = sorting.isSuccess;

  useEffect(() => {
    if (!hasData || !vassalage) return;
    ref.current?.querySelector<HTMLElement>('[aria-current="true"]')?.scrollIntoView({ block: 'center' });
  }, [hasData, vassalage]);

  if (sorting.isPending) {
    return (
      <div className="providers" aria-hidden="true">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={64} radius={14} />
        ))}
      </div>
    );
  }
  if (sorting.isError) {
    return (
      <ErrorRetry error={sorting.error} onRetry={() => sorting.refetch()} isRetrying={sorting.isFetching} />
    );
  }
  const categories = sorting.data.content.filter(
    (entry) => entry.vendorNames.length > 0 && (!category || entry.gameCategory === category),
  );
  if (categories.length === 0) {
    return (
      <div className="game-grid-empty">
        <StateView icon="grid" title={t('no data')} description={t('games.emptyText')} />
      </div>
    );
  }
  return (
    <div className="providers" ref={ref}>
      {categories.map((entry) => (
        <section
          key={entry.gameCategory}
          className="providers__group"
          aria-labelledby={`providers-${entry.gameCategory}`}
        >
          <h2 id={`providers-${entry.gameCategory}`} className="section-title">
            {label(entry.gameCategory)}
          </h2>
          <VendorList
            vendors={entry.vendorNames}
            label={t('games.vendorsOf', { category: label(entry.gameCategory) })}
            to={(vendor) => vendorPath(entry.gameCategory, vendor)}
            current={vassalage}
          />
        </section>
      ))}
    </div>
  );
}
