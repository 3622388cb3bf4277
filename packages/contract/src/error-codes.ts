/**
 * Stable machine codes carried in the envelope's `code`. Clients map a code to a translated
 * message; they never parse `message` text. Each code has one HTTP status on the server.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNKNOWN_MERCHANT',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'HEADERS_TOO_LARGE',
  'MAINTENANCE',
  'REGION_RESTRICTED',
  'INTERNAL',
  // accounts and sessions (issue 3)
  'FIELD_INVALID',
  'PASSWORD_MISMATCH',
  'AGE_NOT_CONFIRMED',
  'USERNAME_TAKEN',
  'MOBILE_TAKEN',
  'ID_NUMBER_TAKEN',
  'INVALID_INVITATION_CODE',
  'CAPTCHA_REQUIRED',
  'INVALID_CAPTCHA',
  'SMS_CODE_INVALID',
  'SMS_CODE_EXPIRED',
  'SMS_TOO_FREQUENT',
  'SMS_DAILY_LIMIT',
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'ACCOUNT_DISABLED',
  'NON_MEMBER_LOGIN',
  'METHOD_DISABLED',
  'ENCRYPTION_INVALID',
  'ENCRYPTION_STALE',
  'ENCRYPTION_REPLAY',
  'SESSION_EXPIRED',
  'FREE_REJECT',
  'WRONG_PASSWORD',
  'SAME_PASSWORD',
  'TRIAL_UNAVAILABLE',
  // money (issue 4)
  'INSUFFICIENT_FUNDS',
  'IDEMPOTENCY_CONFLICT',
  'UNKNOWN_SESSION',
  'WRONG_CURRENCY',
  'BAD_SIGNATURE',
  'UNKNOWN_BET',
  'BET_ROLLED_BACK',
  'BET_SETTLED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
export type ResultCode = 'OK' | ErrorCode;
