import { z } from 'zod';

/** Calls of the sessions module: the payload key, login, free-play login and logout. */

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

/** POST /wps/session/login/freeplay: the body is optional and only names where the player came from. */
export const trialLoginBodySchema = z.object({ moduleId: z.string().max(32).optional() }).optional();

/** A trial login's answer: the session, with state 1 (free play open). */
export const trialAnswerSchema = sessionAnswerSchema.extend({ state: z.number() });
export type TrialAnswer = z.infer<typeof trialAnswerSchema>;

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
export type PublicKey = z.infer<typeof publicKeySchema>;
