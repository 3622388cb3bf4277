import type { Captcha } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { authKeys } from './auth-keys';

export type { Captcha };

export function getCaptcha(signal?: AbortSignal): Promise<Captcha> {
  return apiGet<Captcha>('/wps/captcha', { signal });
}

/**
 * A numeric image captcha (spec section 5). Single use: the form refetches after every failed
 * submit; it also renews itself before it expires, so a slow typist never sends a dead key.
 */
export function useCaptcha(form: string, enabled: boolean) {
  return useQuery({
    queryKey: authKeys.captcha(form),
    queryFn: ({ signal }) => getCaptcha(signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchInterval: (query) => {
      const seconds = query.state.data?.expiresInSeconds;
      return seconds ? Math.max(10, seconds - 5) * 1000 : false;
    },
  });
}
