import type { NewPayoutAccount, PayoutAccount, PayoutAccounts } from '@ficha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api-client';
import { paymentsKeys } from './payments-keys';
import { useMemberQuery, useMemberScope } from './use-member-scope';

export async function getPayoutAccounts(signal?: AbortSignal): Promise<PayoutAccount[]> {
  return (await apiGet<PayoutAccounts>('/wps/relay/MCS2_bankCards', { signal })).list;
}

export function addPayoutAccount(body: NewPayoutAccount): Promise<PayoutAccount> {
  return apiSend<PayoutAccount>('POST', '/wps/member/bankCard', { body });
}

/** MCS2_bankCards: the member's bank accounts and PIX keys, masked by the server. */
export function usePayoutAccounts() {
  return useMemberQuery(paymentsKeys.cards, getPayoutAccounts);
}

export function useAddPayoutAccount() {
  const queryClient = useQueryClient();
  const { member } = useMemberScope();
  return useMutation({
    mutationFn: addPayoutAccount,
    onSuccess: (account) => {
      queryClient.setQueryData<PayoutAccount[]>(paymentsKeys.cards(member), (list) => [
        ...(list ?? []),
        account,
      ]);
      return queryClient.invalidateQueries({ queryKey: paymentsKeys.cards(member) });
    },
  });
}
