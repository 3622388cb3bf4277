import type { Consolidated, LanguageCode, Whitelabel } from '@ficha/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useListLanguage } from '@/i18n/use-list-language';
import { apiGet } from '@/lib/api-client';
import { merchantQueryFn } from './merchant-query';
import { systemKeys } from './system-keys';

export function getConsolidated(signal?: AbortSignal): Promise<Consolidated> {
  return apiGet<Consolidated>('/wps/system/settings/consolidated', { signal });
}

/** The home frame's data in one round trip: whitelabel, banners, service entries, notices. */
export function consolidatedQuery(language: LanguageCode) {
  return queryOptions({
    queryKey: systemKeys.consolidated(language),
    queryFn: merchantQueryFn(getConsolidated),
    staleTime: 5 * 60_000,
  });
}

export function useConsolidated() {
  return useQuery({ ...consolidatedQuery(useListLanguage()), placeholderData: keepPreviousData });
}

export function useWhitelabel(): Whitelabel | undefined {
  return useConsolidated().data?.whitelabel;
}
