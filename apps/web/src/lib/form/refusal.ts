import { errorMessageKey, errorTextHasFigures } from '@/i18n/error-message';
import { ApiError } from '@/lib/api-client';
import type { FormMessage } from './message';

function refusalValue(error: unknown): Record<string, unknown> {
  if (!(error instanceof ApiError) || typeof error.value !== 'object' || error.value === null) return {};
  return error.value as Record<string, unknown>;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function isCode(error: unknown, ...codes: string[]): error is ApiError {
  return error instanceof ApiError && codes.includes(error.code);
}

/** value.field of a refusal (spec section 8 / server FIELD_INVALID): the form puts the message there. */
export function refusalField(error: unknown): string | undefined {
  return text(refusalValue(error).field);
}

/**
 * The message for a refusal, by its code (STYLE: never by parsing the text): the server's own
 * text for FIELD_INVALID (already in the request's language), else the code's translation; a
 * code the site has no translation for shows the server's message.
 */
export function refusalMessage(error: unknown): FormMessage {
  const message = text(refusalValue(error).message);
  if (isCode(error, 'FIELD_INVALID') && message) return { text: message };
  // A text with figures (a limit, what is left, when a time-out ends) only the server can fill:
  // its message is the contract's text in the request's language, filled in.
  if (
    error instanceof ApiError &&
    error.code.startsWith('RG_') &&
    errorTextHasFigures(error.code) &&
    error.message
  )
    return { text: error.message };
  const key = errorMessageKey(error);
  if (key === 'error.unknown' && error instanceof ApiError && error.message) return { text: error.message };
  return { key };
}
