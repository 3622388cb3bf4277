import type { LotteryTrends } from '@ficha/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { merchantQueryFn } from '@/features/system';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import { apiGet } from '@/lib/api-client';
import { historyKeys } from './history-keys';

/** GET /lotto/api/v1/trends/:gameCode?periods=N: frequencies, hot/cold and streaks. */
export function getTrends(gameCode: string, periods: number, signal?: AbortSignal) {
  return apiGet<LotteryTrends>(`/lotto/api/v1/trends/${encodeURIComponent(gameCode)}`, {
    params: { periods },
    signal,
  });
}

export function useTrends(gameCode: string, periods: number) {
  const language = useCurrentLanguage();
  return useQuery({
    queryKey: historyKeys.trends(gameCode, periods, language),
    queryFn: merchantQueryFn((signal) => getTrends(gameCode, periods, signal)),
    // Keeps the chart on screen while another N loads.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
