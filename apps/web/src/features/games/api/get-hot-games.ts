import type { GamesList, LanguageCode } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { merchantQueryFn } from '@/features/system';
import { useListLanguage } from '@/i18n/use-list-language';
import { apiGet } from '@/lib/api-client';
import { gamesKeys } from './games-keys';

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
    queryFn: merchantQueryFn(async (signal) => (await getHotGames(language, signal)).list),
    staleTime: 5 * 60_000,
  });
}
