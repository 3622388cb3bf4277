import type { Game } from '@ficha/contract';
import { gamesKeys } from './games-keys';
import { type CatalogueCall, useCatalogueList } from './use-catalogue-list';

/** GCSGAME_hotGamesV2 (spec section 7 'Hot games request': isPlatform 2, language, platform html5). */
const HOT_GAMES: CatalogueCall = {
  path: '/wps/relay/GCSGAME_hotGamesV2',
  params: { isPlatform: 2, platform: 'html5' },
};

export function useHotGames() {
  return useCatalogueList<Game>(gamesKeys.hot, HOT_GAMES, 5 * 60_000);
}
