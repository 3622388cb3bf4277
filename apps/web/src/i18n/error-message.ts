import i18n from 'i18next';
import { ApiError } from '@/lib/api-client';
import type { TranslationKey } from './keys';

/**
 * The contract's text of a code in the current language, as loaded with the language's file
 * (i18n/index.ts), with its placeholders in i18next's {{name}} form; undefined for an unknown code.
 */
function loadedErrorText(code: string): string | undefined {
  const text: unknown = i18n.getResource(i18n.language, 'translation', `error.${code}`);
  return typeof text === 'string' ? text : undefined;
}

/** Translated text per stable code (STYLE: map the code, never parse the server's message). */
export function errorMessageKey(error: unknown): TranslationKey {
  if (error instanceof ApiError && error.code !== 'OK' && loadedErrorText(error.code) !== undefined)
    return `error.${error.code}` as TranslationKey;
  return 'error.unknown';
}

/**
 * True when the code's text carries figures ({left}, {min}...): only the server knows them, and its
 * message is that same text of the contract filled in, in the request's language.
 */
export function errorTextHasFigures(code: string): boolean {
  return /\{\{\w+\}\}/.test(loadedErrorText(code) ?? '');
}
