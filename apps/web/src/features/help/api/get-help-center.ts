import type { HelpItem, HelpItemList, LanguageCode } from '@ficha/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { merchantQueryFn } from '@/features/system';
import { useListLanguage } from '@/i18n/use-list-language';
import { apiGet } from '@/lib/api-client';

// Spec section 2 'Side menu' and section 9: help titles reload 200 ms after a language change.
const HELP_LANGUAGE_DEBOUNCE_MS = 200;

export const helpKeys = {
  all: ['help'] as const,
  list: (language: LanguageCode) => [...helpKeys.all, 'list', language] as const,
};

export async function getHelpCenter(language: LanguageCode, signal?: AbortSignal): Promise<HelpItem[]> {
  const value = await apiGet<HelpItemList>('/wps/system/helpCenter', {
    params: { device: 'MOBILE', lang: language },
    signal,
  });
  return value.list;
}

export function useHelpCenter() {
  const language = useListLanguage(HELP_LANGUAGE_DEBOUNCE_MS);
  return useQuery({
    queryKey: helpKeys.list(language),
    queryFn: merchantQueryFn((signal) => getHelpCenter(language, signal)),
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  });
}
