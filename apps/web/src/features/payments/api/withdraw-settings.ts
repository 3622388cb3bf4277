import type { WithdrawSettings } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { sessionQueryMeta } from '@/features/session';
import { ensureMerchant } from '@/features/system';
import { apiGet } from '@/lib/api-client';
import { paymentsKeys } from './payments-keys';
import { useMemberScope } from './use-member-scope';

export function getWithdrawSettings(signal?: AbortSignal): Promise<WithdrawSettings> {
  return apiGet<WithdrawSettings>('/wps/transaction/withdrawSettings', { signal });
}

/** The limits shown under the amount before the member submits (hardening 16). */
export function useWithdrawSettings() {
  const { member, enabled } = useMemberScope();
  return useQuery({
    queryKey: paymentsKeys.withdrawSettings(member),
    queryFn: async ({ client, signal }) => {
      await ensureMerchant(client);
      return getWithdrawSettings(signal);
    },
    enabled,
    meta: sessionQueryMeta,
  });
}
