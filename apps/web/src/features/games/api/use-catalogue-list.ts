import type { LanguageCode } from '@ficha/contract';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { merchantQueryFn } from '@/features/system';
import { useListLanguage } from '@/i18n/use-list-language';
import { apiGetList } from '@/lib/api-client';

/** A relay call of the catalogue that answers `{ list }`, with its own parameters. */
export interface CatalogueCall {
  path: string;
  params: Record<string, string | number>;
}

/**
 * A catalogue list (hot games, the winner board) asked in the list language, which is added to
 * the call's parameters and to its key; names come translated.
 */
export function useCatalogueList<T>(
  keyOf: (language: LanguageCode) => QueryKey,
  { path, params }: CatalogueCall,
  staleTime: number,
) {
  const language = useListLanguage();
  return useQuery({
    queryKey: keyOf(language),
    queryFn: merchantQueryFn((signal) => apiGetList<T>(path, { params: { ...params, language }, signal })),
    staleTime,
  });
}
