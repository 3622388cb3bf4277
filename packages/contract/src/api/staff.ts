import { z } from 'zod';
import { idTextSchema, listOf } from './common.ts';
import { STAFF_ROLES } from './permissions.ts';

/** The operator API under /ops/api/v1 (issue 4 part 6): staff login, TOTP, money decisions, audit. */

const totpCode = z.string().regex(/^\d{6}$/);
/** Why the staff member acts: written to the audit log. */
export const staffReasonSchema = z.string().trim().min(1).max(500);
const reason = staffReasonSchema;

export const staffLoginBodySchema = z.object({
  username: z.string().min(1).max(64),
  password: z.string().min(1).max(128),
  /** The authenticator app's current code, when the staff member has TOTP on. */
  code: totpCode.optional(),
  /** Or one of the recovery codes given at enrolment. */
  recoveryCode: z.string().min(1).max(32).optional(),
});
export type StaffLoginBody = z.infer<typeof staffLoginBodySchema>;

export const staffLoginAnswerSchema = z.object({
  token: z.string(),
  username: z.string(),
  role: z.enum(STAFF_ROLES),
  scope: z.enum(['FULL', 'TOTP_ENROLMENT']),
  totpEnabled: z.boolean(),
  totpEnrolmentRequired: z.boolean(),
});
export type StaffLoginAnswer = z.infer<typeof staffLoginAnswerSchema>;

export const totpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrCode: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

export const totpConfirmBodySchema = z.object({ code: totpCode });

export const totpConfirmAnswerSchema = z.object({ token: z.string(), recoveryCodes: z.array(z.string()) });
export type TotpConfirmAnswer = z.infer<typeof totpConfirmAnswerSchema>;

export const staffIdParamsSchema = z.object({ id: z.string().regex(/^\d{1,9}$/) });

export const totpResetAnswerSchema = z.object({ staffId: z.number(), totpEnabled: z.boolean() });

/** A deposit, withdrawal or member id in the path. */
export const opsIdParamsSchema = z.object({ id: idTextSchema });

/** Every money decision and block carries the staff member's reason, written to the audit log. */
export const decisionBodySchema = z.object({ reason });

/** Operator lists: an optional status, pages of up to 200 rows. */
export const opsListQuerySchema = z.object({
  status: z.string().max(20).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type OpsListQuery = z.infer<typeof opsListQuerySchema>;

/**
 * A signed amount of the merchant's currency, applied once per key. Above the four-eyes threshold
 * it is only requested: a second staff member approves it (staff-management.ts).
 */
export const adjustmentBodySchema = z.object({
  memberId: z.coerce.number().int().positive(),
  amount: z.string().regex(/^-?\d{1,15}(\.\d{1,2})?$/),
  reason,
  key: z.string().trim().min(1).max(100),
});
export type AdjustmentBody = z.infer<typeof adjustmentBodySchema>;

export const memberBlockAnswerSchema = z.object({ memberId: z.number(), status: z.literal('disabled') });

/**
 * APPLIED: a transfer against the house, and the member's cash balance after it. PENDING_APPROVAL:
 * above the four-eyes threshold, nothing moved yet; `requestId` waits for a second staff member.
 */
export const adjustmentAnswerSchema = z.object({
  status: z.enum(['APPLIED', 'PENDING_APPROVAL']),
  transferId: z.string().nullable(),
  balance: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type AdjustmentAnswer = z.infer<typeof adjustmentAnswerSchema>;

/** An order after a decision: its id and its status now. */
export const orderDecisionAnswerSchema = z.object({ orderId: z.string(), status: z.string() });
export type OrderDecisionAnswer = z.infer<typeof orderDecisionAnswerSchema>;

/** Who decided an order and why, once it is decided; null while it waits. */
const decision = { decided_by: z.string().nullable(), reason: z.string().nullable() };

/** A deposit order as the operator lists it: amount in major units, times as ISO 8601. */
export const opsDepositOrderSchema = z.object({
  id: z.string(),
  merchant_id: z.number(),
  username: z.string(),
  method: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.string(),
  reference: z.string().nullable(),
  provider_ref: z.string().nullable(),
  created_at: z.string(),
  ...decision,
});
export const opsDepositListSchema = listOf(opsDepositOrderSchema);

/** A withdrawal order with the payout account it goes to, unmasked for the operator. */
export const opsWithdrawalOrderSchema = z.object({
  id: z.string(),
  merchant_id: z.number(),
  username: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.string(),
  created_at: z.string(),
  ...decision,
  kind: z.string(),
  holder_name: z.string(),
  pix_key_type: z.string().nullable(),
  pix_key: z.string().nullable(),
  bank_name: z.string().nullable(),
  account_number: z.string().nullable(),
});
export const opsWithdrawalListSchema = listOf(opsWithdrawalOrderSchema);
