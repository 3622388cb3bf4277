import type { LanguageCode, Notice, NoticeList } from '@ficha/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { merchantQueryFn } from '@/features/system';
import { useListLanguage } from '@/i18n/use-list-language';
import { apiGet } from '@/lib/api-client';

export const noticeKeys = {
  all: ['notice'] as const,
  list: (language: LanguageCode) => [...noticeKeys.all, 'list', language] as const,
};

export async function getNotices(signal?: AbortSignal): Promise<Notice[]> {
  const value = await apiGet<NoticeList>('/wps/system/notice', { signal });
  return value.list;
}

export function useNotices() {
  return useQuery({
    queryKey: noticeKeys.list(useListLanguage()),
    queryFn: merchantQueryFn(getNotices),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
