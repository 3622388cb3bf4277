import type { AcceptPromoRequest, DepositOrder, DepositRequest, ManualDepositRequest } from '@ficha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { paymentsKeys } from './payments-keys';
import { useMemberScope } from './use-member-scope';

export function createPixDeposit(body: DepositRequest): Promise<DepositOrder> {
  return apiSend<DepositOrder>('POST', '/wps/relay/depositPaymentGateway', { body });
}

export function createManualDeposit(body: ManualDepositRequest): Promise<DepositOrder> {
  return apiSend<DepositOrder>('POST', '/wps/relay/depositManualTransfer', { body });
}

export function acceptPromo(body: AcceptPromoRequest): Promise<null> {
  return apiSend<null>('POST', '/wps/relay/acceptPromo', { body });
}

export type DepositSubmission =
  | ({ kind: 'PIX' } & DepositRequest)
  | ({ kind: 'BANK_TRANSFER'; reference: string } & DepositRequest);

/** Opens a deposit order by the method's own call; the new order heads the history. */
export function useCreateDeposit() {
  const queryClient = useQueryClient();
  const { member } = useMemberScope();
  return useMutation({
    mutationFn: (submission: DepositSubmission) => {
      const body: DepositRequest = {
        methodId: submission.methodId,
        amount: submission.amount,
        promotionId: submission.promotionId,
      };
      return submission.kind === 'PIX'
        ? createPixDeposit(body)
        : createManualDeposit({ ...body, reference: submission.reference });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.depositReport(member) }),
  });
}

/** acceptPromo: opts a still-pending order into a promotion after it was opened. */
export function useAcceptPromo() {
  return useMutation({ mutationFn: acceptPromo });
}
