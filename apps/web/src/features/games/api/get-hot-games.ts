import type { GamesList, LanguageCode } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { ensureMerchant } from '@/features/system';
import { apiGet } from '@/lib/api-client';
import { gamesKeys } from './games-keys';
import { useListLanguage } from './use-list-language';

/** GCSGAME_hotGamesV2 (spec section 7 'Hot games request': isPlatform 2, language, platform html5). */
export function getHotGames(language: LanguageCode, signal?: AbortSignal): Promise<GamesList> {
  return apiGet<GamesList>('/wps/relay/GCSGAME_hotGamesV2', {
    params: { isPlatform: 2, platform: 'html5', language },
    signal,
  });
}

export function useHotGames() {
  const language = useListLanguage();
  return useQuery({
    queryKey: gamesKeys.hot(language),
    queryFn: async ({ client, signal }) => {
      await ensureMerchant(client);
      return (await getHotGames(language, signal)).list;
    },
    staleTime: 5 * 60_000,
  });
}
