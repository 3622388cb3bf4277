import type { ErrorCode } from '@ficha/contract';
import { ApiError, type ClientErrorCode } from '@/lib/api-client';
import type { TranslationKey } from './keys';

/**
 * Translated text per stable code (STYLE: map the code, never parse the server's message).
 * Partial on purpose: the contract gains codes as capabilities land, and a code without its
 * translation yet shows the generic message instead of breaking the web build.
 */
const MESSAGE_KEYS: Partial<Record<ErrorCode | ClientErrorCode, TranslationKey>> = {
  BAD_REQUEST: 'error.BAD_REQUEST',
  UNKNOWN_MERCHANT: 'error.UNKNOWN_MERCHANT',
  NOT_FOUND: 'error.NOT_FOUND',
  UNAUTHORIZED: 'error.UNAUTHORIZED',
  FORBIDDEN: 'error.FORBIDDEN',
  RATE_LIMITED: 'error.RATE_LIMITED',
  PAYLOAD_TOO_LARGE: 'error.PAYLOAD_TOO_LARGE',
  HEADERS_TOO_LARGE: 'error.HEADERS_TOO_LARGE',
  MAINTENANCE: 'error.MAINTENANCE',
  REGION_RESTRICTED: 'error.REGION_RESTRICTED',
  INTERNAL: 'error.INTERNAL',
  FIELD_INVALID: 'error.FIELD_INVALID',
  PASSWORD_MISMATCH: 'error.PASSWORD_MISMATCH',
  AGE_NOT_CONFIRMED: 'error.AGE_NOT_CONFIRMED',
  USERNAME_TAKEN: 'error.USERNAME_TAKEN',
  MOBILE_TAKEN: 'error.MOBILE_TAKEN',
  ID_NUMBER_TAKEN: 'error.ID_NUMBER_TAKEN',
  INVALID_INVITATION_CODE: 'error.INVALID_INVITATION_CODE',
  CAPTCHA_REQUIRED: 'error.CAPTCHA_REQUIRED',
  INVALID_CAPTCHA: 'error.INVALID_CAPTCHA',
  SMS_CODE_INVALID: 'error.SMS_CODE_INVALID',
  SMS_CODE_EXPIRED: 'error.SMS_CODE_EXPIRED',
  SMS_CODE_TOO_MANY_ATTEMPTS: 'error.SMS_CODE_TOO_MANY_ATTEMPTS',
  SMS_TOO_FREQUENT: 'error.SMS_TOO_FREQUENT',
  SMS_DAILY_LIMIT: 'error.SMS_DAILY_LIMIT',
  INVALID_CREDENTIALS: 'error.INVALID_CREDENTIALS',
  ACCOUNT_LOCKED: 'error.ACCOUNT_LOCKED',
  ACCOUNT_DISABLED: 'error.ACCOUNT_DISABLED',
  NON_MEMBER_LOGIN: 'error.NON_MEMBER_LOGIN',
  METHOD_DISABLED: 'error.METHOD_DISABLED',
  ENCRYPTION_INVALID: 'error.ENCRYPTION_INVALID',
  ENCRYPTION_STALE: 'error.ENCRYPTION_STALE',
  ENCRYPTION_REPLAY: 'error.ENCRYPTION_REPLAY',
  SESSION_EXPIRED: 'error.SESSION_EXPIRED',
  FREE_REJECT: 'error.FREE_REJECT',
  WRONG_PASSWORD: 'error.WRONG_PASSWORD',
  SAME_PASSWORD: 'error.SAME_PASSWORD',
  TRIAL_UNAVAILABLE: 'error.TRIAL_UNAVAILABLE',
  INSUFFICIENT_FUNDS: 'error.INSUFFICIENT_FUNDS',
  IDEMPOTENCY_CONFLICT: 'error.IDEMPOTENCY_CONFLICT',
  INVALID_AMOUNT: 'error.INVALID_AMOUNT',
  AMOUNT_OUT_OF_RANGE: 'error.AMOUNT_OUT_OF_RANGE',
  ORDER_CLOSED: 'error.ORDER_CLOSED',
  DAILY_LIMIT: 'error.DAILY_LIMIT',
  PAYMENT_PASSWORD_REQUIRED: 'error.PAYMENT_PASSWORD_REQUIRED',
  WRONG_PAYMENT_PASSWORD: 'error.WRONG_PAYMENT_PASSWORD',
  PAYMENT_PASSWORD_LOCKED: 'error.PAYMENT_PASSWORD_LOCKED',
  CARD_NOT_OWNED: 'error.CARD_NOT_OWNED',
  GAME_NOT_FOUND: 'error.GAME_NOT_FOUND',
  PROVIDER_UNAVAILABLE: 'error.PROVIDER_UNAVAILABLE',
  FREE_PLAY_UNSUPPORTED: 'error.FREE_PLAY_UNSUPPORTED',
  PIX_UNAVAILABLE: 'error.PIX_UNAVAILABLE',
  PIX_CHARGE_EXPIRED: 'error.PIX_CHARGE_EXPIRED',
  NETWORK_ERROR: 'error.NETWORK_ERROR',
  BAD_RESPONSE: 'error.BAD_RESPONSE',
};

function isKnownCode(code: string): code is ErrorCode | ClientErrorCode {
  return Object.hasOwn(MESSAGE_KEYS, code);
}

export function errorMessageKey(error: unknown): TranslationKey {
  if (error instanceof ApiError && isKnownCode(error.code))
    return MESSAGE_KEYS[error.code] ?? 'error.unknown';
  return 'error.unknown';
}
