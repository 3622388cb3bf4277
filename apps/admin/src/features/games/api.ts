import type {
  ConsoleGame,
  ConsoleGameListQuery,
  ConsoleGamePage,
  ConsoleGameUpdate,
  ConsoleVendor,
  ConsoleVendorUpdate,
  FeedImportAnswer,
  FeedImportBody,
} from '@ficha/contract';
import { CONSOLE_GAMES_MAX_PAGE } from '@ficha/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The games screen's calls (/ops/api/v1/games, /game-vendors, /games/import) and their query keys. */

export const gamesKeys = {
  all: ['console-games'] as const,
  list: (query: Partial<ConsoleGameListQuery>) => ['console-games', 'list', query] as const,
  vendors: (merchantId: number | undefined) => ['console-games', 'vendors', merchantId] as const,
};

export type GameFilters = Pick<ConsoleGameListQuery, 'q' | 'vendor' | 'category' | 'status'>;
type ListQuery = Partial<ConsoleGameListQuery> & { merchantId: number | undefined };

const listParams = (query: ListQuery) => ({ ...query }) as Record<string, string | number | undefined>;

export function getConsoleGames(query: ListQuery): Promise<ConsoleGamePage> {
  return api<ConsoleGamePage>('GET', '/games', { params: listParams(query) });
}

export function useConsoleGames(query: ListQuery) {
  return useQuery({
    queryKey: gamesKeys.list(query),
    queryFn: () => getConsoleGames(query),
    placeholderData: (previous) => previous,
  });
}

/** Every game matching the filters, page after page, for the CSV export of the whole view. */
export async function getAllConsoleGames(query: ListQuery): Promise<ConsoleGame[]> {
  const all: ConsoleGame[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await getConsoleGames({ ...query, pageNo, pageSize: CONSOLE_GAMES_MAX_PAGE });
    all.push(...page.list);
    if (pageNo >= page.totalPages) return all;
  }
}

export function useConsoleVendors(merchantId: number | undefined) {
  return useQuery({
    queryKey: gamesKeys.vendors(merchantId),
    queryFn: () => api<{ list: ConsoleVendor[] }>('GET', '/game-vendors', { params: { merchantId } }),
  });
}

/** A saved change refreshes every list of the screen: a game's status depends on its vendor's. */
function useRefreshingMutation<T, V>(mutationFn: (input: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: gamesKeys.all }),
  });
}

export const useUpdateGame = () =>
  useRefreshingMutation(({ nodeId, body }: { nodeId: string; body: ConsoleGameUpdate }) =>
    api<ConsoleGame>('POST', `/games/${nodeId}`, { body }),
  );

export const useUpdateVendor = () =>
  useRefreshingMutation(({ code, body }: { code: string; body: ConsoleVendorUpdate }) =>
    api<ConsoleVendor>('POST', `/game-vendors/${code}`, { body }),
  );

export const useImportFeed = () =>
  useRefreshingMutation((body: FeedImportBody) => api<FeedImportAnswer>('POST', '/games/import', { body }));
