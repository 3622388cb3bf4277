import type {
  RgExclusionBody,
  RgExclusionView,
  RgHistory,
  RgLimitChange,
  RgLimitKey,
  RgRealityCheck,
  RgState,
} from '@ficha/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionQueryMeta } from '@/features/session';
import { merchantQueryFn } from '@/features/system';
import { apiGet, apiSend } from '@/lib/api-client';

/** The member's responsible-gaming calls (issue 19): limits, exclusion, reality check. */

export const rgKeys = {
  all: ['rg'] as const,
  state: () => [...rgKeys.all, 'state'] as const,
  realityCheck: () => [...rgKeys.all, 'reality-check'] as const,
  history: () => [...rgKeys.all, 'history'] as const,
};

export function useRgState() {
  return useQuery({
    queryKey: rgKeys.state(),
    queryFn: merchantQueryFn((signal?: AbortSignal) => apiGet<RgState>('/wps/rg', { signal })),
    meta: sessionQueryMeta,
  });
}

/** Every change answers the page's new state, which replaces the cached one. */
function useStateMutation<I>(send: (input: I) => Promise<RgState>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (state) => {
      queryClient.setQueryData(rgKeys.state(), state);
      void queryClient.invalidateQueries({ queryKey: rgKeys.realityCheck() });
    },
  });
}

export const useChangeLimits = () =>
  useStateMutation((limits: RgLimitChange[]) =>
    apiSend<RgState>('PUT', '/wps/rg/limits', { body: { limits } }),
  );

export const useConfirmLimit = () =>
  useStateMutation((key: RgLimitKey) => apiSend<RgState>('POST', '/wps/rg/limits/confirm', { body: key }));

export const useSetRealityCheck = () =>
  useStateMutation((minutes: number | null) =>
    apiSend<RgState>('PUT', '/wps/rg/reality-check', { body: { minutes } }),
  );

export const useTakeExclusion = () =>
  useMutation({
    mutationFn: (body: RgExclusionBody) => apiSend<RgExclusionView>('POST', '/wps/rg/exclusion', { body }),
  });

/** The session so far and when the next reminder is due; asked again when it falls due. */
export function useRealityCheck(enabled: boolean) {
  return useQuery<RgRealityCheck>({
    queryKey: rgKeys.realityCheck(),
    queryFn: merchantQueryFn((signal?: AbortSignal) =>
      apiGet<RgRealityCheck>('/wps/rg/reality-check', { signal }),
    ),
    enabled,
    meta: sessionQueryMeta,
    refetchInterval: (query) => refetchDelay(query.state.data as RgRealityCheck | undefined),
  });
}

/** Until the next reminder (at least 5 s, at most a minute, so a change elsewhere is seen). */
export function refetchDelay(check: RgRealityCheck | undefined): number | false {
  if (!check || check.intervalMinutes === null || check.due || !check.nextCheckAt) return 60_000;
  const wait = Date.parse(check.nextCheckAt) - Date.now();
  return Math.min(60_000, Math.max(5_000, wait + 500));
}

export function useAnswerRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: 'CONTINUE' | 'STOP') =>
      apiSend<null>('POST', '/wps/rg/reality-check/answer', { body: { choice } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rgKeys.realityCheck() }),
  });
}

/** The member's last 30 days: deposits, bets, wins, net and time in games per day. */
export function useRgHistory() {
  return useQuery({
    queryKey: rgKeys.history(),
    queryFn: merchantQueryFn((signal?: AbortSignal) => apiGet<RgHistory>('/wps/rg/history', { signal })),
    meta: sessionQueryMeta,
  });
}
