import type { WithdrawSettings } from '@ficha/contract';
import { apiGet } from '@/lib/api-client';
import { paymentsKeys } from './payments-keys';
import { useMemberQuery } from './use-member-scope';

export function getWithdrawSettings(signal?: AbortSignal): Promise<WithdrawSettings> {
  return apiGet<WithdrawSettings>('/wps/transaction/withdrawSettings', { signal });
}

/** The limits shown under the amount before the member submits (hardening 16). */
export function useWithdrawSettings() {
  return useMemberQuery(paymentsKeys.withdrawSettings, getWithdrawSettings);
}
