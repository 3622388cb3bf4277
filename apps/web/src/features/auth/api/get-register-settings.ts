import type { RegisterSettings } from '@ficha/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { merchantQueryFn } from '@/features/system';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import { apiGet } from '@/lib/api-client';
import { authKeys } from './auth-keys';

export function getRegisterSettings(signal?: AbortSignal): Promise<RegisterSettings> {
  return apiGet<RegisterSettings>('/wps/system/setting/register', { signal });
}

/**
 * Spec section 5: server-supplied per-field rules; their messages are in the request language, so
 * the key carries the language and a language change brings the messages in the new one.
 */
export function useRegisterSettings() {
  return useQuery({
    queryKey: authKeys.registerSettings(useCurrentLanguage()),
    queryFn: merchantQueryFn(getRegisterSettings),
    // A language switch keeps the form (and what the player typed) while the new messages load.
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  });
}
