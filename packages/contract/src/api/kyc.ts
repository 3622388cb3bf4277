import { z } from 'zod';
import { idTextSchema, instantTextSchema } from './common.ts';

/**
 * Identity verification, KYC (issue 19 part 4). A member sends a full name, a date of birth and
 * three files (the identity document's front and back, a selfie); a review decides. The
 * merchant's rule says what waits for an approval: the first withdrawal (FIRST_WITHDRAWAL), or,
 * where the jurisdiction requires it (Brazil), deposits and real-money bets too (BEFORE_ACTIVATION).
 */

export const KYC_STATUSES = [
  'NOT_STARTED',
  'PENDING',
  'MORE_INFO_REQUESTED',
  'APPROVED',
  'REJECTED',
] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

export const KYC_RULES = ['FIRST_WITHDRAWAL', 'BEFORE_ACTIVATION'] as const;
export type KycRule = (typeof KYC_RULES)[number];

export const KYC_DOCUMENT_KINDS = ['DOCUMENT_FRONT', 'DOCUMENT_BACK', 'SELFIE'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];

/** The file types a document may be (judged by its bytes); a selfie is a photo: PNG or JPG only. */
export const KYC_DOCUMENT_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];

/** The largest file a member may upload: 5 MiB. */
export const KYC_MAX_BYTES = 5 * 1024 * 1024;
/** The age rule: players of 18 and over only (Lei 14.790/2023). */
export const KYC_MIN_AGE = 18;

export const kycDocumentSchema = z.object({
  kind: z.enum(KYC_DOCUMENT_KINDS),
  contentType: z.enum(KYC_DOCUMENT_TYPES),
  size: z.number(),
  uploadedAt: instantTextSchema,
});
export type KycDocument = z.infer<typeof kycDocumentSchema>;

/** GET /wps/kyc: the member's verification and what it holds back. */
export const kycStateSchema = z.object({
  status: z.enum(KYC_STATUSES),
  rule: z.enum(KYC_RULES),
  /** Withdrawals wait for an approval (always, until APPROVED). */
  withdrawalsHeld: z.boolean(),
  /** Deposits and real-money bets wait too (BEFORE_ACTIVATION, until APPROVED). */
  playHeld: z.boolean(),
  fullName: z.string().nullable(),
  birthDate: z.string().nullable(),
  /** The CPF on the account, masked; null when the member has none yet (the form asks for it). */
  cpf: z.string().nullable(),
  documents: z.array(kycDocumentSchema),
  /** The reviewer's reason of a rejection or a request for more, shown to the member. */
  reason: z.string().nullable(),
  submittedAt: instantTextSchema.nullable(),
  decidedAt: instantTextSchema.nullable(),
  /** Whether the member may upload and submit now (NOT_STARTED or MORE_INFO_REQUESTED). */
  canSubmit: z.boolean(),
});
export type KycState = z.infer<typeof kycStateSchema>;

export const kycDocumentParamsSchema = z.object({ kind: z.enum(KYC_DOCUMENT_KINDS) });

/** A date as YYYY-MM-DD. */
const dateTextSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** POST /wps/kyc/submit: the details; the three files must be uploaded before. */
export const kycSubmitBodySchema = z.object({
  fullName: z.string().max(120),
  birthDate: dateTextSchema,
  /** Only when the account has no CPF yet. */
  cpf: z.string().max(20).optional(),
});
export type KycSubmitBody = z.infer<typeof kycSubmitBodySchema>;

// --- back office -----------------------------------------------------------------------------

export const kycQueueQuerySchema = z.object({
  status: z.enum(KYC_STATUSES).default('PENDING'),
  merchantId: z.coerce.number().int().positive().optional(),
});

export const kycCaseSummarySchema = z.object({
  memberId: idTextSchema,
  merchantId: z.number(),
  merchantCode: z.string(),
  username: z.string(),
  fullName: z.string().nullable(),
  status: z.enum(KYC_STATUSES),
  submittedAt: instantTextSchema.nullable(),
});
export type KycCaseSummary = z.infer<typeof kycCaseSummarySchema>;
export const kycQueueSchema = z.object({ list: z.array(kycCaseSummarySchema) });

export const kycCaseParamsSchema = z.object({ memberId: idTextSchema });
export const kycDocumentFileParamsSchema = z.object({
  memberId: idTextSchema,
  kind: z.enum(KYC_DOCUMENT_KINDS),
});

/** One member's case as a reviewer sees it: the details, the CPF in full, the files' list. */
export const kycCaseSchema = kycCaseSummarySchema.extend({
  cpf: z.string().nullable(),
  birthDate: z.string().nullable(),
  age: z.number().nullable(),
  rule: z.enum(KYC_RULES),
  provider: z.string().nullable(),
  reason: z.string().nullable(),
  decidedAt: instantTextSchema.nullable(),
  documents: z.array(kycDocumentSchema),
});
export type KycCase = z.infer<typeof kycCaseSchema>;

/** Approve: a note; reject and request more: the reason the member reads. */
export const kycDecisionBodySchema = z.object({ reason: z.string().trim().min(3).max(500) });
export const KYC_DECISIONS = ['APPROVE', 'REJECT', 'REQUEST_MORE'] as const;
export type KycDecision = (typeof KYC_DECISIONS)[number];
