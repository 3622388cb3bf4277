import { z } from 'zod';
import { pageOf } from './common.ts';

/**
 * The audit log (issue 15 part 2): every staff action, append-only and hash-chained. Read through
 * GET /ops/api/v1/audit with filters; `npm run audit:verify` checks the chain.
 */

/** One audited action: who, on what, before and after, why, from where, and its link in the chain. */
export const auditEntrySchema = z.object({
  id: z.string(),
  /** Position in the chain: each row's hash covers the previous row's hash. */
  seq: z.string(),
  staff_id: z.number().nullable(),
  staff_username: z.string().nullable(),
  /** null: a platform-level action. */
  merchant_id: z.number().nullable(),
  action: z.string(),
  target: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  created_at: z.string(),
  prev_hash: z.string(),
  hash: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = pageOf(auditEntrySchema);

const moment = z.iso.datetime({ offset: true });

/** Filters of the audit viewer; `action` ending in `.` or `*` matches every action it starts. */
export const auditQuerySchema = z.object({
  staffId: z.coerce.number().int().positive().optional(),
  actor: z.string().trim().min(1).max(64).optional(),
  action: z.string().trim().min(1).max(64).optional(),
  target: z.string().trim().min(1).max(100).optional(),
  merchantId: z.coerce.number().int().positive().optional(),
  from: moment.optional(),
  to: moment.optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
