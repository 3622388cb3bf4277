import type { GameRecord, GameRecordPage } from '@ficha/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { sessionQueryMeta, useSession } from '@/features/session';
import { merchantPagesQuery } from '@/features/system';
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
    ...merchantPagesQuery((pageNo, signal) => getGameRecords(range, pageNo, signal)),
    enabled: session.isLoggedIn,
    meta: sessionQueryMeta,
  });
}
