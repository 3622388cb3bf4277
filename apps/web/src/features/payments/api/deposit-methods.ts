import type { DepositMethod, DepositMethods, DepositPromotion, DepositPromotions } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { sessionQueryMeta } from '@/features/session';
import { ensureMerchant } from '@/features/system';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import { apiGet } from '@/lib/api-client';
import { paymentsKeys } from './payments-keys';
import { useMemberScope } from './use-member-scope';

export async function getDepositMethods(signal?: AbortSignal): Promise<DepositMethod[]> {
  return (await apiGet<DepositMethods>('/wps/relay/MCS2_depositBanksByVendor', { signal })).list;
}

export async function getDepositPromotions(signal?: AbortSignal): Promise<DepositPromotion[]> {
  return (await apiGet<DepositPromotions>('/wps/relay/depositPromoList', { signal })).list;
}

/** MCS2_depositBanksByVendor: the merchant's methods with their min and max. */
export function useDepositMethods() {
  const { member, enabled } = useMemberScope();
  return useQuery({
    queryKey: paymentsKeys.methods(member),
    queryFn: async ({ client, signal }) => {
      await ensureMerchant(client);
      return getDepositMethods(signal);
    },
    enabled,
    meta: sessionQueryMeta,
    staleTime: 5 * 60_000,
  });
}

/** depositPromoList: titles come in the request language. */
export function useDepositPromotions() {
  const { member, enabled } = useMemberScope();
  const language = useCurrentLanguage();
  return useQuery({
    queryKey: paymentsKeys.promotions(member, language),
    queryFn: async ({ client, signal }) => {
      await ensureMerchant(client);
      return getDepositPromotions(signal);
    },
    enabled,
    meta: sessionQueryMeta,
    staleTime: 5 * 60_000,
  });
}
