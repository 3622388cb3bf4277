import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '@/features/wallet';
import { errorMessageKey, errorTextHasFigures } from '@/i18n/error-message';
import type { TranslationKey } from '@/i18n/keys';
import { ApiError } from '@/lib/api-client';

/**
 * A message under a field or a form, kept as a reference rather than text so it follows a
 * language change: a translation key (with amounts formatted at render), or text the server
 * already wrote in the request language.
 */
export type FieldMessage = { key: TranslationKey; money?: Record<string, string> } | { text: string };

export function useFieldMessageText(): (message: FieldMessage | undefined) => string | undefined {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return useCallback(
    (message: FieldMessage | undefined) => {
      if (!message) return undefined;
      if ('text' in message) return message.text;
      const values: Record<string, string | number> = Object.fromEntries(
        Object.entries(message.money ?? {}).map(([name, amount]) => [name, formatMoney(amount)]),
      );
      return t(message.key, values);
    },
    [t, formatMoney],
  );
}

function refusalValue(error: unknown): Record<string, unknown> {
  if (!(error instanceof ApiError) || typeof error.value !== 'object' || error.value === null) return {};
  return error.value as Record<string, unknown>;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** value.field of a refusal: the form puts the message under that field. */
export function refusalField(error: unknown): string | undefined {
  return text(refusalValue(error).field);
}

/**
 * The message for a refusal, by its code (STYLE: never by parsing the text). Where the code
 * carries figures (the limits, the withdrawable balance) they are shown formatted; a code the
 * site has no translation for shows the server's message, which is already in the player's
 * language.
 */
export function refusalMessage(error: unknown): FieldMessage {
  const value = refusalValue(error);
  if (error instanceof ApiError) {
    if (error.code === 'AMOUNT_OUT_OF_RANGE') {
      const min = text(value.min);
      const max = text(value.max);
      if (min && max) return { key: 'amount.range', money: { min, max } };
      if (min) return { key: 'amount.min', money: { min } };
      // The withdraw limits travel in the message only ("between {min} and {max}").
      return { text: error.message };
    }
    if (error.code === 'INSUFFICIENT_FUNDS' && text(value.balance)) {
      return { key: 'amount.available', money: { available: text(value.balance) ?? '' } };
    }
    if (error.code === 'FIELD_INVALID' && text(value.message)) return { text: text(value.message) ?? '' };
    if (errorTextHasFigures(error.code) && error.message) return { text: error.message };
  }
  const key = errorMessageKey(error);
  if (key === 'error.unknown' && error instanceof ApiError && error.message) return { text: error.message };
  return { key };
}
