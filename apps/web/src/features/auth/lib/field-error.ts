import type { RegisterField } from '@ficha/contract';
import type { TFunction } from 'i18next';
import { errorMessageKey } from '@/i18n/error-message';
import type { TranslationKey } from '@/i18n/keys';
import { ApiError } from '@/lib/api-client';
import type { RuleMap } from './field-rules';

/**
 * A message under a field. Kept as a reference, not as text, so it re-evaluates on a language
 * change (spec section 5 'messages re-evaluate on language change'): a translation key, the
 * server rule of a registration field (its message arrives in the current language), or the text
 * the server sent with FIELD_INVALID (already in the request's language).
 */
export type FieldError =
  | { key: TranslationKey; values?: Record<string, string | number> }
  | { rule: RegisterField }
  | { text: string };

export type FieldErrors<F extends string> = Partial<Record<F, FieldError>>;

export function fieldErrorText(
  error: FieldError | undefined,
  t: TFunction,
  rules?: RuleMap,
): string | undefined {
  if (!error) return undefined;
  if ('key' in error) return t(error.key, error.values ?? {});
  if ('rule' in error) return rules?.[error.rule]?.message || t('error.FIELD_INVALID');
  return error.text;
}

/** value.field and value.message of a refusal (spec section 8 / server FIELD_INVALID). */
export function refusalField(error: unknown): { field?: string; message?: string } {
  if (!(error instanceof ApiError) || typeof error.value !== 'object' || error.value === null) return {};
  const value = error.value as Record<string, unknown>;
  return {
    field: typeof value.field === 'string' ? value.field : undefined,
    message: typeof value.message === 'string' && value.message !== '' ? value.message : undefined,
  };
}

/** The field message for a refusal: the server's own text for FIELD_INVALID, else the code's translation. */
export function refusalError(error: unknown): FieldError {
  const { message } = refusalField(error);
  if (error instanceof ApiError && error.code === 'FIELD_INVALID' && message) return { text: message };
  return { key: errorMessageKey(error) };
}

export function isCode(error: unknown, ...codes: string[]): error is ApiError {
  return error instanceof ApiError && codes.includes(error.code);
}
