import { PAGE_SIZE } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { GameListView } from './game-list-view';
import { HomeLobby } from './home-lobby';
import { SearchBox } from './search-box';
import { useCategoryLabel } from './use-category-label';
import './games.css';
import './lobby.css';

/**
 * The home page's game area (spec section 2 'Home and lobby'): page type 'all' is the lobby,
 * 'list' a category's list (20 a page, spec section 9), 'filter' the game-name search.
 * `category` is what the home menu shows as chosen: 'LOBBY' or the listed game type.
 */
export function HomeGames({ category }: { category: string }) {
  const { t } = useTranslation();
  const label = useCategoryLabel();
  const [params, setParams] = useSearchParams();
  const pageType = params.get('pageType');
  const gameName = params.get('gameName')?.trim() ?? '';

  const search = (text: string) => {
    // Spec section 5: trimmed, on Enter; an empty search goes back to the lobby.
    setParams(text ? { pageType: 'filter', gameName: text } : { pageType: 'all' });
  };

  const isList = pageType !== 'filter' && category !== 'LOBBY';
  return (
    <div className="home-games">
      {/* A category list has its own tools (LIVE's search, the filter); the name search sits on the lobby. */}
      {!isList && (
        <SearchBox
          key={pageType === 'filter' ? gameName : ''}
          initial={pageType === 'filter' ? gameName : ''}
          label={t('games.searchGames')}
          onSearch={search}
        />
      )}
      {pageType === 'filter' && gameName ? (
        <GameListView
          key={`filter-${gameName}`}
          category=""
          pageSize={PAGE_SIZE.homeList}
          title={t('games.searchResults', { name: gameName })}
          fromHome
        />
      ) : isList ? (
        <GameListView
          key={category}
          category={category}
          pageSize={PAGE_SIZE.homeList}
          title={label(category)}
          fromHome
        />
      ) : (
        <HomeLobby />
      )}
    </div>
  );
}
