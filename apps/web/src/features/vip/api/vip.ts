import type { Leaderboard, SignInState, VipBenefits } from '@ficha/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionQueryMeta } from '@/features/session';
import { merchantQueryFn } from '@/features/system';
import { apiGet, apiSend } from '@/lib/api-client';

/** The member's VIP benefits, daily sign-in and leaderboards (issue 18). */

export const vipKeys = {
  all: ['vip'] as const,
  benefits: () => [...vipKeys.all, 'benefits'] as const,
  signIn: () => [...vipKeys.all, 'sign-in'] as const,
  leaderboards: () => [...vipKeys.all, 'leaderboards'] as const,
};

export function useVipBenefits() {
  return useQuery({
    queryKey: vipKeys.benefits(),
    queryFn: merchantQueryFn((signal?: AbortSignal) => apiGet<VipBenefits>('/wps/vip/benefits', { signal })),
    meta: sessionQueryMeta,
  });
}

export function useSignIn() {
  return useQuery({
    queryKey: vipKeys.signIn(),
    queryFn: merchantQueryFn((signal?: AbortSignal) => apiGet<SignInState>('/wps/sign-in', { signal })),
    meta: sessionQueryMeta,
  });
}

/** Claims today's reward; the answer is the calendar's new state. A refusal refreshes it. */
export function useClaimSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<SignInState>('POST', '/wps/sign-in/claim', {}),
    onSuccess: (state) => queryClient.setQueryData(vipKeys.signIn(), state),
    onError: () => void queryClient.invalidateQueries({ queryKey: vipKeys.signIn() }),
  });
}

export function useLeaderboards() {
  return useQuery({
    queryKey: vipKeys.leaderboards(),
    queryFn: merchantQueryFn((signal?: AbortSignal) =>
      apiGet<{ list: Leaderboard[] }>('/wps/leaderboards', { signal }),
    ),
  });
}
