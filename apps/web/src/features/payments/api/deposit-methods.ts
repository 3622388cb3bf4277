import type { DepositMethod, DepositMethods, DepositPromotion, DepositPromotions } from '@ficha/contract';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import { apiGet } from '@/lib/api-client';
import { paymentsKeys } from './payments-keys';
import { useMemberQuery } from './use-member-scope';

// The merchant's methods and promotions change seldom: a deposit screen reopened reuses them.
const METHODS_STALE_MS = 5 * 60_000;

export async function getDepositMethods(signal?: AbortSignal): Promise<DepositMethod[]> {
  return (await apiGet<DepositMethods>('/wps/relay/MCS2_depositBanksByVendor', { signal })).list;
}

export async function getDepositPromotions(signal?: AbortSignal): Promise<DepositPromotion[]> {
  return (await apiGet<DepositPromotions>('/wps/relay/depositPromoList', { signal })).list;
}

/** MCS2_depositBanksByVendor: the merchant's methods with their min and max. */
export function useDepositMethods() {
  return useMemberQuery(paymentsKeys.methods, getDepositMethods, { staleTime: METHODS_STALE_MS });
}

/** depositPromoList: titles come in the request language. */
export function useDepositPromotions() {
  const language = useCurrentLanguage();
  return useMemberQuery((member) => paymentsKeys.promotions(member, language), getDepositPromotions, {
    staleTime: METHODS_STALE_MS,
  });
}
