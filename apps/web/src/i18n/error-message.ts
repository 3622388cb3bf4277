import { ERROR_MESSAGES, isMessageCode } from '@ficha/contract';
import { ApiError } from '@/lib/api-client';
import type { TranslationKey } from './keys';

/** Translated text per stable code (STYLE: map the code, never parse the server's message). */
export function errorMessageKey(error: unknown): TranslationKey {
  if (error instanceof ApiError && error.code !== 'OK' && isMessageCode(error.code))
    return `error.${error.code}`;
  return 'error.unknown';
}

/**
 * True when the code's text carries figures ({left}, {min}...): only the server knows them, and its
 * message is that same text of the contract filled in, in the request's language.
 */
export function errorTextHasFigures(code: string): boolean {
  return isMessageCode(code) && /\{\w+\}/.test(ERROR_MESSAGES.PT[code]);
}
