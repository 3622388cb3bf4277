import type { GameRecord, GameRecordPage } from '@ficha/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { sessionQueryMeta, useSession } from '@/features/session';
import { ensureMerchant } from '@/features/system';
import { apiGet } from '@/lib/api-client';
import { gamesKeys } from './games-keys';

export type { GameRecord };

export const RECORDS_PAGE_SIZE = 20;

/** GET /lgw/orders: the member's rounds between two dates (YYYY-MM-DD, both included). */
export function getGameRecords(
  range: { startDate: string; endDate: string },
  pageNo: number,
  signal?: AbortSignal,
): Promise<GameRecordPage> {
  return apiGet<GameRecordPage>('/lgw/orders', {
    params: { pageNo, pageSize: RECORDS_PAGE_SIZE, ...range },
    signal,
  });
}

export function useGameRecords(range: { startDate: string; endDate: string }) {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: gamesKeys.records(session.userName ?? '', range.startDate, range.endDate),
    queryFn: async ({ client, signal, pageParam }) => {
      await ensureMerchant(client);
      return getGameRecords(range, pageParam, signal);
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    enabled: session.isLoggedIn,
    meta: sessionQueryMeta,
  });
}
