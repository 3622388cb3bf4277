import type { Consolidated, LanguageCode, Whitelabel } from '@ficha/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import { apiGet } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ensureMerchant } from './get-domain-route';
import { systemKeys } from './system-keys';

// Spec section 9: lists reload 250 ms after the language settles.
const LIST_LANGUAGE_DEBOUNCE_MS = 250;

export function getConsolidated(signal?: AbortSignal): Promise<Consolidated> {
  return apiGet<Consolidated>('/wps/system/settings/consolidated', { signal });
}

/** The home frame's data in one round trip: whitelabel, banners, service entries, notices. */
export function consolidatedQuery(language: LanguageCode) {
  return queryOptions({
    queryKey: systemKeys.consolidated(language),
    queryFn: async ({ client, signal }) => {
      await ensureMerchant(client);
      return getConsolidated(signal);
    },
    staleTime: 5 * 60_000,
  });
}

export function useConsolidated() {
  const language = useDebouncedValue(useCurrentLanguage(), LIST_LANGUAGE_DEBOUNCE_MS);
  return useQuery({ ...consolidatedQuery(language), placeholderData: keepPreviousData });
}

export function useWhitelabel(): Whitelabel | undefined {
  return useConsolidated().data?.whitelabel;
}
