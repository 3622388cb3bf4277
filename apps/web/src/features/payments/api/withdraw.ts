import type { WithdrawOrder, WithdrawReport, WithdrawRequest } from '@ficha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api-client';
import { REPORT_PAGE_SIZE } from './deposit-report';
import { paymentsKeys } from './payments-keys';
import { useMemberReport, useMemberScope } from './use-member-scope';

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
  return useMemberReport(paymentsKeys.withdrawReport, getWithdrawReport);
}
