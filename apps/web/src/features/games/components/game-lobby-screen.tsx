import { PAGE_SIZE } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LOBBY_MENU, type LobbyEntry } from '../lib/categories';
import { categoryIcon } from '../lib/category-label';
import { CategoryMenu } from './category-menu';
import { GameListView } from './game-list-view';
import { ProvidersView } from './providers-view';
import { useCategoryLabel } from './use-category-label';
import './games.css';

function isLobbyEntry(value: string | null): value is LobbyEntry {
  return value !== null && (LOBBY_MENU as readonly string[]).includes(value);
}

function lobbyPath(entry: LobbyEntry): string {
  return `/m/gameLobbyCenter?${new URLSearchParams({ gameType: entry }).toString()}`;
}

/**
 * /m/gameLobbyCenter (query gameCategory, gameType, gameClassify): the lobby menu of spec section 2
 * (MEGAWAY, FEATUREBUY, BONUSGAME, FISH, SPORTS, TG, BG, PROVIDER, RNG). PROVIDER lists the
 * vendors (of gameCategory when given), every other entry its titled list; gameClassify
 * preselects a classification.
 */
export function GameLobbyScreen() {
  const { t } = useTranslation();
  const label = useCategoryLabel();
  const [params] = useSearchParams();
  // gameType names the entry; a link that only names gameCategory (RNG...) opens that entry.
  const requested = params.get('gameType') ?? params.get('gameCategory');
  const entry: LobbyEntry = isLobbyEntry(requested) ? requested : LOBBY_MENU[0];
  const items = LOBBY_MENU.map((id) => ({ id, label: label(id), icon: categoryIcon(id), to: lobbyPath(id) }));

  return (
    <>
      <CategoryMenu items={items} current={entry} label={t('games.lobbyMenu')} />
      <div className="games-page state-card state-card--screen">
        {entry === 'PROVIDER' ? (
          <ProvidersView category={params.get('gameCategory') ?? undefined} />
        ) : (
          <GameListView key={entry} category={entry} pageSize={PAGE_SIZE.gameList} title={label(entry)} />
        )}
      </div>
    </>
  );
}
