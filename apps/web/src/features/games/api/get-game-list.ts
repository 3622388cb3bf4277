import type { Game, GameListPage, LanguageCode } from '@ficha/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSession } from '@/features/session';
import { merchantPageFn } from '@/features/system';
import { LIST_DEBOUNCE_MS, useListLanguage } from '@/i18n/use-list-language';
import { apiGet } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { CLASSIFY_FAVOURITE, compactFilters, type GameListFilters } from '../lib/list-filters';
import { gamesKeys } from './games-keys';

/** GCSGAME_gameList (spec section 7 'Game list request'): platform html5, filters, paging. */
export function getGameList(
  filters: GameListFilters,
  pageNo: number,
  pageSize: number,
  language: LanguageCode,
  signal?: AbortSignal,
): Promise<GameListPage> {
  return apiGet<GameListPage>('/wps/relay/GCSGAME_gameList', {
    params: { ...filters, language, pageNo, pageSize, platform: 'html5' },
    signal,
  });
}

/** Pages appended in order, a game that moved between two pages shown once. */
export function flattenGames(pages: readonly GameListPage[] | undefined): Game[] {
  const seen = new Set<string>();
  const games: Game[] = [];
  for (const page of pages ?? []) {
    for (const game of page.games) {
      if (seen.has(game.nodeId)) continue;
      seen.add(game.nodeId);
      games.push(game);
    }
  }
  return games;
}

/**
 * A game list with 'load more' (spec section 4 'Game list'): new filters start again at page 1,
 * more appends the next page unless on the last. Filters and language settle for 250 ms first
 * (spec section 9 debounce), so quick filter taps cost one call.
 */
export function useGameList(filters: GameListFilters, pageSize: number, options: { enabled?: boolean } = {}) {
  const session = useSession();
  const language = useListLanguage();
  const wanted = JSON.stringify(compactFilters(filters));
  const settled = useDebouncedValue(wanted, LIST_DEBOUNCE_MS);
  const query = useMemo(() => JSON.parse(settled) as GameListFilters, [settled]);
  // Only the favourites classification depends on who asks.
  const member = query.gameClassify === CLASSIFY_FAVOURITE ? (session.userName ?? '') : '';
  const result = useInfiniteQuery({
    queryKey: gamesKeys.list(language, query, pageSize, member),
    queryFn: merchantPageFn<GameListPage>((pageNo, signal) =>
      getGameList(query, pageNo, pageSize, language, signal),
    ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: options.enabled ?? true,
    staleTime: 60_000,
  });
  const games = useMemo(() => flattenGames(result.data?.pages), [result.data]);
  const lastPage = result.data?.pages.at(-1);
  return {
    ...result,
    games,
    /** 'n / total' of the page bar: the last loaded page and the number of pages. */
    pageNum: lastPage?.pageNum ?? 0,
    totalPages: lastPage?.totalPages ?? 0,
    total: lastPage?.total ?? 0,
    /** The filters typed or tapped have not been asked yet. */
    isSettling: wanted !== settled,
  };
}
