import { type LanguageCode, PAGE_SIZE, type WinnerList } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { merchantQueryFn } from '@/features/system';
import { useListLanguage } from '@/i18n/use-list-language';
import { apiGet } from '@/lib/api-client';
import { gamesKeys } from './games-keys';

/** GCSGAME_getRankList: the winner board (spec section 7: gameCategory ALL, limitNum 20). */
export function getWinners(language: LanguageCode, signal?: AbortSignal): Promise<WinnerList> {
  return apiGet<WinnerList>('/wps/relay/GCSGAME_getRankList', {
    params: { gameCategory: 'ALL', limitNum: PAGE_SIZE.winners, language },
    signal,
  });
}

export function useWinners() {
  const language = useListLanguage();
  return useQuery({
    queryKey: gamesKeys.winners(language),
    queryFn: merchantQueryFn(async (signal) => (await getWinners(language, signal)).list),
    staleTime: 60_000,
  });
}
