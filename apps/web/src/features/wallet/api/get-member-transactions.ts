import type { MemberTransactionPage } from '@ficha/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { sessionQueryMeta, useSession } from '@/features/session';
import { merchantPagesQuery } from '@/features/system';
import { apiGet } from '@/lib/api-client';
import { type TransactionFilters, walletKeys } from './wallet-keys';

export const STATEMENT_PAGE_SIZE = 20;

export function getMemberTransactions(
  filters: TransactionFilters,
  pageNo: number,
  signal?: AbortSignal,
): Promise<MemberTransactionPage> {
  return apiGet<MemberTransactionPage>('/wps/relay/ODS2_MemberTransaction', {
    params: {
      txCode: filters.txCode || undefined,
      startDate: filters.startDate || undefined,
      endDate: filters.endDate || undefined,
      pageNo,
      pageSize: STATEMENT_PAGE_SIZE,
    },
    signal,
  });
}

/** ODS2_MemberTransaction: 'more' appends the next page, a new filter starts again at page 1. */
export function useMemberTransactions(filters: TransactionFilters) {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: walletKeys.transactions(session.userName ?? '', filters),
    ...merchantPagesQuery((pageNo, signal) => getMemberTransactions(filters, pageNo, signal)),
    enabled: session.isLoggedIn,
    meta: sessionQueryMeta,
  });
}
