import { z } from 'zod';
import { idTextSchema, listOf, pageOf } from './common.ts';
import { STAFF_PERMISSIONS, STAFF_ROLES, type StaffPermission } from './permissions.ts';
import { staffReasonSchema } from './staff.ts';

/**
 * Staff management by ADMIN (issue 15 part 1) and the four-eyes adjustments (part 4), under
 * /ops/api/v1/staff and /ops/api/v1/adjustments/requests.
 */

const merchantIds = z.array(z.number().int().positive()).max(50);

/**
 * Where a staff member works: `platform` staff see every merchant; otherwise the merchants listed
 * (one or more). A staff member of Ficha never sees Rio Sorte's data.
 */
const scope = z.object({ platform: z.boolean().default(false), merchantIds: merchantIds.default([]) });
const oneScope = <T extends { platform?: boolean; merchantIds?: number[] }>(v: T) =>
  v.platform === undefined && v.merchantIds === undefined
    ? true
    : Boolean(v.platform) !== (v.merchantIds ?? []).length > 0;
const scopeMessage = { message: 'platform staff have no merchant list; merchant staff have at least one' };

export const staffMemberSchema = z.object({
  id: z.number(),
  username: z.string(),
  role: z.enum(STAFF_ROLES),
  platform: z.boolean(),
  merchantIds: z.array(z.number()),
  active: z.boolean(),
  totpEnabled: z.boolean(),
  createdAt: z.string(),
  /** Sent back with a change, so a stale page never overwrites a newer one (EDIT_CONFLICT). */
  version: z.number(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/**
 * GET /ops/api/v1/me: who the session is, where they work and what they may do, so the admin app
 * shows only what the server would allow (the server still checks every call).
 */
export const staffMeSchema = z.object({
  id: z.number(),
  username: z.string(),
  role: z.enum(STAFF_ROLES),
  scope: z.enum(['FULL', 'TOTP_ENROLMENT']),
  platform: z.boolean(),
  merchantIds: z.array(z.number()),
  permissions: z.array(z.enum(STAFF_PERMISSIONS as [StaffPermission, ...StaffPermission[]])),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

export const staffListQuerySchema = z.object({
  role: z.enum(STAFF_ROLES).optional(),
  merchantId: z.coerce.number().int().positive().optional(),
  active: z.enum(['true', 'false']).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;
export const staffListSchema = pageOf(staffMemberSchema);

/**
 * A new staff member with an initial password the ADMIN hands over. ADMIN and FINANCE then set up
 * TOTP at their first login (the login answers `scope: TOTP_ENROLMENT`), as every staff member does.
 */
export const staffCreateBodySchema = scope
  .extend({
    username: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_.-]{3,32}$/),
    password: z.string().min(12).max(128),
    role: z.enum(STAFF_ROLES),
    reason: staffReasonSchema,
  })
  .refine(oneScope, scopeMessage);
export type StaffCreateBody = z.infer<typeof staffCreateBodySchema>;

/** A change of role and/or merchants; the staff member's sessions end, so it applies at once. */
export const staffUpdateBodySchema = z
  .object({
    role: z.enum(STAFF_ROLES).optional(),
    platform: z.boolean().optional(),
    merchantIds: merchantIds.optional(),
    version: z.number().int().min(1),
    reason: staffReasonSchema,
  })
  .refine(oneScope, scopeMessage)
  .refine((v) => v.role !== undefined || v.platform !== undefined || v.merchantIds !== undefined, {
    message: 'nothing to change',
  });
export type StaffUpdateBody = z.infer<typeof staffUpdateBodySchema>;

/** An adjustment waiting for (or given) a second staff member's decision. */
export const adjustmentRequestSchema = z.object({
  id: z.string(),
  merchant_id: z.number(),
  member_id: z.number(),
  username: z.string(),
  amount: z.string(),
  currency: z.string(),
  reason: z.string(),
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED', 'REFUSED']),
  requested_by: z.number(),
  requested_by_username: z.string(),
  decided_by: z.number().nullable(),
  decision_reason: z.string().nullable(),
  transfer_id: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type AdjustmentRequest = z.infer<typeof adjustmentRequestSchema>;
export const adjustmentRequestListSchema = listOf(adjustmentRequestSchema);
export const adjustmentRequestQuerySchema = z.object({
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED', 'REFUSED']).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type AdjustmentRequestQuery = z.infer<typeof adjustmentRequestQuerySchema>;
export const adjustmentRequestParamsSchema = z.object({ id: idTextSchema });

/** APPROVED: the money moved once (transfer and balance); REJECTED: nothing moved. */
export const adjustmentDecisionAnswerSchema = z.object({
  requestId: z.string(),
  status: z.enum(['APPROVED', 'REJECTED']),
  transferId: z.string().nullable(),
  balance: z.string().nullable(),
});
export type AdjustmentDecisionAnswer = z.infer<typeof adjustmentDecisionAnswerSchema>;
