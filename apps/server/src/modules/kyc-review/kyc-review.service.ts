import type { KycCase, KycCaseSummary, KycDecision, KycDocumentKind, KycStatus } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB, KycStatusColumn } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError } from '../../lib/app-error.ts';
import { sendSystemMessage } from '../inbox/inbox.ts';
import {
  documentsOf,
  findDocument,
  lockCase,
  markDecided,
  reviewCase,
  reviewQueue,
} from '../kyc/kyc.repository.ts';
import type { KycFileStore } from '../kyc/kyc-files.ts';
import type { KycProviderResult } from '../kyc/kyc-provider.ts';
import { ageOn, localDate } from '../kyc/kyc-rules.ts';
import { audit, type StaffActor } from '../staff/staff.service.ts';
import { merchantScope, worksFor } from '../staff/staff-guards.ts';

/**
 * The back office's identity review (issue 19 part 4): the queue, one case with its files, and the
 * decisions. Only RISK staff (and ADMIN) reach it (permission kyc.review); a case of a merchant the
 * reviewer does not work for is NOT_FOUND, as if it did not exist. Each decision writes an audit
 * row and a system message to the member's inbox with the reason.
 */

export interface KycStaffRequest {
  staff: StaffActor;
  ip: string;
}

const iso = (date: Date | string | null) => (date ? new Date(date).toISOString() : null);

type SummaryRow = Awaited<ReturnType<typeof reviewQueue>>[number];
const summaryView = (row: SummaryRow): KycCaseSummary => ({
  memberId: String(row.member_id),
  merchantId: row.merchant_id,
  merchantCode: row.merchant_code,
  username: row.username,
  fullName: row.full_name,
  status: row.status,
  submittedAt: iso(row.submitted_at),
});

export async function listQueue(
  db: Kysely<DB>,
  staff: StaffActor,
  filter: { status: KycStatus; merchantId?: number },
): Promise<{ list: KycCaseSummary[] }> {
  let merchantIds = merchantScope(staff);
  if (filter.merchantId !== undefined) {
    if (!worksFor(staff, filter.merchantId)) throw new AppError('NOT_FOUND');
    merchantIds = [filter.merchantId];
  }
  const rows = await reviewQueue(db, { status: filter.status, merchantIds });
  return { list: rows.map(summaryView) };
}

async function visibleCase(db: Kysely<DB>, staff: StaffActor, memberId: number) {
  const row = await reviewCase(db, memberId);
  if (!row || !worksFor(staff, row.merchant_id)) throw new AppError('NOT_FOUND');
  return row;
}

export async function caseDetails(db: Kysely<DB>, staff: StaffActor, memberId: number): Promise<KycCase> {
  const row = await visibleCase(db, staff, memberId);
  const documents = await documentsOf(db, memberId);
  return {
    ...summaryView(row),
    cpf: row.id_number,
    birthDate: row.birth_date,
    age: row.birth_date ? (ageOn(row.birth_date, localDate(new Date(), row.time_zone)) ?? null) : null,
    rule: row.kyc_rule,
    provider: row.provider,
    reason: row.reason,
    decidedAt: iso(row.decided_at),
    documents: documents.map((d) => ({
      kind: d.kind,
      contentType: d.content_type,
      size: d.size,
      uploadedAt: new Date(d.uploaded_at).toISOString(),
    })),
  };
}

/** One file's bytes for the reviewer, with an audit row: who looked at whose identity document. */
export async function documentFile(
  db: Kysely<DB>,
  files: KycFileStore,
  request: KycStaffRequest,
  memberId: number,
  kind: KycDocumentKind,
): Promise<{ bytes: Buffer; contentType: string }> {
  const row = await visibleCase(db, request.staff, memberId);
  const document = await findDocument(db, memberId, kind);
  if (!document) throw new AppError('NOT_FOUND');
  const bytes = await files.read(document.file_name);
  await audit(
    db,
    request.staff,
    'kyc.document.view',
    `member:${memberId}`,
    { kind },
    request.ip,
    row.merchant_id,
  );
  return { bytes, contentType: document.content_type };
}

const OUTCOME: Record<
  KycDecision,
  { status: KycStatusColumn; template: 'KYC_APPROVED' | 'KYC_REJECTED' | 'KYC_MORE_INFO' }
> = {
  APPROVE: { status: 'APPROVED', template: 'KYC_APPROVED' },
  REJECT: { status: 'REJECTED', template: 'KYC_REJECTED' },
  REQUEST_MORE: { status: 'MORE_INFO_REQUESTED', template: 'KYC_MORE_INFO' },
};

/**
 * A provider's result applied to a PENDING case: the status, the reason, the member's inbox
 * message. The console's decisions are the manual review's results; an external provider's webhook
 * would call this with its own `decidedBy`. Anything but a PENDING case is KYC_NOT_PENDING.
 */
export async function applyResult(
  trx: Kysely<DB>,
  memberId: number,
  merchantId: number,
  result: Omit<KycProviderResult, 'ref'>,
  decidedBy: string,
): Promise<void> {
  const kase = await lockCase(trx, memberId, merchantId);
  if (kase.status !== 'PENDING') throw new AppError('KYC_NOT_PENDING', null, { status: kase.status });
  const outcome = OUTCOME[result.decision];
  await markDecided(trx, memberId, { status: outcome.status, reason: result.reason, decidedBy });
  await sendSystemMessage(trx, {
    merchantId,
    memberId,
    template: outcome.template,
    params: { reason: result.reason },
    dedupeKey: `kyc:${memberId}:${kase.submitted_at ? new Date(kase.submitted_at).getTime() : 0}`,
  });
}

export async function decideCase(
  db: Kysely<DB>,
  request: KycStaffRequest,
  memberId: number,
  decision: KycDecision,
  reason: string,
): Promise<KycCase> {
  const row = await visibleCase(db, request.staff, memberId);
  await inTransaction(db, async (trx) => {
    await applyResult(trx, memberId, row.merchant_id, { decision, reason }, `staff:${request.staff.id}`);
    await audit(
      trx,
      request.staff,
      `kyc.${decision.toLowerCase()}`,
      `member:${memberId}`,
      { reason, before: { status: row.status }, after: { status: OUTCOME[decision].status } },
      request.ip,
      row.merchant_id,
    );
  });
  return caseDetails(db, request.staff, memberId);
}
