import { useMessageText } from '@/components/form';
import { useFormatMoney } from '@/features/wallet';
import { ApiError } from '@/lib/api-client';
import { type FormMessage, refusalMessage, says } from '@/lib/form';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The message for a refused money request. Where the code carries figures (the limits, the
 * withdrawable balance) they are shown formatted; otherwise the shared refusal text.
 */
export function moneyRefusal(error: unknown): FormMessage {
  if (error instanceof ApiError) {
    const value = (typeof error.value === 'object' && error.value !== null ? error.value : {}) as Record<
      string,
      unknown
    >;
    if (error.code === 'AMOUNT_OUT_OF_RANGE') {
      const min = text(value.min);
      const max = text(value.max);
      if (min && max) return { ...says('amountRange'), money: { min, max } };
      if (min) return { ...says('amountMin'), money: { min } };
      // The withdraw limits travel in the message only ("between {min} and {max}").
      return { text: error.message };
    }
    const balance = text(value.balance);
    if (error.code === 'INSUFFICIENT_FUNDS' && balance)
      return { ...says('amountAvailable'), money: { available: balance } };
  }
  return refusalMessage(error);
}

/** Message text with amounts in the wallet's currency format, for toasts and the account list. */
export function useMoneyMessageText() {
  return useMessageText({ formatMoney: useFormatMoney() });
}
