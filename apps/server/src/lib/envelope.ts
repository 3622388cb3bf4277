import type { Envelope, ErrorCode, LanguageCode } from '@ficha/contract';
import { type MessageParams, messageFor } from '../i18n/messages.ts';

export function okEnvelope<T>(value: T, language: LanguageCode): Envelope<T> {
  return { success: true, code: 'OK', message: messageFor('OK', language), value };
}

export function errorEnvelope(
  code: ErrorCode,
  language: LanguageCode,
  value: unknown = null,
  params: MessageParams = {},
  /** The merchant's currency, for money params. */
  currency = '',
): Envelope<unknown> {
  return { success: false, code, message: messageFor(code, language, params, currency), value };
}
