import type { TxCode } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { merchantQueryFn } from '@/features/system';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import { apiGetList } from '@/lib/api-client';
import { walletKeys } from './wallet-keys';

/** GLS2_TxCodeList: the statement's filter, named in the current language. */
export function useTxCodes() {
  return useQuery({
    queryKey: walletKeys.txCodes(useCurrentLanguage()),
    queryFn: merchantQueryFn((signal) => apiGetList<TxCode>('/wps/relay/GLS2_TxCodeList', { signal })),
    staleTime: 60 * 60_000,
  });
}
