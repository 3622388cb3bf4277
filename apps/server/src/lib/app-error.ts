import type { ErrorCode } from '@ficha/contract';
import type { MessageParams } from '../i18n/messages.ts';

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
  FIELD_INVALID: 400,
  PASSWORD_MISMATCH: 400,
  AGE_NOT_CONFIRMED: 400,
  USERNAME_TAKEN: 409,
  MOBILE_TAKEN: 409,
  ID_NUMBER_TAKEN: 409,
  INVALID_INVITATION_CODE: 400,
  // agents and affiliates (issue 17)
  INVITATION_CODE_EXPIRED: 400,
  NOT_AGENT: 403,
  AGENT_REBATE_ABOVE_UPLINE: 400,
  AGENT_REBATE_QUOTA_FULL: 409,
  AGENT_CONTRACT_TIERS_OVERLAP: 400,
  AGENT_NOT_IN_TEAM: 403,
  AGENT_CONTRACT_PENDING: 409,
  AGENT_CONTRACT_NOT_PENDING: 409,
  AGENT_RUN_PERIOD_OPEN: 409,
  AFFILIATE_CODE_LIMIT: 409,
  TRANSFER_TARGET_INVALID: 400,
  TRANSFER_CYCLE: 409,
  CAPTCHA_REQUIRED: 400,
  INVALID_CAPTCHA: 400,
  SMS_CODE_INVALID: 400,
  SMS_CODE_EXPIRED: 400,
  SMS_TOO_FREQUENT: 429,
  SMS_DAILY_LIMIT: 429,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_LOCKED: 423,
  ACCOUNT_DISABLED: 403,
  NON_MEMBER_LOGIN: 403,
  METHOD_DISABLED: 403,
  ENCRYPTION_INVALID: 400,
  ENCRYPTION_STALE: 400,
  ENCRYPTION_REPLAY: 400,
  SESSION_EXPIRED: 401,
  FREE_REJECT: 403,
  WRONG_PASSWORD: 400,
  SAME_PASSWORD: 400,
  TRIAL_UNAVAILABLE: 403,
  INSUFFICIENT_FUNDS: 400,
  IDEMPOTENCY_CONFLICT: 409,
  UNKNOWN_SESSION: 404,
  WRONG_CURRENCY: 400,
  BAD_SIGNATURE: 401,
  UNKNOWN_BET: 404,
  BET_ROLLED_BACK: 409,
  BET_SETTLED: 409,
  INVALID_AMOUNT: 400,
  AMOUNT_OUT_OF_RANGE: 400,
  ORDER_CLOSED: 409,
  FEEDBACK_ANSWERED: 409,
  DAILY_LIMIT: 400,
  PAYMENT_PASSWORD_REQUIRED: 400,
  WRONG_PAYMENT_PASSWORD: 400,
  CARD_NOT_OWNED: 404,
  GAME_NOT_FOUND: 404,
  PROVIDER_UNAVAILABLE: 409,
  FREE_PLAY_UNSUPPORTED: 400,
  GAME_DISABLED: 409,
  BET_OUT_OF_LIMITS: 400,
  ROUND_IN_PROGRESS: 409,
  ROUND_NOT_OPEN: 409,
  INVALID_MOVE: 400,
  BETTING_CLOSED: 409,
  TOO_MANY_BETS: 409,
  // PIX gateway per merchant and reopening a charge (hardening)
  PIX_UNAVAILABLE: 409,
  PIX_CHARGE_EXPIRED: 409,
  LOGIN_BACKOFF: 429,
  TOTP_REQUIRED: 401,
  TOTP_INVALID: 401,
  TOTP_ENROLMENT_REQUIRED: 403,
  TOTP_ALREADY_ENABLED: 409,
  TOTP_NOT_STARTED: 409,
  // back office (issue 15)
  OWN_REQUEST: 403,
  STAFF_SELF_CHANGE: 409,
  EDIT_CONFLICT: 409,
  IMAGE_REFUSED: 415,
  IMAGE_TOO_LARGE: 413,
  HOST_TAKEN: 409,
  MERCHANT_CODE_TAKEN: 409,
  IMAGE_INVALID: 400,
  SANDBOX_DEMO_ONLY: 409,
  // guessable secrets: payment-password lock, code attempts (hardening)
  PAYMENT_PASSWORD_LOCKED: 423,
  SMS_CODE_TOO_MANY_ATTEMPTS: 400,
  // vendor wallet signature (hardening 4)
  SIGNATURE_EXPIRED: 401,
  // bonus terms (hardening 13)
  BONUS_MAX_BET: 400,
  PROMOTION_NOT_ELIGIBLE: 409,
  // concurrent requests (hardening): a conflict, not a fault; the same request again may pass
  TRY_AGAIN: 409,
  // member account proof (hardening)
  EMAIL_CHANGE_PROOF_REQUIRED: 400,
  // lottery (issue 14)
  LOTTERY_SUSPENDED: 409,
  INVALID_PICK: 400,
  PICK_LIMIT_REACHED: 409,
  PERIOD_STAKE_LIMIT: 409,
  PERIOD_DRAWN: 409,
  ODDS_OUT_OF_BOUNDS: 400,
  // live chat (issue 16)
  CHAT_UNAVAILABLE: 403,
  CHAT_MESSAGE_EMPTY: 400,
  CHAT_MESSAGE_TOO_LONG: 400,
  CHAT_IMAGE_INVALID: 400,
  CHAT_IMAGE_TOO_LARGE: 413,
  NO_CONTACT: 409,
  GATEWAY_UNKNOWN: 400,
  // responsible gaming (issue 19)
  RG_DEPOSIT_LIMIT: 409,
  RG_LOSS_LIMIT: 409,
  RG_WAGER_LIMIT: 409,
  RG_SESSION_LIMIT: 403,
  RG_LIMIT_INVALID: 400,
  RG_COOLING_OFF: 409,
  RG_TIMED_OUT: 403,
  RG_SELF_EXCLUDED: 403,
  RG_SELF_EXCLUDED_INDEFINITE: 403,
  RG_REGISTER_EXCLUDED: 403,
  RG_REOPEN_NOT_YET: 409,
};

/** Thrown by services; the error handler turns it into the envelope with the code's status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly value: unknown;
  /** Fills {placeholders} of the code's message; amounts go in as moneyParam(...). */
  readonly params: MessageParams;

  constructor(code: ErrorCode, value: unknown = null, params: MessageParams = {}) {
    super(code);
    this.code = code;
    this.value = value;
    this.params = params;
  }

  get status(): number {
    return STATUS[this.code];
  }
}

export function statusOf(code: ErrorCode): number {
  return STATUS[code];
}
