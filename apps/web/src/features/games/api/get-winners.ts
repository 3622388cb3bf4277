import { PAGE_SIZE, type Winner } from '@ficha/contract';
import { gamesKeys } from './games-keys';
import { type CatalogueCall, useCatalogueList } from './use-catalogue-list';

/** GCSGAME_getRankList: the winner board (spec section 7: gameCategory ALL, limitNum 20). */
const WINNERS: CatalogueCall = {
  path: '/wps/relay/GCSGAME_getRankList',
  params: { gameCategory: 'ALL', limitNum: PAGE_SIZE.winners },
};

export function useWinners() {
  return useCatalogueList<Winner>(gamesKeys.winners, WINNERS, 60_000);
}
