import type { LaunchAnswer } from '@ficha/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionQueryMeta, useSession } from '@/features/session';
import { merchantQueryFn } from '@/features/system';
import { apiGet } from '@/lib/api-client';
import { gamesKeys } from './games-keys';

/** GET /wps/game/launchGame: a game session for the member; it also records a recent game. */
export function launchGame(nodeId: string, freePlay: boolean, signal?: AbortSignal): Promise<LaunchAnswer> {
  return apiGet<LaunchAnswer>('/wps/game/launchGame', {
    params: { nodeId, freePlay: freePlay ? 1 : 0 },
    signal,
  });
}

/**
 * One launch per visit of /m/launchGame: the answer is not kept after leaving (a new visit asks
 * for a new session) and a refusal is not retried (PROVIDER_UNAVAILABLE will not change).
 */
export function useLaunchGame(nodeId: string, freePlay: boolean) {
  const session = useSession();
  const queryClient = useQueryClient();
  const member = session.userName ?? '';
  const query = useQuery({
    queryKey: gamesKeys.launch(member, nodeId, freePlay),
    queryFn: merchantQueryFn((signal) => launchGame(nodeId, freePlay, signal)),
    enabled: session.isLoggedIn && nodeId !== '',
    meta: sessionQueryMeta,
    retry: false,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // The launch recorded a recent game, whether or not the provider could start it.
  const settled = query.isSuccess || query.isError;
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: gamesKeys.recentLists(member) });
  }, [settled, queryClient, member]);
  return query;
}
