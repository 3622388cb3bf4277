import type { LotteryHistoryPage } from '@ficha/contract';
import { HISTORY_PAGE_SIZE } from '@ficha/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { merchantQueryFn } from '@/features/system';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import { apiGet } from '@/lib/api-client';
import { historyKeys } from './history-keys';

/** GET /lotto/api/v1/history/:gameCode: past draws, newest first, older pages by `before`. */
export function getDrawHistory(gameCode: string, before: string | undefined, signal?: AbortSignal) {
  return apiGet<LotteryHistoryPage>(`/lotto/api/v1/history/${encodeURIComponent(gameCode)}`, {
    params: { pageSize: HISTORY_PAGE_SIZE.default, before },
    signal,
  });
}

export function useDrawHistory(gameCode: string) {
  const language = useCurrentLanguage();
  return useInfiniteQuery({
    queryKey: historyKeys.draws(gameCode, language),
    queryFn: ({ client, signal, pageParam }) =>
      merchantQueryFn((s) => getDrawHistory(gameCode, pageParam, s))({ client, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: LotteryHistoryPage) => last.nextBefore ?? undefined,
    // A one-minute game draws every minute: the newest page is looked at again as often.
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}
