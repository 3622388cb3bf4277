import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorRetry } from '@/components/error-retry';
import { Icon } from '@/components/icon';
import { useSession } from '@/features/session';
import { useGameList } from '../api/get-game-list';
import { categoryFilters, FILTERED_CATEGORY, isVendorListCategory } from '../lib/categories';
import {
  CLASSIFY_FAVOURITE,
  CLASSIFY_NEW,
  choiceFromParams,
  countChoices,
  type FilterChoice,
  type GameListFilters,
  withChoice,
} from '../lib/list-filters';
import { FilterSheet } from './filter-sheet';
import { GameGrid } from './game-grid';
import { GamesIcon } from './games-icons';
import { GamesPageBar } from './page-bar';
import { SearchBox } from './search-box';
import { useCategoryLabel } from './use-category-label';
import { useCategoryVendors } from './use-category-vendors';
import { useGameLauncher } from './use-game-launcher';
import { VendorList } from './vendor-list';

interface GameListViewProps {
  /** The menu category (RNG, LIVE, NEW, MEGAWAY...); '' for the home name search. */
  category: string;
  /** Spec section 9: 9 on the game list screen, 20 on the home list. */
  pageSize: number;
  /** Spec section 2: the list shows its title in lobby mode (inside a lobby or the home page). */
  title?: string;
  /** Launched from home: the game's close button returns to home. */
  fromHome?: boolean;
}

/**
 * Spec section 2 'Game list screen' and section 4 'Game list': the grid with its page bar and
 * more-games button, the filter sheet, the LIVE search, and SPORTS as a vendor list. The filter
 * choice and the searched name live in the address (replace), so back and reload keep them.
 */
export function GameListView({ category, pageSize, title, fromHome = false }: GameListViewProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const categoryLabel = useCategoryLabel();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const [isFilterOpen, setFilterOpen] = useState(false);
  const { play, chooser } = useGameLauncher({ fromHome });
  const { vendors, classifications } = useCategoryVendors(category);
  const choice = choiceFromParams(params);
  const gameName = params.get('gameName')?.trim() ?? '';
  const showVendors = isVendorListCategory(category) && !choice.vassalage;
  const filters: GameListFilters = {
    ...(category ? categoryFilters(category, choice.vassalage) : { vassalage: choice.vassalage }),
    ...(choice.gameClassify ? { gameClassify: choice.gameClassify } : {}),
    minBet: choice.minBet,
    gameName,
  };
  const list = useGameList(filters, pageSize, { enabled: !showVendors });
  const isRng = category === FILTERED_CATEGORY;
  const listLabel =
    title ?? (category ? categoryLabel(category) : t('games.searchResults', { name: gameName }));

  const update = (next: FilterChoice) => setParams(withChoice(params, next), { replace: true });
  const search = (text: string) => {
    const next = new URLSearchParams(params);
    if (text) next.set('gameName', text);
    else next.delete('gameName');
    setParams(next, { replace: true });
  };
  const vendorName = (vassalage: string) =>
    vendors.find((vendor) => vendor.vassalage === vassalage)?.displayName ?? vassalage;
  const classifyName = (code: string) => {
    if (code === CLASSIFY_NEW) return t('games.classifyNew');
    if (code === CLASSIFY_FAVOURITE) return t('games.classifyFavourite');
    return classifications.find((entry) => entry.code === code)?.name ?? code;
  };

  return (
    <section
      className="game-list state-card state-card--screen"
      aria-labelledby={title ? titleId : undefined}
    >
      {title && (
        <h2 id={titleId} className="section-title">
          {title}
        </h2>
      )}
      {category === 'LIVE' && (
        <SearchBox key={gameName} initial={gameName} label={t('games.searchLive')} onSearch={search} />
      )}
      {!showVendors && (
        <div className="game-list__bar">
          <p className="game-list__total" aria-live="polite">
            {list.isSuccess && !list.isSettling ? t('games.total', { count: list.total }) : ''}
          </p>
          <button
            type="button"
            className="btn btn--secondary btn--sm filter-btn"
            aria-haspopup="dialog"
            onClick={() => setFilterOpen(true)}
          >
            <GamesIcon name="filter" size={18} />
            {t('games.filter')}
            {countChoices(choice) > 0 && <span className="filter-btn__count">{countChoices(choice)}</span>}
          </button>
        </div>
      )}
      {countChoices(choice) > 0 && (
        <ul className="active-filters" aria-label={t('games.activeFilters')}>
          {choice.vassalage && (
            <ActiveFilter
              label={vendorName(choice.vassalage)}
              onRemove={() => update({ ...choice, vassalage: undefined })}
            />
          )}
          {choice.gameClassify && (
            <ActiveFilter
              label={classifyName(choice.gameClassify)}
              onRemove={() => update({ ...choice, gameClassify: undefined })}
            />
          )}
          {choice.minBet && (
            <ActiveFilter
              label={t('games.minBetValue', { value: choice.minBet })}
              onRemove={() => update({ ...choice, minBet: undefined })}
            />
          )}
        </ul>
      )}
      {showVendors ? (
        vendors.length > 0 ? (
          <VendorList
            vendors={vendors}
            label={t('games.vendorsOf', { category: listLabel })}
            to={(vendor) => `?${withChoice(params, { vassalage: vendor.vassalage }).toString()}`}
          />
        ) : (
          <GameGrid games={[]} label={listLabel} onPlay={play} />
        )
      ) : list.isError && !list.data ? (
        <ErrorRetry error={list.error} onRetry={() => list.refetch()} isRetrying={list.isFetching} />
      ) : (
        <div
          className="game-list__body"
          aria-busy={list.isSettling || (list.isFetching && !list.isFetchingNextPage)}
        >
          <GameGrid
            games={list.games}
            label={listLabel}
            onPlay={play}
            isLoading={list.isPending}
            skeletonCount={Math.min(pageSize, 9)}
          />
          {list.games.length > 0 && (
            <GamesPageBar page={list.pageNum} totalPages={list.totalPages} query={list} />
          )}
        </div>
      )}
      <FilterSheet
        open={isFilterOpen}
        onClose={() => setFilterOpen(false)}
        choice={choice}
        onChange={update}
        vendors={vendors}
        classifications={classifications}
        showClassify={isRng}
        showMinBet={isRng}
        canUseFavourites={session.isLoggedIn}
      />
      {chooser}
    </section>
  );
}

function ActiveFilter({ label, onRemove }: { label: string; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <li>
      <button
        type="button"
        className="chip chip--removable"
        aria-label={t('games.removeFilter', { name: label })}
        onClick={onRemove}
      >
        {label}
        <Icon name="close" size={14} />
      </button>
    </li>
  );
}
