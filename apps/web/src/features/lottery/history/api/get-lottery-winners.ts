import type { LotteryWinners } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { merchantQueryFn } from '@/features/system';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import { apiGet } from '@/lib/api-client';
import { historyKeys } from './history-keys';

/** GET /lotto/api/v1/winners: the newest and the week's biggest settled wins. */
export function useLotteryWinners() {
  const language = useCurrentLanguage();
  return useQuery({
    queryKey: historyKeys.winners(language),
    queryFn: merchantQueryFn((signal) => apiGet<LotteryWinners>('/lotto/api/v1/winners', { signal })),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}
