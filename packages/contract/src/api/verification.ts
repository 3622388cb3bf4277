import { z } from 'zod';

/** Calls of the verification module: the image captcha and the SMS codes. */

export const captchaSchema = z.object({
  captchaKey: z.string(),
  /** data:image/png;base64,... */
  image: z.string(),
  expiresInSeconds: z.number(),
});
export type Captcha = z.infer<typeof captchaSchema>;

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
export type SmsRequest = z.infer<typeof smsRequestSchema>;

/** login: SMS login; reset: forgotten password; payment: payment-password reset (signed in). */
export const SMS_PURPOSES = ['login', 'reset', 'payment'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

export const noLoginSmsRequestSchema = smsRequestSchema.extend({
  purpose: z.enum(SMS_PURPOSES).default('login'),
});

/** Answer of every call that sends a code, by SMS or e-mail: the client counts down from it. */
export const smsAnswerSchema = z.object({ expiredMinutes: z.number(), expirationTime: z.string() });
export type SmsAnswer = z.infer<typeof smsAnswerSchema>;
