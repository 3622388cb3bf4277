import { z } from 'zod';
import { instantTextSchema } from './common.ts';
import { rgLimitChangeSchema } from './responsible-gaming.ts';

/** Calls of the accounts module: registration, passwords, the member's profile and security. */

/** Registration fields of spec section 2 'Register screen', in form order. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** One per-field rule of GET /wps/system/setting/register (spec section 5: server-supplied rules). */
export const fieldRuleSchema = z.object({
  field: z.enum(REGISTER_FIELDS),
  enabled: z.boolean(),
  required: z.boolean(),
  /** JavaScript regular expression source, tested against the whole trimmed value. */
  pattern: z.string(),
  /** Message in the request's language, shown when the value breaks the rule. */
  message: z.string(),
});
export type FieldRule = z.infer<typeof fieldRuleSchema>;

export const registerSettingsSchema = z.object({
  list: z.array(fieldRuleSchema),
  /** Age the player must confirm: 18, or 21 where the merchant's region requires (spec section 5). */
  ageThreshold: z.number(),
  /** ID number is a Brazilian CPF, checked by its check digits. */
  idNumberIsCpf: z.boolean(),
});
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;

export const REGISTER_METHODS = ['APP', 'H5', 'PWA', 'WEBCLIP'] as const;

const optionalText = z.string().max(200).optional();

/** Spec section 3 'Registration payload' (inside the encrypted envelope). */
export const registerPayloadSchema = z.object({
  countryDialingCode: z.string().max(6).optional(),
  registerUrl: z.string().max(253).optional(),
  registerMethod: z.enum(REGISTER_METHODS).default('H5'),
  username: z.string().max(64).optional(),
  password: z.string().max(64).optional(),
  confirmPassword: z.string().max(64).optional(),
  affiliateCode: z.string().max(32).optional(),
  paymentPassword: z.string().max(32).optional(),
  recommenderId: optionalText,
  nickname: optionalText,
  payeeName: optionalText,
  email: optionalText,
  mobileNum: z.string().max(20).optional(),
  idNumber: z.string().max(32).optional(),
  qqNum: optionalText,
  facebook: optionalText,
  wechat: optionalText,
  line: optionalText,
  whatsapp: optionalText,
  zalo: optionalText,
  captcha: z.string().max(16).optional(),
  captchaKey: z.string().max(64).optional(),
  type: z.literal(0).default(0),
  domain: z.string().max(253).optional(),
  verificationCode: z.string().max(10).optional(),
  /** The player confirmed being at least the merchant's age threshold. */
  ageConfirmed: z.boolean().optional(),
  /** Limits chosen at sign-up (issue 19: loss and time limits are part of registration in Brazil). */
  rgLimits: z.array(rgLimitChangeSchema).max(10).optional(),
});
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

const password = z.string().max(64);
const paymentPassword = z.string().max(32);

export const usernameQuerySchema = z.object({ username: z.string().trim().min(1).max(64) });
export const usernameAvailabilitySchema = z.object({ available: z.boolean() });

/** GET /wps/member/trialuser. */
export const trialUserSchema = z.object({
  /** 1 when free play is open on this site, 0 when not. */
  state: z.number(),
  userName: z.string().nullable(),
  type: z.number().nullable(),
});
export type TrialUser = z.infer<typeof trialUserSchema>;

/** The new password, twice: what every change or reset of the password asks. */
const newPasswordFields = { newPassword: password, confirmNewPassword: password };

/** What a reset by a code sent to the member asks, besides who the member is. */
const codeResetFields = { verificationCode: z.string().max(10), ...newPasswordFields };

export const changePasswordSchema = z.object({ oldPassword: password, ...newPasswordFields });
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** Forgotten password by SMS (inside the encrypted envelope). */
export const smsPasswordResetSchema = z.object({
  mobileNum: z.string().max(20),
  countryDialingCode: z.string().max(6),
  ...codeResetFields,
});
export type SmsPasswordReset = z.infer<typeof smsPasswordResetSchema>;

export const emailCodeRequestSchema = z.object({
  username: z.string().trim().min(1).max(64),
  email: z.string().trim().min(3).max(200),
});
export type EmailCodeRequest = z.infer<typeof emailCodeRequestSchema>;

export const emailPasswordResetSchema = z.object({
  username: z.string().max(64),
  email: z.string().max(200),
  ...codeResetFields,
});
export type EmailPasswordReset = z.infer<typeof emailPasswordResetSchema>;

/** Preset avatars a member may pick (POST /wps/member/info/icon). */
export const MEMBER_ICONS = Array.from({ length: 8 }, (_, i) => `avatar-${i + 1}`);

export const iconChoicesSchema = z.object({ icon: z.string(), choices: z.array(z.string()) });
export type IconChoices = z.infer<typeof iconChoicesSchema>;
export const iconChangeSchema = z.object({ icon: z.enum(MEMBER_ICONS as [string, ...string[]]) });
export const nicknameChangeSchema = z.object({ nickname: z.string().max(200) });
export const payeeNameChangeSchema = z.object({ payeeName: z.string().max(200) });

/** Where a code that proves the member goes: the bound number or the e-mail address. */
export const CODE_CHANNELS = ['SMS', 'EMAIL'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];
const codeChannel = z.enum(CODE_CHANNELS);

export const proofCodeRequestSchema = z.object({ channel: codeChannel });

export const emailChangeSchema = z.object({
  email: z.string().max(200),
  password: z.string().max(200).optional(),
  verificationCode: z.string().max(10).optional(),
  /** Where the code went: the bound number or the current address; the address when absent. */
  channel: codeChannel.optional(),
});
export type EmailChange = z.infer<typeof emailChangeSchema>;

/** GET /wps/member/securityConfig: what protects the account. */
export const securityConfigSchema = z.object({
  hasLoginPassword: z.boolean(),
  hasPaymentPassword: z.boolean(),
  /** Set while wrong answers keep the payment password locked: when it opens again. */
  paymentPasswordLockedUntil: z.string().nullable(),
  mobileBound: z.boolean(),
  emailBound: z.boolean(),
  idNumberBound: z.boolean(),
});
export type SecurityConfig = z.infer<typeof securityConfigSchema>;

/** GET /wps/member/hasWithdrawalPassword. */
export const paymentPasswordStateSchema = z.object({
  hasPassword: z.boolean(),
  /** Set while wrong answers keep it locked: when it opens again (a reset opens it at once). */
  lockedUntil: z.string().nullable(),
  /** Where a reset code can go: the bound number and e-mail address. */
  resetChannels: z.array(codeChannel),
});
export type PaymentPasswordState = z.infer<typeof paymentPasswordStateSchema>;

/** Set or change the payment password; the login password proves the member. */
export const paymentPasswordChangeSchema = z.object({
  password,
  paymentPassword,
  confirmPaymentPassword: paymentPassword,
});
export type PaymentPasswordChange = z.infer<typeof paymentPasswordChangeSchema>;

export const paymentPasswordResetSchema = z.object({
  /** Where the code went; SMS when absent. */
  channel: codeChannel.default('SMS'),
  verificationCode: z.string().max(10),
  paymentPassword,
  confirmPaymentPassword: paymentPassword,
});
export type PaymentPasswordReset = z.input<typeof paymentPasswordResetSchema>;

export const affiliateQuerySchema = z.object({ code: z.string().trim().min(1).max(32) });
export const affiliateSchema = z.object({ code: z.string() });
export type Affiliate = z.infer<typeof affiliateSchema>;

/** Spec section 3 'Member info'. */
export const memberInfoSchema = z.object({
  id: z.number(),
  type: z.number(),
  account: z.string(),
  nickname: z.string(),
  email: z.string(),
  payeeName: z.string(),
  mobileNum: z.string(),
  countryDialingCode: z.string(),
  icon: z.string(),
  clubLabel: z.object({ labelName: z.string() }),
  hasPaymentPassword: z.boolean(),
  createdAt: instantTextSchema,
  lastLoginAt: instantTextSchema.nullable(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;
