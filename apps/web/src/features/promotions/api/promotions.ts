import type { ClaimAnswer, PromotionDetail, PromotionList, RewardCenter } from '@ficha/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionQueryMeta, useSession } from '@/features/session';
import { merchantQueryFn } from '@/features/system';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import { apiGet, apiSend } from '@/lib/api-client';

const keys = {
  all: ['promotions'] as const,
  list: (language: string) => ['promotions', 'list', language] as const,
  detail: (id: number, language: string, user: string) =>
    ['promotions', 'detail', id, language, user] as const,
  rewards: (language: string, user: string) => ['promotions', 'rewards', language, user] as const,
};

/** /m/activity: the promotions on offer and the jurisdiction's notice. */
export function usePromotions() {
  const language = useCurrentLanguage();
  return useQuery({
    queryKey: keys.list(language),
    queryFn: merchantQueryFn(() => apiGet<PromotionList>('/wps/promotions')),
  });
}

/** /m/activityDetail: one promotion with the member's progress and action. */
export function usePromotion(id: number) {
  const language = useCurrentLanguage();
  const session = useSession();
  return useQuery({
    queryKey: keys.detail(id, language, session.userName ?? ''),
    queryFn: merchantQueryFn(() => apiGet<PromotionDetail>(`/wps/promotions/${id}`)),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** /m/rewardCenter: claimables, active bonuses with turnover, history. */
export function useRewardCenter() {
  const language = useCurrentLanguage();
  const session = useSession();
  return useQuery({
    queryKey: keys.rewards(language, session.userName ?? ''),
    queryFn: merchantQueryFn(() => apiGet<RewardCenter>('/wps/rewards')),
    enabled: session.isLoggedIn && !session.isTrial,
    meta: sessionQueryMeta,
  });
}

/** Claims a promotion; every promotion view and the wallet are read again after. */
export function useClaimPromotion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiSend<ClaimAnswer>('POST', `/wps/promotions/${id}/claim`),
    onSettled: () => client.invalidateQueries(),
  });
}
