import type { WithdrawOrder, WithdrawReport, WithdrawRequest } from '@ficha/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQueryMeta } from '@/features/session';
import { ensureMerchant } from '@/features/system';
import { apiGet, apiSend } from '@/lib/api-client';
import { REPORT_PAGE_SIZE } from './deposit-report';
import { paymentsKeys } from './payments-keys';
import { useMemberScope } from './use-member-scope';

export function requestWithdrawal(body: WithdrawRequest): Promise<WithdrawOrder> {
  return apiSend<WithdrawOrder>('POST', '/wps/transaction/withdraw', { body });
}

export function getWithdrawReport(pageNo: number, signal?: AbortSignal): Promise<WithdrawReport> {
  return apiGet<WithdrawReport>('/wps/relay/MCS2_WithdrawTransactionReport', {
    params: { pageNo, pageSize: REPORT_PAGE_SIZE },
    signal,
  });
}

/**
 * /wps/transaction/withdraw: the money is held at once; the history gains a PENDING order and
 * today's remaining limit shrinks.
 */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  const { member } = useMemberScope();
  return useMutation({
    mutationFn: requestWithdrawal,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentsKeys.withdrawReport(member) }),
        queryClient.invalidateQueries({ queryKey: paymentsKeys.withdrawSettings(member) }),
      ]),
  });
}

/** The History tab: MCS2_WithdrawTransactionReport, 'more' appends the next page. */
export function useWithdrawReport() {
  const { member, enabled } = useMemberScope();
  return useInfiniteQuery({
    queryKey: paymentsKeys.withdrawReport(member),
    queryFn: async ({ client, signal, pageParam }) => {
      await ensureMerchant(client);
      return getWithdrawReport(pageParam, signal);
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    enabled,
    meta: sessionQueryMeta,
  });
}
