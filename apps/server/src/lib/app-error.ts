import type { ErrorCode } from '@ficha/contract';

const STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNKNOWN_MERCHANT: 400,
  // Oversize headers are bad input like any other (issue 2): a 400 envelope.
  HEADERS_TOO_LARGE: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  MAINTENANCE: 503,
  REGION_RESTRICTED: 403,
  INTERNAL: 500,
};

/** Thrown by services; the error handler turns it into the envelope with the code's status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly value: unknown;

  constructor(code: ErrorCode, value: unknown = null) {
    super(code);
    this.code = code;
    this.value = value;
  }

  get status(): number {
    return STATUS[this.code];
  }
}

export function statusOf(code: ErrorCode): number {
  return STATUS[code];
}
