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
  'INVALID_AMOUNT',
  'AMOUNT_OUT_OF_RANGE',
  'ORDER_CLOSED',
  'DAILY_LIMIT',
  'PAYMENT_PASSWORD_REQUIRED',
  'WRONG_PAYMENT_PASSWORD',
  'CARD_NOT_OWNED',
  // games (issue 5)
  'GAME_NOT_FOUND',
  'PROVIDER_UNAVAILABLE',
  'FREE_PLAY_UNSUPPORTED',
  // a game or vendor the merchant switched off (issue 15 part 7)
  'GAME_DISABLED',
  // in-house studio (issue 6)
  'BET_OUT_OF_LIMITS',
  'ROUND_IN_PROGRESS',
  'ROUND_NOT_OPEN',
  'INVALID_MOVE',
  'BETTING_CLOSED',
  'TOO_MANY_BETS',
  // PIX gateway per merchant and reopening a charge (hardening)
  'PIX_UNAVAILABLE',
  'PIX_CHARGE_EXPIRED',
  // operator login and second factor (hardening)
  'LOGIN_BACKOFF',
  'TOTP_REQUIRED',
  'TOTP_INVALID',
  'TOTP_ENROLMENT_REQUIRED',
  'TOTP_ALREADY_ENABLED',
  'TOTP_NOT_STARTED',
  // back office: staff management and four-eyes adjustments (issue 15)
  'OWN_REQUEST',
  'STAFF_SELF_CHANGE',
  'EDIT_CONFLICT',
  // back office content: uploads are checked by their bytes, not their name (issue 15 part 6)
  'IMAGE_REFUSED',
  'IMAGE_TOO_LARGE',
  // back office: merchants (issue 15 part 8)
  'HOST_TAKEN',
  'MERCHANT_CODE_TAKEN',
  'IMAGE_INVALID',
  'SANDBOX_DEMO_ONLY',
  // guessable secrets: payment-password lock, code attempts (hardening)
  'PAYMENT_PASSWORD_LOCKED',
  'SMS_CODE_TOO_MANY_ATTEMPTS',
  // vendor wallet signature (hardening 4)
  'SIGNATURE_EXPIRED',
  // bonus terms (hardening 13)
  'BONUS_MAX_BET',
  'PROMOTION_NOT_ELIGIBLE',
  // concurrent requests (hardening): a race the server could not resolve by running the work again
  'TRY_AGAIN',
  // member account proof: the login password or a code guards the e-mail change (hardening)
  'EMAIL_CHANGE_PROOF_REQUIRED',
  // lottery (issue 14)
  'LOTTERY_SUSPENDED',
  'INVALID_PICK',
  'PICK_LIMIT_REACHED',
  'PERIOD_STAKE_LIMIT',
  // lottery operators (issue 14 part 5)
  'PERIOD_DRAWN',
  'ODDS_OUT_OF_BOUNDS',
  // messages (issue 16): staff answer a member's feedback once
  'FEEDBACK_ANSWERED',
  // live chat (issue 16)
  'CHAT_UNAVAILABLE',
  'CHAT_MESSAGE_EMPTY',
  'CHAT_MESSAGE_TOO_LONG',
  'CHAT_IMAGE_INVALID',
  'CHAT_IMAGE_TOO_LARGE',
  // back office: player care and payment settings (issue 15 parts 4 and 5)
  'NO_CONTACT',
  'GATEWAY_UNKNOWN',
  // responsible gaming (issue 19)
  'RG_DEPOSIT_LIMIT',
  'RG_LOSS_LIMIT',
  'RG_WAGER_LIMIT',
  'RG_SESSION_LIMIT',
  'RG_LIMIT_INVALID',
  'RG_COOLING_OFF',
  'RG_TIMED_OUT',
  'RG_SELF_EXCLUDED',
  'RG_SELF_EXCLUDED_INDEFINITE',
  'RG_REGISTER_EXCLUDED',
  'RG_REOPEN_NOT_YET',
  // agents and affiliates (issue 17)
  'INVITATION_CODE_EXPIRED',
  'NOT_AGENT',
  'AFFILIATE_CODE_LIMIT',
  'TRANSFER_TARGET_INVALID',
  'AGENT_REBATE_ABOVE_UPLINE',
  'AGENT_REBATE_QUOTA_FULL',
  'AGENT_CONTRACT_TIERS_OVERLAP',
  'AGENT_NOT_IN_TEAM',
  'AGENT_CONTRACT_PENDING',
  'AGENT_CONTRACT_NOT_PENDING',
  'AGENT_RUN_PERIOD_OPEN',
  'TRANSFER_CYCLE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
export type ResultCode = 'OK' | ErrorCode;
