import { z } from 'zod';
import { staffReasonSchema } from './staff.ts';

/**
 * The console's care of players and of a merchant's payments (issue 15 parts 4 and 5): staff
 * notes on a player, a password reset sent to the player, and the payment gateway settings of a
 * merchant. Money in major units as decimal text ("20.00").
 */

/** A note a staff member leaves on a player: who wrote it and when are kept with it. */
export const playerNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  staffId: z.number().nullable(),
  staffUsername: z.string().nullable(),
  createdAt: z.string(),
});
export type PlayerNote = z.infer<typeof playerNoteSchema>;
export const playerNoteListSchema = z.object({ list: z.array(playerNoteSchema) });

/** Notes are append-only: a correction is a new note. */
export const playerNoteBodySchema = z.object({ text: z.string().trim().min(1).max(2000) });
export type PlayerNoteBody = z.infer<typeof playerNoteBodySchema>;

/**
 * A staff-started password reset. The staff member never sees the password: a temporary one goes
 * to the player's own mobile (SMS) or e-mail, the old one stops working, every session and game
 * session ends, and the player must choose a new password at the next login.
 */
export const playerPasswordResetBodySchema = z.object({
  channel: z.enum(['SMS', 'EMAIL']),
  reason: staffReasonSchema,
});
export type PlayerPasswordResetBody = z.infer<typeof playerPasswordResetBodySchema>;
export const playerPasswordResetAnswerSchema = z.object({
  memberId: z.number(),
  channel: z.enum(['SMS', 'EMAIL']),
  /** Where it went, masked ("+55 11*****4321", "a***@example.com"). */
  sentTo: z.string(),
  sessionsEnded: z.number(),
});
export type PlayerPasswordResetAnswer = z.infer<typeof playerPasswordResetAnswerSchema>;

const money = z.string().regex(/^\d{1,13}(\.\d{1,2})?$/, { message: 'an amount such as 20.00' });

export const paymentSettingsParamsSchema = z.object({ merchantId: z.string().regex(/^\d{1,9}$/) });

/** A deposit method as its merchant offers it (PIX through the gateway, or a manual transfer). */
const depositMethodSchema = z.object({
  id: z.number(),
  code: z.enum(['PIX', 'BANK_TRANSFER']),
  name: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
  active: z.boolean(),
});

/**
 * A merchant's payment settings: its PIX gateway (null: PIX is not offered), the gateways this
 * server knows (a sandbox one only serves demo merchants, the database refuses it on others), the
 * deposit methods and the withdrawal limits.
 */
export const paymentSettingsSchema = z.object({
  merchantId: z.number(),
  merchantCode: z.string(),
  currency: z.string(),
  demo: z.boolean(),
  pixGateway: z.string().nullable(),
  gateways: z.array(z.object({ name: z.string(), sandbox: z.boolean() })),
  depositMethods: z.array(depositMethodSchema),
  withdrawMin: z.string(),
  withdrawMax: z.string(),
  withdrawDailyMax: z.string(),
  /** Sent back with a change, so a stale page never overwrites a newer one (EDIT_CONFLICT). */
  version: z.number(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

const lowNotAboveHigh = (low: string, high: string) => Number(low) <= Number(high);

export const paymentSettingsBodySchema = z
  .object({
    pixGateway: z
      .string()
      .regex(/^[a-z0-9_-]{1,40}$/)
      .nullable(),
    depositMethods: z
      .array(
        z
          .object({
            id: z.number().int().positive(),
            minAmount: money,
            maxAmount: money,
            active: z.boolean(),
          })
          .refine((m) => Number(m.minAmount) > 0, {
            message: 'the minimum is above zero',
            path: ['minAmount'],
          })
          .refine((m) => lowNotAboveHigh(m.minAmount, m.maxAmount), {
            message: 'the minimum is not above the maximum',
            path: ['maxAmount'],
          }),
      )
      .max(20),
    withdrawMin: money,
    withdrawMax: money,
    withdrawDailyMax: money,
    version: z.number().int().min(1),
    reason: staffReasonSchema,
  })
  .refine((v) => lowNotAboveHigh(v.withdrawMin, v.withdrawMax), {
    message: 'the minimum is not above the maximum',
    path: ['withdrawMax'],
  })
  .refine((v) => lowNotAboveHigh(v.withdrawMax, v.withdrawDailyMax), {
    message: 'one withdrawal is not above the daily maximum',
    path: ['withdrawDailyMax'],
  });
export type PaymentSettingsBody = z.infer<typeof paymentSettingsBodySchema>;
