import type { MemberInfo } from '@ficha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { memberKeys } from './member-keys';

export function putNickname(nickname: string): Promise<MemberInfo> {
  return apiSend<MemberInfo>('PUT', '/wps/member/info/nickname', { body: { nickname } });
}

export function postIcon(icon: string): Promise<MemberInfo> {
  return apiSend<MemberInfo>('POST', '/wps/member/info/icon', { body: { icon } });
}

/** Both calls answer the whole member info, which replaces the cached one. */
function useProfileMutation<T>(send: (value: T) => Promise<MemberInfo>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (info) => queryClient.setQueryData(memberKeys.info(), info),
  });
}

export const useUpdateNickname = () => useProfileMutation(putNickname);
export const useUpdateIcon = () => useProfileMutation(postIcon);
