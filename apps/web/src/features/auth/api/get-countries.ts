import type { Country } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { merchantQueryFn } from '@/features/system';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import { apiGetList } from '@/lib/api-client';
import { authKeys } from './auth-keys';

/** The dialing-code picker's choices; the first is the merchant's default. */
export function useCountries() {
  return useQuery({
    queryKey: authKeys.countries(useCurrentLanguage()),
    queryFn: merchantQueryFn((signal) => apiGetList<Country>('/wps/system/country', { signal })),
    staleTime: 60 * 60_000,
  });
}
