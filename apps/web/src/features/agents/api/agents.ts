import type {
  AffiliateUrl,
  AffiliateUrlCreate,
  AgentPeriod,
  AgentRegisterBody,
  AgentTransferAnswer,
  AgentTransferBody,
  MyInvitation,
  SubordinatePage,
  TeamKpiA,
  TeamKpiB,
} from '@ficha/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionQueryMeta, useSession } from '@/features/session';
import { merchantQueryFn } from '@/features/system';
import { useInvalidateWallet } from '@/features/wallet';
import { apiGet, apiSend } from '@/lib/api-client';

/** The agent's calls (issue 17; spec section 7 'Agent'): one hook per call. */

export const agentsKeys = {
  all: (user: string) => ['agents', user] as const,
  kpiA: (user: string, period: AgentPeriod) => [...agentsKeys.all(user), 'kpiA', period] as const,
  kpiB: (user: string, period: AgentPeriod) => [...agentsKeys.all(user), 'kpiB', period] as const,
  team: (user: string, keyword: string, pageNo: number) =>
    [...agentsKeys.all(user), 'team', keyword, pageNo] as const,
  links: (user: string) => [...agentsKeys.all(user), 'links'] as const,
  invitation: (user: string) => [...agentsKeys.all(user), 'invitation'] as const,
};

/** Downlines per page on the phone. */
export const TEAM_PAGE_SIZE = 10;

function useUser(): string {
  return useSession().userName ?? '';
}

export function useTeamKpiA(period: AgentPeriod) {
  const user = useUser();
  return useQuery({
    queryKey: agentsKeys.kpiA(user, period),
    queryFn: merchantQueryFn((signal) =>
      apiGet<TeamKpiA>('/wps/relay/ODSFE2_TeamKPIA', { params: { period }, signal }),
    ),
    meta: sessionQueryMeta,
  });
}

export function useTeamKpiB(period: AgentPeriod) {
  const user = useUser();
  return useQuery({
    queryKey: agentsKeys.kpiB(user, period),
    queryFn: merchantQueryFn((signal) =>
      apiGet<TeamKpiB>('/wps/relay/ODSFE2_TeamKPIB', { params: { period }, signal }),
    ),
    meta: sessionQueryMeta,
  });
}

/** ODSFE2_Subordinate: every level, searched, one page at a time (the previous page stays while loading). */
export function useSubordinates(keyword: string, pageNo: number) {
  const user = useUser();
  return useQuery({
    queryKey: agentsKeys.team(user, keyword, pageNo),
    queryFn: merchantQueryFn((signal) =>
      apiGet<SubordinatePage>('/wps/relay/ODSFE2_Subordinate', {
        params: { pageNo, pageSize: TEAM_PAGE_SIZE, ...(keyword ? { keyword } : {}) },
        signal,
      }),
    ),
    placeholderData: keepPreviousData,
    meta: sessionQueryMeta,
  });
}

export function useAffiliateUrls() {
  const user = useUser();
  return useQuery({
    queryKey: agentsKeys.links(user),
    queryFn: merchantQueryFn((signal) =>
      apiGet<{ list: AffiliateUrl[] }>('/wps/agent/affiliateUrls', { signal }),
    ),
    meta: sessionQueryMeta,
  });
}

export function useMyInvitation() {
  const user = useUser();
  return useQuery({
    queryKey: agentsKeys.invitation(user),
    queryFn: merchantQueryFn((signal) => apiGet<MyInvitation>('/wps/agent/invitation', { signal })),
    meta: sessionQueryMeta,
  });
}

/** Every change of the links or the team refreshes the agent's lists and figures. */
function useAgentMutation<I, O>(send: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  const user = useUser();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentsKeys.all(user) }),
  });
}

export const useCreateAffiliateUrl = () =>
  useAgentMutation((body: AffiliateUrlCreate) =>
    apiSend<AffiliateUrl>('POST', '/wps/agent/affiliateUrls', { body }),
  );

export const useDisableAffiliateUrl = () =>
  useAgentMutation((id: string) => apiSend<AffiliateUrl>('DELETE', `/wps/agent/affiliateUrls/${id}`));

export const useRegisterDownline = () =>
  useAgentMutation((body: AgentRegisterBody) =>
    apiSend<{ id: number; account: string; type: number }>('POST', '/wps/agent/register', { body }),
  );

/** POST /wps/agent/transferToDownline: the agent's cash to a member of its team; every balance on screen is read again. */
export function useTransferToDownline() {
  const invalidateWallet = useInvalidateWallet();
  return useMutation({
    mutationFn: (body: AgentTransferBody) =>
      apiSend<AgentTransferAnswer>('POST', '/wps/agent/transferToDownline', { body }),
    onSuccess: () => invalidateWallet(),
  });
}
