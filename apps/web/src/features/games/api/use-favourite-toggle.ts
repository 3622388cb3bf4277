import type { FavouritePage, Game, GameListPage } from '@ficha/contract';
import { type InfiniteData, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useSession } from '@/features/session';
import { CLASSIFY_FAVOURITE, type GameListFilters } from '../lib/list-filters';
import { changeFavourite, type FavouriteChange, useFavouriteIds } from './favourites';
import { gamesKeys } from './games-keys';

// Spec section 4 'Favourite toggle': the login toast lasts 2 s; section 9: a success toast 1 s.
const LOGIN_TOAST_MS = 2000;
const SAVED_TOAST_MS = 1000;

function dropFrom<P extends { games?: Game[]; content?: Game[] }>(
  data: InfiniteData<P> | undefined,
  nodeId: string,
): InfiniteData<P> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      ...(page.games ? { games: page.games.filter((game) => game.nodeId !== nodeId) } : {}),
      ...(page.content ? { content: page.content.filter((game) => game.nodeId !== nodeId) } : {}),
    })),
  };
}

function isFavouriteListKey(key: readonly unknown[]): boolean {
  const filters = key[3] as GameListFilters | undefined;
  return filters?.gameClassify === CLASSIFY_FAVOURITE;
}

/**
 * Spec section 4 'Favourite toggle' and section 8: login needed (toast 'in_logged_login' for 2 s
 * with a way to log in); while the call runs the tile shows a loading message; success updates
 * the stars and lists, adding also confirms 'saved'; in the favourites lists a removal drops the
 * game. A failure only hides the loading: the list stays as it was.
 */
export function useFavouriteToggle() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const session = useSession();
  const queryClient = useQueryClient();
  const favouriteIds = useFavouriteIds();
  const member = session.userName ?? '';

  const mutation = useMutation({
    mutationKey: gamesKeys.favouriteToggle(),
    mutationFn: changeFavourite,
    onSuccess: (_answer, { game, adding }) => {
      queryClient.setQueryData<string[]>(gamesKeys.favouriteIds(member), (ids = []) =>
        adding ? [...new Set([...ids, game.nodeId])] : ids.filter((id) => id !== game.nodeId),
      );
      if (adding) {
        toast(t('games.favSaved'), { durationMs: SAVED_TOAST_MS });
        void queryClient.invalidateQueries({ queryKey: gamesKeys.favouriteLists(member) });
        return;
      }
      queryClient.setQueriesData<InfiniteData<FavouritePage>>(
        { queryKey: gamesKeys.favouriteLists(member) },
        (data) => dropFrom(data, game.nodeId),
      );
      queryClient.setQueriesData<InfiniteData<GameListPage>>(
        { queryKey: gamesKeys.lists(), predicate: (query) => isFavouriteListKey(query.queryKey) },
        (data) => dropFrom(data, game.nodeId),
      );
    },
  });

  const pendingIds = useMutationState({
    filters: { mutationKey: gamesKeys.favouriteToggle(), status: 'pending' },
    select: (entry) => (entry.state.variables as FavouriteChange | undefined)?.game.nodeId ?? '',
  });
  const pending = useMemo(() => new Set(pendingIds), [pendingIds]);
  const { mutate } = mutation;

  const toggle = useCallback(
    (game: Pick<Game, 'nodeId' | 'vassalage'>) => {
      if (!session.isLoggedIn) {
        toast(t('in_logged_login'), {
          durationMs: LOGIN_TOAST_MS,
          action: { label: t('nav.login'), onClick: () => navigate(paths.login()) },
        });
        return;
      }
      if (pending.has(game.nodeId)) return;
      mutate({ game, adding: !favouriteIds.has(game.nodeId) });
    },
    [session.isLoggedIn, toast, t, navigate, pending, mutate, favouriteIds],
  );

  return { favouriteIds, pending, toggle };
}
