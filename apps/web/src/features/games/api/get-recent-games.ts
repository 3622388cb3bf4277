import type { GamesList, LanguageCode } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { sessionQueryMeta, useSession } from '@/features/session';
import { merchantQueryFn } from '@/features/system';
import { useListLanguage } from '@/i18n/use-list-language';
import { apiGet } from '@/lib/api-client';
import { gamesKeys } from './games-keys';

/** GCS_recentGame: the member's recently launched games (a launch records one, spec issue 5). */
export function getRecentGames(language: LanguageCode, signal?: AbortSignal): Promise<GamesList> {
  return apiGet<GamesList>('/wps/relay/GCS_recentGame', { params: { language }, signal });
}

export function useRecentGames() {
  const session = useSession();
  const language = useListLanguage();
  return useQuery({
    queryKey: gamesKeys.recent(session.userName ?? '', language),
    queryFn: merchantQueryFn(async (signal) => (await getRecentGames(language, signal)).list),
    enabled: session.isLoggedIn,
    meta: sessionQueryMeta,
  });
}
