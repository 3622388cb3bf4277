import type { TxCode } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { merchantQueryFn } from '@/features/system';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import { apiGet } from '@/lib/api-client';
import { walletKeys } from './wallet-keys';

export async function getTxCodes(signal?: AbortSignal): Promise<TxCode[]> {
  return (await apiGet<{ list: TxCode[] }>('/wps/relay/GLS2_TxCodeList', { signal })).list;
}

/** GLS2_TxCodeList: the statement's filter, named in the current language. */
export function useTxCodes() {
  return useQuery({
    queryKey: walletKeys.txCodes(useCurrentLanguage()),
    queryFn: merchantQueryFn(getTxCodes),
    staleTime: 60 * 60_000,
  });
}
