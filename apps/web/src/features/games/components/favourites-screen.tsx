import { type KeyboardEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorRetry } from '@/components/error-retry';
import { useFavouriteList } from '../api/favourites';
import { useRecentGames } from '../api/get-recent-games';
import { GameGrid } from './game-grid';
import { LoginGate } from './login-gate';
import { GamesPageBar } from './page-bar';
import { useGameLauncher } from './use-game-launcher';
import './games.css';

type Tab = 'fav' | 'recent';
const TABS: readonly Tab[] = ['fav', 'recent'];

/**
 * /m/fav: the member's favourites, 24 a page (spec section 9), with the recently played games
 * beside them. A removed favourite leaves the list at once (spec section 4 'Favourite toggle').
 */
export function FavouritesScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'recent' ? 'recent' : 'fav';
  const { play, chooser } = useGameLauncher();

  const choose = (next: Tab) => setParams(next === 'fav' ? {} : { tab: next }, { replace: true });
  const handleKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length] ?? 'fav';
    choose(next);
    document.getElementById(`fav-tab-${next}`)?.focus();
  };

  return (
    <LoginGate>
      <div className="games-page state-card state-card--screen">
        <div className="pill-tabs" role="tablist" aria-label={t('title.fav')} onKeyDown={handleKey}>
          {TABS.map((id) => (
            <button
              key={id}
              id={`fav-tab-${id}`}
              type="button"
              role="tab"
              className="pill-tabs__tab"
              aria-selected={tab === id}
              aria-controls={tab === id ? `fav-panel-${id}` : undefined}
              tabIndex={tab === id ? 0 : -1}
              onClick={() => choose(id)}
            >
              {t(id === 'fav' ? 'games.favouritesTab' : 'games.recent')}
            </button>
          ))}
        </div>
        <div id={`fav-panel-${tab}`} role="tabpanel" aria-labelledby={`fav-tab-${tab}`}>
          {tab === 'fav' ? <FavouriteGames onPlay={play} /> : <RecentGames onPlay={play} />}
        </div>
        {chooser}
      </div>
    </LoginGate>
  );
}

type Play = ReturnType<typeof useGameLauncher>['play'];

function FavouriteGames({ onPlay }: { onPlay: Play }) {
  const { t } = useTranslation();
  const list = useFavouriteList();
  const games = useMemo(() => list.data?.pages.flatMap((page) => page.content) ?? [], [list.data]);
  const lastPage = list.data?.pages.at(-1);
  if (list.isError && !list.data) {
    return <ErrorRetry error={list.error} onRetry={() => list.refetch()} isRetrying={list.isFetching} />;
  }
  return (
    <div className="game-list__body">
      <GameGrid
        games={games}
        isLoading={list.isPending}
        label={t('title.fav')}
        onPlay={onPlay}
        emptyText={t('games.favEmpty')}
      />
      {games.length > 0 && lastPage && (
        <GamesPageBar page={list.data?.pages.length ?? 0} totalPages={lastPage.totalPages} query={list} />
      )}
    </div>
  );
}

function RecentGames({ onPlay }: { onPlay: Play }) {
  const { t } = useTranslation();
  const recent = useRecentGames();
  if (recent.isError) {
    return (
      <ErrorRetry error={recent.error} onRetry={() => recent.refetch()} isRetrying={recent.isFetching} />
    );
  }
  return (
    <GameGrid
      games={recent.data ?? []}
      isLoading={recent.isPending}
      label={t('games.recent')}
      onPlay={onPlay}
      emptyText={t('games.recentEmpty')}
    />
  );
}
