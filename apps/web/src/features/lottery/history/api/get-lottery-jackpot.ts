import type { LotteryJackpot } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { merchantQueryFn } from '@/features/system';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import { apiGet } from '@/lib/api-client';
import { historyKeys } from './history-keys';

/** GET /lotto/api/v1/jackpot: what the draws paid today and this week, with the biggest wins. */
export function useLotteryJackpot() {
  const language = useCurrentLanguage();
  return useQuery({
    queryKey: historyKeys.jackpot(language),
    queryFn: merchantQueryFn((signal) => apiGet<LotteryJackpot>('/lotto/api/v1/jackpot', { signal })),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}
