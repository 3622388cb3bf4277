import type { Country } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { merchantQueryFn } from '@/features/system';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import { apiGet } from '@/lib/api-client';
import { authKeys } from './auth-keys';

export async function getCountries(signal?: AbortSignal): Promise<Country[]> {
  return (await apiGet<{ list: Country[] }>('/wps/system/country', { signal })).list;
}

/** The dialing-code picker's choices; the first is the merchant's default. */
export function useCountries() {
  return useQuery({
    queryKey: authKeys.countries(useCurrentLanguage()),
    queryFn: merchantQueryFn(getCountries),
    staleTime: 60 * 60_000,
  });
}
