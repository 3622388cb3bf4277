import type { DepositRecord, DepositReport, DepositStatus } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { sessionQueryMeta } from '@/features/session';
import { merchantQueryFn } from '@/features/system';
import { apiGet } from '@/lib/api-client';
import { paymentsKeys } from './payments-keys';
import { useMemberReport, useMemberScope } from './use-member-scope';

export const REPORT_PAGE_SIZE = 20;

export function getDepositReport(pageNo: number, signal?: AbortSignal): Promise<DepositReport> {
  return apiGet<DepositReport>('/wps/relay/depositTransactioNReport', {
    params: { pageNo, pageSize: REPORT_PAGE_SIZE },
    signal,
  });
}

/** The History tab: depositTransactioNReport, 'more' appends the next page. */
export function useDepositReport() {
  return useMemberReport(paymentsKeys.depositReport, getDepositReport);
}

const FINAL_STATUSES: readonly string[] = ['APPROVED', 'REJECTED', 'EXPIRED'];

export function isFinalDepositStatus(
  status: string | undefined,
): status is Exclude<DepositStatus, 'PENDING'> {
  return status !== undefined && FINAL_STATUSES.includes(status);
}

/**
 * One order's status while the member waits: there is no single-order call, so the newest page
 * of the report is read again every few seconds until the order is decided. PIX is confirmed by
 * the PSP's webhook within seconds; a bank transfer waits for a person, so it is asked less often.
 */
export function useDepositOrderStatus(orderId: string, intervalMs: number) {
  const { member, enabled } = useMemberScope();
  return useQuery({
    queryKey: [...paymentsKeys.depositReport(member), 'order', orderId],
    queryFn: merchantQueryFn<DepositRecord | null>(async (signal) => {
      const page = await getDepositReport(1, signal);
      return page.list.find((record) => record.orderId === orderId) ?? null;
    }),
    enabled,
    meta: sessionQueryMeta,
    refetchInterval: (query) => (isFinalDepositStatus(query.state.data?.status) ? false : intervalMs),
    // The member comes back from the payment page in another tab: look at once.
    refetchOnWindowFocus: true,
    // A polling failure (a phone briefly offline) is not worth an error screen: the next tick retries.
    retry: false,
  });
}
