import type {
  AgentContract,
  AgentContractCheck,
  AgentContractKind,
  AgentPayLine,
  AgentPeriodFigures,
} from '@ficha/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionQueryMeta } from '@/features/session';
import { merchantQueryFn } from '@/features/system';
import { apiGet, apiSend } from '@/lib/api-client';

/** The agent's contract calls (issue 17 part 3; spec sections 3 and 7). */

export const agentContractKeys = {
  all: ['agent-contracts'] as const,
  check: () => [...agentContractKeys.all, 'check'] as const,
  list: (kind: AgentContractKind) => [...agentContractKeys.all, 'list', kind] as const,
  current: (kind: AgentContractKind) => [...agentContractKeys.all, 'current', kind] as const,
  history: (kind: AgentContractKind) => [...agentContractKeys.all, 'history', kind] as const,
};

export function useContractCheck(enabled: boolean) {
  return useQuery({
    queryKey: agentContractKeys.check(),
    queryFn: merchantQueryFn((signal?: AbortSignal) =>
      apiGet<AgentContractCheck>('/wps/agent/contractCheck', { signal }),
    ),
    meta: sessionQueryMeta,
    enabled,
  });
}

export function useContracts(kind: AgentContractKind) {
  return useQuery({
    queryKey: agentContractKeys.list(kind),
    queryFn: merchantQueryFn((signal?: AbortSignal) =>
      apiGet<{ list: AgentContract[] }>(`/wps/agent/contracts?kind=${kind}`, { signal }),
    ),
    meta: sessionQueryMeta,
  });
}

/** The period now running: today's salary or this month's dividend. */
export function useCurrentFigures(kind: AgentContractKind) {
  const url = kind === 'DIVIDEND' ? '/wps/agent/dividends/current' : '/wps/agent/currentDailySalary';
  return useQuery({
    queryKey: agentContractKeys.current(kind),
    queryFn: merchantQueryFn((signal?: AbortSignal) => apiGet<AgentPeriodFigures>(url, { signal })),
    meta: sessionQueryMeta,
    enabled: kind !== 'HOURLY_SALARY',
  });
}

export function usePayHistory(kind: AgentContractKind) {
  return useQuery({
    queryKey: agentContractKeys.history(kind),
    queryFn: merchantQueryFn((signal?: AbortSignal) =>
      apiGet<{ list: AgentPayLine[] }>(`/wps/agent/payHistory?kind=${kind}`, { signal }),
    ),
    meta: sessionQueryMeta,
  });
}

export function useDecideContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'accept' | 'refuse' }) =>
      apiSend<AgentContract>('POST', `/wps/agent/contracts/${id}/${action}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentContractKeys.all }),
  });
}
