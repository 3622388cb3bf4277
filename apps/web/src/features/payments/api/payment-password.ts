import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiGet } from '@/lib/api-client';
import { paymentsKeys } from './payments-keys';
import { useMemberQuery, useMemberScope } from './use-member-scope';

export interface PaymentPasswordStatus {
  hasPassword: boolean;
  /** Set while wrong answers keep it locked: when it opens again (a reset opens it at once). */
  lockedUntil: string | null;
  /** Where a reset code can go. */
  resetChannels: Array<'SMS' | 'EMAIL'>;
}

export function getPaymentPasswordStatus(signal?: AbortSignal): Promise<PaymentPasswordStatus> {
  return apiGet<PaymentPasswordStatus>('/wps/member/hasWithdrawalPassword', { signal });
}

/** hasWithdrawalPassword: a withdrawal needs a payment password (issue 4 part 5), not locked. */
export function usePaymentPasswordStatus() {
  return useMemberQuery(paymentsKeys.hasPassword, getPaymentPasswordStatus);
}

/** Reads the payment password's state again (after a lock, a reset or the first one set). */
export function useRefreshPaymentPasswordStatus(): () => Promise<void> {
  const queryClient = useQueryClient();
  const { member } = useMemberScope();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: paymentsKeys.hasPassword(member) }),
    [queryClient, member],
  );
}
