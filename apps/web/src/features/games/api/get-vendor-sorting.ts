import type { LanguageCode, VendorSorting } from '@ficha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { storageKeys } from '@/config/storage-keys';
import { merchantQueryFn } from '@/features/system';
import { useListLanguage } from '@/i18n/use-list-language';
import { apiGet } from '@/lib/api-client';
import { readStoredJson, writeStored } from '@/lib/storage';
import { gamesKeys } from './games-keys';

export type VendorCategory = VendorSorting['content'][number];
export type Vendor = VendorCategory['vendorNames'][number];

/**
 * GCSGAME_getVassGameType (typeId 1): the vendors and classifications of every category, already
 * in the spec's order (section 4 'Vendor sorting': BGS first for RNG, SPORTS split into SPORTS,
 * COCKFIGHT and ESPORTS). The server applies those rules; the client shows the order it gets.
 */
export function getVendorSorting(language: LanguageCode, signal?: AbortSignal): Promise<VendorSorting> {
  return apiGet<VendorSorting>('/wps/relay/GCSGAME_getVassGameType', {
    params: { typeId: 1, language },
    signal,
  });
}

interface CachedSorting {
  language: LanguageCode;
  value: VendorSorting;
}

function isCachedSorting(value: unknown, language: LanguageCode): value is CachedSorting {
  if (typeof value !== 'object' || value === null) return false;
  const cached = value as Partial<CachedSorting>;
  return cached.language === language && Array.isArray(cached.value?.content);
}

/** Spec section 3 'Cached locally: getVassGameType': the last answer in this language, or nothing. */
function readCachedSorting(language: LanguageCode): VendorSorting | undefined {
  const cached = readStoredJson(storageKeys.vendorSorting);
  return isCachedSorting(cached, language) ? cached.value : undefined;
}

export function vendorSortingQuery(language: LanguageCode) {
  return queryOptions({
    queryKey: gamesKeys.vendors(language),
    queryFn: merchantQueryFn(async (signal) => {
      const value = await getVendorSorting(language, signal);
      writeStored(storageKeys.vendorSorting, JSON.stringify({ language, value } satisfies CachedSorting));
      return value;
    }),
    // The cached copy draws the menus at once and counts as stale, so it is refreshed on each visit.
    initialData: () => readCachedSorting(language),
    initialDataUpdatedAt: 0,
    staleTime: 10 * 60_000,
  });
}

export function useVendorSorting() {
  return useQuery(vendorSortingQuery(useListLanguage()));
}

/** One category's vendors and classifications, or undefined while loading or when absent. */
export function useVendorCategory(category: string | undefined): VendorCategory | undefined {
  const { data } = useVendorSorting();
  return data?.content.find((entry) => entry.gameCategory === category);
}

/** vassalage -> display name, for the tiles' vendor line. */
export function useVendorNames(): ReadonlyMap<string, string> {
  const { data } = useVendorSorting();
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const category of data?.content ?? []) {
      for (const vendor of category.vendorNames) names.set(vendor.vassalage, vendor.displayName);
    }
    return names;
  }, [data]);
}
