import type {
  Leaderboard,
  OpsVipConfig,
  opsLeaderboardBodySchema,
  opsLeaderboardCloseSchema,
  opsRewardPayoutSchema,
  opsSignInConfigBodySchema,
  opsSignInConfigSchema,
  opsVipConfigBodySchema,
  opsVipLevelBodySchema,
  opsVipRunSchema,
  VipRunName,
} from '@ficha/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { useStaff } from '@/app/session';
import { type ApiError, api } from '@/lib/api-client';

/**
 * The VIP screen's calls (/ops/api/v1/vip, /sign-in, /leaderboards; issue 18 part 4), every one
 * for the merchant the console shows. A change refreshes what it touched, so the tab shows what
 * the server kept.
 */

export type VipConfigBody = z.input<typeof opsVipConfigBodySchema>;
export type VipLevelBody = z.input<typeof opsVipLevelBodySchema>;
export type SignInConfig = z.infer<typeof opsSignInConfigSchema>;
export type SignInConfigBody = z.input<typeof opsSignInConfigBodySchema>;
export type LeaderboardBody = z.input<typeof opsLeaderboardBodySchema>;
export type LeaderboardClose = z.infer<typeof opsLeaderboardCloseSchema>;
export type RewardPayout = z.infer<typeof opsRewardPayoutSchema>;
export type VipRun = z.infer<typeof opsVipRunSchema>;
export type { Leaderboard, OpsVipConfig };

export const vipKeys = {
  all: ['vip'] as const,
  programme: (merchantId: number | undefined) => ['vip', 'programme', merchantId] as const,
  signIn: (merchantId: number | undefined) => ['vip', 'sign-in', merchantId] as const,
  leaderboards: (merchantId: number | undefined) => ['vip', 'leaderboards', merchantId] as const,
  payouts: (merchantId: number | undefined) => ['vip', 'payouts', merchantId] as const,
};

/** The merchant the screen shows (the session's choice); every call names it. */
export function useVipMerchant() {
  const { session, merchant } = useStaff();
  return { role: session.role, merchantId: merchant?.id, currency: merchant?.currency ?? 'BRL' };
}

export function useVipProgramme() {
  const { merchantId } = useVipMerchant();
  return useQuery({
    queryKey: vipKeys.programme(merchantId),
    queryFn: () => api<OpsVipConfig>('GET', '/vip', { params: { merchantId } }),
  });
}

export function useSignInConfig() {
  const { merchantId } = useVipMerchant();
  return useQuery({
    queryKey: vipKeys.signIn(merchantId),
    queryFn: () => api<SignInConfig>('GET', '/sign-in', { params: { merchantId } }),
  });
}

export function useLeaderboards() {
  const { merchantId } = useVipMerchant();
  return useQuery({
    queryKey: vipKeys.leaderboards(merchantId),
    queryFn: () => api<{ list: Leaderboard[] }>('GET', '/leaderboards', { params: { merchantId } }),
    select: (data) => data.list,
  });
}

export function usePayouts() {
  const { merchantId } = useVipMerchant();
  return useQuery({
    queryKey: vipKeys.payouts(merchantId),
    queryFn: () => api<{ list: RewardPayout[] }>('GET', '/vip/payouts', { params: { merchantId } }),
    select: (data) => data.list,
  });
}

/** A change of the VIP screen; afterwards every VIP list loads again (a run pays rewards too). */
export function useVipChange<I, T>(send: (input: I) => Promise<T>) {
  const client = useQueryClient();
  return useMutation<T, ApiError, I>({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: vipKeys.all }),
  });
}

export const saveProgramme = (body: VipConfigBody) => api<OpsVipConfig>('PUT', '/vip', { body });
export const runVip = (body: { merchantId: number; run: VipRunName }) =>
  api<VipRun>('POST', '/vip/run', { body });
export const saveSignIn = (body: SignInConfigBody) => api<SignInConfig>('PUT', '/sign-in', { body });
export const createLeaderboard = (body: LeaderboardBody) =>
  api<Leaderboard>('POST', '/leaderboards', { body });
export const closeLeaderboard = (id: number) => api<LeaderboardClose>('POST', `/leaderboards/${id}/close`);

/**
 * The server's refusal as the staff member reads it: its message (in the console's language), and
 * the field it names when there is one ("levels.2.minTurnover" is level 3's turnover), so a
 * refusal of a whole programme still points at the row to fix.
 */
export function refusalText(error: ApiError | null, t: TFunction): string | null {
  if (!error) return null;
  const message = error.message || t('common.errorText');
  const value = error.value as { field?: unknown; issues?: { field: string }[] } | null;
  const field = typeof value?.field === 'string' ? value.field : value?.issues?.[0]?.field;
  const row = field ? /(levels|rewards|prizes)\.(\d+)/.exec(field) : null;
  return row ? `${message} (${t(`vipOps.refusedRow.${row[1]}`, { n: Number(row[2]) + 1 })})` : message;
}
