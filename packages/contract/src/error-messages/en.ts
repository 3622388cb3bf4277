import type { ErrorMessages } from './types.ts';

/** English. */
// Texts the product specification quotes are written exactly as it does (no closing full stop).
export const EN_ERROR_MESSAGES: ErrorMessages = {
  OK: 'Success',
  BAD_REQUEST: 'The data sent is not valid.',
  UNKNOWN_MERCHANT: 'Unknown site.',
  NOT_FOUND: 'The requested url is empty',
  UNAUTHORIZED: 'You are not logged in',
  FORBIDDEN: 'Sorry, this account does not have permission or the feature is temporarily unavailable',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  PAYLOAD_TOO_LARGE: 'The data sent is too large.',
  HEADERS_TOO_LARGE: 'The request headers are too large.',
  MAINTENANCE: 'System upgrading, please try again later',
  REGION_RESTRICTED: 'Access from your IP or location is blocked.',
  INTERNAL: 'Unknown error. Please try again.',
  FIELD_INVALID: 'Please check the highlighted field.',
  PASSWORD_MISMATCH: 'Confirmation is not correct.',
  AGE_NOT_CONFIRMED: 'Please confirm you are of the minimum age to play.',
  USERNAME_TAKEN: 'Sorry, the username already exists',
  MOBILE_TAKEN: 'This mobile number is already registered.',
  ID_NUMBER_TAKEN: 'This ID number is already registered.',
  INVALID_INVITATION_CODE: 'Invalid invitation code',
  INVITATION_CODE_EXPIRED: 'This invitation link has expired or was turned off. Ask for a new one.',
  NOT_AGENT: 'Only agents can use this.',
  AFFILIATE_CODE_LIMIT: 'You already have the most invitation links allowed. Turn one off first.',
  TRANSFER_TARGET_INVALID: 'The receiving agent is not an active agent of this site.',
  AGENT_REBATE_ABOVE_UPLINE: "A downline's rebate cannot be above your own rate for that game type.",
  AGENT_REBATE_QUOTA_FULL: 'You have no quota left to give this rebate rate to another downline.',
  AGENT_CONTRACT_TIERS_OVERLAP:
    "The contract's tiers overlap: each tier must ask for more turnover and at least as many active players, and pay more, than the one before.",
  AGENT_NOT_IN_TEAM: 'This member is not in your team.',
  AGENT_CONTRACT_PENDING: "A contract of this kind is already waiting for this agent's answer.",
  AGENT_CONTRACT_NOT_PENDING: 'This contract is no longer waiting for an answer.',
  AGENT_RUN_PERIOD_OPEN: 'This period has not ended yet: it can be settled once it is over.',
  TRANSFER_CYCLE: 'A member cannot be moved under itself or under one of its own downlines.',
  AGENT_TRANSFER_OFF: 'Transfers to downlines are not available on this site.',
  CAPTCHA_REQUIRED: 'Enter the code shown in the image.',
  INVALID_CAPTCHA: 'Verification code error',
  SMS_CODE_INVALID: 'Verification code error',
  SMS_CODE_EXPIRED: 'The SMS code has expired. Ask for a new code.',
  SMS_TOO_FREQUENT: 'Please wait before asking for another code.',
  SMS_DAILY_LIMIT: 'SMS code limit reached. Please try again tomorrow.',
  INVALID_CREDENTIALS: 'Wrong username or password.',
  ACCOUNT_LOCKED: 'Too many wrong attempts. Locked for {minutes} minutes.',
  ACCOUNT_DISABLED: 'Sorry, the user does not exist or is disabled',
  NON_MEMBER_LOGIN: 'Non-member account unable to login',
  METHOD_DISABLED: 'Sorry, this feature is temporarily unavailable.',
  ENCRYPTION_INVALID: 'The protected data could not be read. Please reload the page.',
  ENCRYPTION_STALE: 'The request expired. Check the device clock and try again.',
  ENCRYPTION_REPLAY: 'This request was already used. Please try again.',
  SESSION_EXPIRED: 'The account has been logged out, please log in again',
  FREE_REJECT: 'Please login an actual account to use this function.',
  WRONG_PASSWORD: 'The current password is wrong.',
  SAME_PASSWORD: 'The new password and the old password cannot be the same.',
  TRIAL_UNAVAILABLE: 'Free play is not available right now.',
  INSUFFICIENT_FUNDS: 'Insufficient balance.',
  IDEMPOTENCY_CONFLICT: 'This operation was already recorded with other data.',
  UNKNOWN_SESSION: 'Unknown game session.',
  WRONG_CURRENCY: 'The currency differs from the game session.',
  BAD_SIGNATURE: "Bad signature for this request's method, path, timestamp and body.",
  UNKNOWN_BET: 'Unknown bet.',
  BET_ROLLED_BACK: 'This bet was rolled back.',
  BET_SETTLED: 'This bet is already settled.',
  INVALID_AMOUNT: 'Invalid amount: use digits with at most 2 decimals.',
  AMOUNT_OUT_OF_RANGE: 'The amount must be between {min} and {max}.',
  ORDER_CLOSED: 'This order is already closed.',
  FEEDBACK_ANSWERED: 'This feedback has already been answered.',
  DAILY_LIMIT: 'Daily withdrawal limit reached.',
  PAYMENT_PASSWORD_REQUIRED: 'Set a payment password before withdrawing.',
  WRONG_PAYMENT_PASSWORD: 'Wrong payment password. Attempts left: {left}.',
  CARD_NOT_OWNED: 'Payout account not found.',
  GAME_NOT_FOUND: 'Game not found.',
  PROVIDER_UNAVAILABLE: 'This game provider is not available at the moment.',
  GAME_DISABLED: 'This game is not offered on this site at the moment.',
  FREE_PLAY_UNSUPPORTED: 'This game has no free-play mode.',
  BET_OUT_OF_LIMITS: 'The bet must be between {min} and {max}.',
  ROUND_IN_PROGRESS: 'Finish the round in progress before changing seeds.',
  ROUND_NOT_OPEN: 'This round is already over.',
  INVALID_MOVE: 'Invalid move.',
  BETTING_CLOSED: 'Bets are closed for this round. Bet on the next one.',
  TOO_MANY_BETS: 'At most {max} bets per round.',
  // PIX gateway per merchant and reopening a charge (hardening)
  PIX_UNAVAILABLE: 'PIX deposits are not available on this site.',
  PIX_CHARGE_EXPIRED: 'This PIX charge has expired. Create a new one.',
  // operator login and second factor (hardening)
  LOGIN_BACKOFF: 'Too many wrong attempts. Try again in {seconds} seconds.',
  TOTP_REQUIRED: 'Enter the code from your authenticator app.',
  TOTP_INVALID: 'Wrong or already used verification code.',
  TOTP_ENROLMENT_REQUIRED: 'Turn on two-step verification before using the operator area.',
  TOTP_ALREADY_ENABLED: 'Two-step verification is already on for this account.',
  TOTP_NOT_STARTED: 'Start turning on two-step verification before confirming it.',
  // back office (issue 15)
  OWN_REQUEST: 'A second staff member must decide this request: you cannot approve or reject your own.',
  STAFF_SELF_CHANGE: 'You cannot change your own role, merchants or access. Ask another administrator.',
  EDIT_CONFLICT: 'Someone changed this record after you opened it. Reload it and make your change again.',
  IMAGE_REFUSED: 'This file is not a PNG, JPEG, WebP or GIF image. Choose an image file.',
  IMAGE_TOO_LARGE: 'The image is larger than 1 MB. Choose a smaller image.',
  HOST_TAKEN: 'The host name {host} already belongs to another merchant.',
  MERCHANT_CODE_TAKEN: 'A merchant with the code {code} exists already.',
  IMAGE_INVALID: 'The file is not a PNG, JPEG, WebP or GIF image of at most 512 KB.',
  SANDBOX_DEMO_ONLY:
    'The sandbox PIX gateway confirms payments no bank made: only a merchant marked as a demo site may use it.',
  // guessable secrets: payment-password lock, code attempts (hardening)
  PAYMENT_PASSWORD_LOCKED:
    'Payment password locked after wrong attempts. Try again in {minutes} minutes or reset it with a code by SMS or e-mail.',
  SMS_CODE_TOO_MANY_ATTEMPTS: 'Too many wrong tries for this code. Ask for a new code.',
  // vendor wallet signature (hardening 4)
  SIGNATURE_EXPIRED: 'The request time (X-Timestamp) is outside the accepted window.',
  // bonus terms (hardening 13)
  BONUS_MAX_BET: 'While your bonus is active, the largest bet allowed is {maxBet}.',
  PROMOTION_NOT_ELIGIBLE:
    'This promotion is not available to your account: a welcome bonus is given once per person, on the first deposit.',
  // promotions and grants (issue 18)
  PROMOTION_NOT_ALLOWED: 'This kind of promotion is not offered where this site is licensed.',
  PROMOTION_CLOSED: 'This promotion is not running now: it has not started, has ended or is paused.',
  PROMOTION_AUDIENCE: 'This promotion is for another group of players.',
  PROMOTION_ALREADY_CLAIMED: 'You already received this reward.',
  PROMOTION_NOT_READY: "There is nothing to claim yet: the reward's goal is not reached.",
  COMMENT_IMAGE_INVALID: 'Images must be PNG or JPG files of at most 5 MB, three at most.',
  // concurrent requests (hardening)
  TRY_AGAIN:
    'Another operation on your account happened at the same moment. Nothing was changed; please try again.',
  // member account proof (hardening)
  EMAIL_CHANGE_PROOF_REQUIRED:
    'To change the e-mail, enter your current login password or the code sent to your mobile number or current e-mail.',
  // lottery (issue 14)
  LOTTERY_SUSPENDED: 'This lottery is suspended for now. Your open tickets stay valid.',
  INVALID_PICK: 'That choice is not valid for this bet: {betType} {pick}.',
  PICK_LIMIT_REACHED: 'This draw takes no more bets on {pick}. Choose another number or bet less.',
  PERIOD_STAKE_LIMIT: 'You can bet at most {max} on one draw.',
  PERIOD_DRAWN: 'This draw has already taken place: its result stands and it can no longer be voided.',
  ODDS_OUT_OF_BOUNDS: 'The odds {odds} for {betType} must return between {min} and {max} of each stake.',
  // live chat (issue 16)
  CHAT_UNAVAILABLE: 'The live chat is not available on this site.',
  CHAT_MESSAGE_EMPTY: 'Write a message before sending.',
  CHAT_MESSAGE_TOO_LONG: 'A message may have at most {max} characters.',
  CHAT_IMAGE_INVALID: 'Only PNG or JPG images can be sent.',
  CHAT_IMAGE_TOO_LARGE: 'The image is too large: at most {max} MB.',
  NO_CONTACT: 'This player has no {channel} to send a new password to. Choose the other channel.',
  GATEWAY_UNKNOWN: 'This server has no payment gateway named {name}.',
  // responsible gaming (issue 19)
  RG_DEPOSIT_LIMIT:
    'This deposit would go over your deposit limit of {limit} per {period}. You can still deposit {left}.',
  RG_LOSS_LIMIT: 'This bet could go over your loss limit of {limit} per {period}. You can still risk {left}.',
  RG_WAGER_LIMIT:
    'This bet would go over your wager limit of {limit} per {period}. You can still bet {left}.',
  RG_SESSION_LIMIT:
    'You reached your session time limit of {minutes} minutes. This session has ended: take a break.',
  RG_LIMIT_INVALID: 'A limit must be a whole positive amount of at most {max}. Nothing was changed.',
  RG_COOLING_OFF:
    'A raised or removed limit waits for its cooling-off period, until {from}. Nothing was changed.',
  RG_TIMED_OUT: 'You are taking a time-out until {until}. You cannot log in, bet or deposit before then.',
  RG_SELF_EXCLUDED:
    'You excluded yourself from play until {until}. You cannot log in, bet or deposit before then.',
  RG_SELF_EXCLUDED_INDEFINITE:
    'You excluded yourself from play: the account stays closed until a request to reopen it is granted. You cannot log in, bet or deposit.',
  RG_REGISTER_EXCLUDED: 'This CPF is on the self-exclusion register: the account cannot be opened or used.',
  RG_REOPEN_NOT_YET: 'Your self-exclusion can only be lifted on request from {from}.',
  // identity verification (issue 19 part 4)
  KYC_WITHDRAWAL_HELD:
    'Verify your identity before your first withdrawal: send your documents in Identity verification.',
  KYC_ACTIVATION_HELD:
    'Your account is activated once your identity is verified: send your documents in Identity verification to deposit and bet.',
  KYC_FILE_INVALID: 'Send a PNG or JPG photo, or a PDF (the selfie as PNG or JPG only). Nothing was changed.',
  KYC_FILE_TOO_LARGE: 'The file is too large: at most {max} MB. Nothing was changed.',
  KYC_DOCUMENTS_MISSING: "Upload your document's front and back and a selfie before asking for verification.",
  KYC_UNDERAGE: 'Only players of {age} and over may play: the date of birth given does not allow it.',
  KYC_CLOSED: 'Your verification was already sent or decided: it cannot be changed now.',
  KYC_NOT_PENDING: 'This verification is not waiting for review (status: {status}).',
  PAYOUT_NOT_OWN_CPF:
    'Withdrawals only go to an account in your own CPF. Add a PIX key of type CPF with your CPF.',
  PAYOUT_KEY_OWNER_UNCONFIRMED:
    'This PIX key could not be confirmed as yours: withdrawals only go to keys in your own name and CPF. Use your CPF as the key, or a key registered in your name.',
  // promotion comments (issue 18 part 2)
  COMMENT_TEXT_INVALID: 'A comment has 1 to {max} characters. Nothing was sent.',
  COMMENT_TOO_MANY_IMAGES: 'At most {max} images per comment. Nothing was sent.',
  COMMENT_IMAGE_TOO_LARGE: 'Each image may be at most {max} MB. Nothing was sent.',
  COMMENT_NOT_PENDING: 'This comment was already moderated (status: {status}).',
  // client codes: the request never got an envelope back
  NETWORK_ERROR: 'No connection. Check your internet.',
  BAD_RESPONSE: 'Unexpected answer from the server.',
};
