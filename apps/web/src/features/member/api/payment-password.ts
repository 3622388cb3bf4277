import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SmsAnswer } from '@/features/auth';
import { apiSend } from '@/lib/api-client';
import { memberKeys } from './member-keys';

export interface PaymentPasswordInput {
  paymentPassword: string;
  confirmPaymentPassword: string;
}

/** Where a reset code goes: the member's bound number or e-mail address. */
export type PaymentCodeChannel = 'SMS' | 'EMAIL';

/** Set or change it with the login password (spec section 7 'Security': paymentPassword). */
function putPaymentPassword(input: PaymentPasswordInput & { password: string }): Promise<null> {
  return apiSend<null>('PUT', '/wps/member/paymentPassword', { body: input });
}

/** Sends a reset code to the member's own number or e-mail address. */
export function postPaymentPasswordCode(channel: PaymentCodeChannel): Promise<SmsAnswer> {
  return apiSend<SmsAnswer>('POST', '/wps/member/paymentPassword/code', { body: { channel } });
}

/** Reset it (and lift a lock) with the code sent by that channel. */
function postPaymentPasswordReset(
  input: PaymentPasswordInput & { channel: PaymentCodeChannel; verificationCode: string },
): Promise<null> {
  return apiSend<null>('POST', '/wps/member/paymentPassword/reset', { body: input });
}

export type SavePaymentPasswordInput = (
  | { way: 'password'; password: string }
  | { way: 'code'; channel: PaymentCodeChannel; verificationCode: string }
) &
  PaymentPasswordInput;

/**
 * The one client of the payment-password calls, for the member centre's sheet and the withdraw
 * screen's first-time step alike; each screen refreshes what it shows after a save.
 */
export function useSavePaymentPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavePaymentPasswordInput) => {
      const { paymentPassword, confirmPaymentPassword } = input;
      return input.way === 'password'
        ? putPaymentPassword({ password: input.password, paymentPassword, confirmPaymentPassword })
        : postPaymentPasswordReset({
            channel: input.channel,
            verificationCode: input.verificationCode,
            paymentPassword,
            confirmPaymentPassword,
          });
    },
    // hasPaymentPassword changes: the centre's "set" becomes "reset".
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.info() }),
  });
}
