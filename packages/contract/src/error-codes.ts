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
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
export type ResultCode = 'OK' | ErrorCode;
