import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionQueryMeta } from '@/features/session';
import { ensureMerchant } from '@/features/system';
import { apiGet, apiSend } from '@/lib/api-client';
import { paymentsKeys } from './payments-keys';
import type { PaymentPasswordRequest } from './types';
import { useMemberScope } from './use-member-scope';

export async function getHasPaymentPassword(signal?: AbortSignal): Promise<boolean> {
  return (await apiGet<{ hasPassword: boolean }>('/wps/member/hasWithdrawalPassword', { signal }))
    .hasPassword;
}

export function setPaymentPassword(body: PaymentPasswordRequest): Promise<null> {
  return apiSend<null>('PUT', '/wps/member/paymentPassword', { body });
}

/** hasWithdrawalPassword: a withdrawal needs a payment password (issue 4 part 5). */
export function useHasPaymentPassword() {
  const { member, enabled } = useMemberScope();
  return useQuery({
    queryKey: paymentsKeys.hasPassword(member),
    queryFn: async ({ client, signal }) => {
      await ensureMerchant(client);
      return getHasPaymentPassword(signal);
    },
    enabled,
    meta: sessionQueryMeta,
  });
}

export function useSetPaymentPassword() {
  const queryClient = useQueryClient();
  const { member } = useMemberScope();
  return useMutation({
    mutationFn: setPaymentPassword,
    onSuccess: () => queryClient.setQueryData(paymentsKeys.hasPassword(member), true),
  });
}
