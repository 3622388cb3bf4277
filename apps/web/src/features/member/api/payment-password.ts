import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { memberKeys } from './member-keys';

export interface PaymentPasswordInput {
  paymentPassword: string;
  confirmPaymentPassword: string;
}

/** Set or change it with the login password (spec section 7 'Security': paymentPassword). */
export function putPaymentPassword(input: PaymentPasswordInput & { password: string }): Promise<null> {
  return apiSend<null>('PUT', '/wps/member/paymentPassword', { body: input });
}

/** Reset it with an SMS code sent to the member's number (purpose 'payment'). */
export function postPaymentPasswordReset(
  input: PaymentPasswordInput & { verificationCode: string },
): Promise<null> {
  return apiSend<null>('POST', '/wps/member/paymentPassword/reset', { body: input });
}

type Input = ({ way: 'password'; password: string } | { way: 'sms'; verificationCode: string }) &
  PaymentPasswordInput;

export function useSavePaymentPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => {
      const { paymentPassword, confirmPaymentPassword } = input;
      return input.way === 'password'
        ? putPaymentPassword({ password: input.password, paymentPassword, confirmPaymentPassword })
        : postPaymentPasswordReset({
            verificationCode: input.verificationCode,
            paymentPassword,
            confirmPaymentPassword,
          });
    },
    // hasPaymentPassword changes: the centre's "set" becomes "reset".
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.info() }),
  });
}
