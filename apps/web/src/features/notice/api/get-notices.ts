import type { LanguageCode, Notice, NoticeList } from '@ficha/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ensureMerchant } from '@/features/system';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import { apiGet } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';

// Spec section 9: lists reload 250 ms after the language settles.
const LIST_LANGUAGE_DEBOUNCE_MS = 250;

export const noticeKeys = {
  all: ['notice'] as const,
  list: (language: LanguageCode) => [...noticeKeys.all, 'list', language] as const,
};

export async function getNotices(signal?: AbortSignal): Promise<Notice[]> {
  const value = await apiGet<NoticeList>('/wps/system/notice', { signal });
  return value.list;
}

export function useNotices() {
  const language = useDebouncedValue(useCurrentLanguage(), LIST_LANGUAGE_DEBOUNCE_MS);
  return useQuery({
    queryKey: noticeKeys.list(language),
    queryFn: async ({ client, signal }) => {
      await ensureMerchant(client);
      return getNotices(signal);
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
