import {
  type FavouriteIds,
  type FavouritePage,
  type Game,
  type LanguageCode,
  PAGE_SIZE,
  type Success,
} from '@ficha/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { sessionQueryMeta, useSession } from '@/features/session';
import { merchantPageFn, merchantQueryFn } from '@/features/system';
import { useListLanguage } from '@/i18n/use-list-language';
import { apiGet, apiSend } from '@/lib/api-client';
import { gamesKeys } from './games-keys';

/** Spec section 3 'Favourites': add/remove body nodeId and vendor. */
export interface FavouriteChange {
  game: Pick<Game, 'nodeId' | 'vassalage'>;
  adding: boolean;
}

export function getFavouriteIds(signal?: AbortSignal): Promise<FavouriteIds> {
  return apiGet<FavouriteIds>('/wps/relay/MCSFE_getFavoriteGames', { signal });
}

/** MCSFE_getFavoriteGamesList (spec section 7: gameType, pageNo, pageSize, language). */
export function getFavouriteList(
  gameType: string,
  pageNo: number,
  language: LanguageCode,
  signal?: AbortSignal,
): Promise<FavouritePage> {
  return apiGet<FavouritePage>('/wps/relay/MCSFE_getFavoriteGamesList', {
    params: { gameType: gameType || undefined, pageNo, pageSize: PAGE_SIZE.favourites, language },
    signal,
  });
}

export function changeFavourite({ game, adding }: FavouriteChange): Promise<Success> {
  const body = { nodeId: game.nodeId, vendor: game.vassalage };
  return adding
    ? apiSend('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { body })
    : apiSend('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', { body });
}

/** The member's favourite nodeIds, for the stars on every tile; a guest has none. */
export function useFavouriteIds(): ReadonlySet<string> {
  const session = useSession();
  const { data } = useQuery({
    queryKey: gamesKeys.favouriteIds(session.userName ?? ''),
    queryFn: merchantQueryFn(async (signal) => (await getFavouriteIds(signal)).list),
    enabled: session.isLoggedIn,
    meta: sessionQueryMeta,
    staleTime: 5 * 60_000,
  });
  return useMemo(() => new Set(data ?? []), [data]);
}

/** /m/fav: the member's favourites, 24 a page (spec section 9), 'load more' appends. */
export function useFavouriteList(gameType = '') {
  const session = useSession();
  const language = useListLanguage();
  return useInfiniteQuery({
    queryKey: gamesKeys.favourites(session.userName ?? '', language, gameType),
    queryFn: merchantPageFn<FavouritePage>((pageNo, signal) =>
      getFavouriteList(gameType, pageNo, language, signal),
    ),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastParam) => (lastParam < last.totalPages ? lastParam + 1 : undefined),
    enabled: session.isLoggedIn,
    meta: sessionQueryMeta,
  });
}
