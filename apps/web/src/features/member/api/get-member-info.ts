import type { MemberInfo } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { sessionQueryMeta } from '@/features/session';
import { merchantQueryFn } from '@/features/system';
import { apiGet } from '@/lib/api-client';
import { memberKeys } from './member-keys';

export function getMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  return apiGet<MemberInfo>('/wps/member/info', { signal });
}

/** Spec section 3 'Member info' of the signed-in account; dropped when the session ends. */
export function useMemberInfo(enabled: boolean) {
  return useQuery({
    queryKey: memberKeys.info(),
    queryFn: merchantQueryFn(getMemberInfo),
    enabled,
    meta: sessionQueryMeta,
  });
}
