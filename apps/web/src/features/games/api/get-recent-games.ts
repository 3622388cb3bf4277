import type { GamesList, LanguageCode } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { sessionQueryMeta, useSession } from '@/features/session';
import { ensureMerchant } from '@/features/system';
import { apiGet } from '@/lib/api-client';
import { gamesKeys } from './games-keys';
import { useListLanguage } from './use-list-language';

/** GCS_recentGame: the member's recently launched games (a launch records one, spec issue 5). */
export function getRecentGames(language: LanguageCode, signal?: AbortSignal): Promise<GamesList> {
  return apiGet<GamesList>('/wps/relay/GCS_recentGame', { params: { language }, signal });
}

export function useRecentGames() {
  const session = useSession();
  const language = useListLanguage();
  return useQuery({
    queryKey: gamesKeys.recent(session.userName ?? '', language),
    queryFn: async ({ client, signal }) => {
      await ensureMerchant(client);
      return (await getRecentGames(language, signal)).list;
    },
    enabled: session.isLoggedIn,
    meta: sessionQueryMeta,
  });
}
