import type { OpsPromotion, OpsPromotionBody, OpsPromotionList } from '@ficha/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '@/lib/api-client';

/**
 * The promotions screen's calls (/ops/api/v1/promotions). The list is keyed by the merchant; every
 * change loads it again, so the table shows the saved row and its figures.
 */

export interface CashbackRun {
  members: number;
  amount: string;
  periodFrom: string;
}

const promotionsKey = (merchantId: number | undefined) => ['promotions', merchantId] as const;

export const usePromotions = (merchantId: number | undefined) =>
  useQuery({
    queryKey: promotionsKey(merchantId),
    queryFn: () => api<OpsPromotionList>('GET', '/promotions', { params: { merchantId } }),
    enabled: merchantId !== undefined,
  });

function usePromotionChange<I, T>(send: (input: I) => Promise<T>) {
  const client = useQueryClient();
  return useMutation<T, ApiError, I>({
    mutationFn: send,
    onSettled: () => client.invalidateQueries({ queryKey: ['promotions'] }),
  });
}

/** Creates a promotion (no id) or changes one. */
export const useSavePromotion = (id: number | undefined) =>
  usePromotionChange((body: OpsPromotionBody) =>
    id === undefined
      ? api<OpsPromotion>('POST', '/promotions', { body })
      : api<OpsPromotion>('PUT', `/promotions/${id}`, { body }),
  );

export const useSetActive = () =>
  usePromotionChange((input: { promotion: OpsPromotion; active: boolean }) =>
    api<OpsPromotion>('POST', `/promotions/${input.promotion.id}/active`, {
      body: { merchantId: input.promotion.merchantId, active: input.active },
    }),
  );

export const useCashbackRun = () =>
  usePromotionChange((promotion: OpsPromotion) =>
    api<CashbackRun>('POST', `/promotions/${promotion.id}/cashback-run`, {
      body: { merchantId: promotion.merchantId },
    }),
  );
