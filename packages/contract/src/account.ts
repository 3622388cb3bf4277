import { z } from 'zod';

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
});
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

export const LOGIN_TYPES = ['username', 'sms'] as const;

/** Spec section 3 'Login payload' (inside the encrypted envelope). */
export const loginPayloadSchema = z.object({
  type: z.enum(LOGIN_TYPES).default('username'),
  username: z.string().max(64).optional(),
  password: z.string().max(64).optional(),
  mobileNum: z.string().max(20).optional(),
  countryDialingCode: z.string().max(6).optional(),
  verificationCode: z.string().max(10).optional(),
  captcha: z.string().max(6).optional(),
  captchaKey: z.string().max(64).optional(),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/** value of a successful login, trial login or registration. */
export const sessionAnswerSchema = z.object({
  token: z.string(),
  userName: z.string(),
  type: z.number(),
  firstTimeLogin: z.boolean(),
  merchantCode: z.string(),
});
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** The encrypted envelope's body; the AES key travels wrapped in the Encryption header. */
export const encryptedBodySchema = z.object({ data: z.string().min(1).max(32_768) });

export const publicKeySchema = z.object({
  keyId: z.string(),
  /** SPKI DER, base64: RSA-OAEP with SHA-256 wraps a fresh AES-256-GCM key per request. */
  publicKey: z.string(),
  algorithm: z.literal('RSA-OAEP-256+A256GCM'),
  /** A payload whose ts differs from the server clock by more than this is refused. */
  maxSkewSeconds: z.number(),
});

export const captchaSchema = z.object({
  captchaKey: z.string(),
  /** data:image/png;base64,... */
  image: z.string(),
  expiresInSeconds: z.number(),
});

export const smsRequestSchema = z.object({
  mobileNum: z.string().trim().min(1).max(20).optional(),
  mobileNo: z.string().trim().min(1).max(20).optional(),
  countryDialingCode: z
    .string()
    .trim()
    .regex(/^\+?\d{1,4}$/),
  captcha: z.string().max(6).optional(),
  captchaKey: z.string().max(64).optional(),
});
export const smsAnswerSchema = z.object({ expiredMinutes: z.number(), expirationTime: z.string() });

export const changePasswordSchema = z.object({
  oldPassword: z.string().max(64),
  newPassword: z.string().max(64),
  confirmNewPassword: z.string().max(64),
});

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
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** Member types of spec section 3: 0,1,2 real; 4 trial; above 0 agent except 4, 40, 41, 42. */
export const TRIAL_TYPE = 4;
export const NON_AGENT_TYPES = [4, 40, 41, 42] as const;
export function isAgentType(type: number): boolean {
  return type > 0 && !(NON_AGENT_TYPES as readonly number[]).includes(type);
}
export function isRealMemberType(type: number): boolean {
  return type === 0 || type === 1 || type === 2;
}
