import type { DepositOrder } from '@ficha/contract';
import { useMutation } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** depositPixCharge: an unpaid PIX charge of the member's again, with the time it has left. */
export function getPixCharge(orderId: string): Promise<DepositOrder> {
  return apiGet<DepositOrder>('/wps/relay/depositPixCharge', { params: { orderId } });
}

/** Reopens a pending PIX charge from the deposit history. */
export function useReopenPixCharge() {
  return useMutation({ mutationFn: getPixCharge });
}
