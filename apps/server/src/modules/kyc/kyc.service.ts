import { type KycDocumentKind, type KycState, type KycSubmitBody, normalizeCpf } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthenticatedMember } from '../members/members.repository.ts';
import { findMemberIdByIdNumber } from '../members/members.repository.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { guardRegistration } from '../responsible-gaming/rg-guards.ts';
import {
  documentsOf,
  findCase,
  lockCase,
  markSubmitted,
  memberIdentity,
  replaceDocument,
  setMemberCpf,
} from './kyc.repository.ts';
import type { KycFileStore } from './kyc-files.ts';
import { checkUpload } from './kyc-files.ts';
import type { KycProvider } from './kyc-provider.ts';
import { ageOn, canSubmit, fullNameOf, localDate, maskedCpf } from './kyc-rules.ts';

/**
 * The member's identity verification (issue 19 part 4): the state and what it holds back, the
 * three files, and the submission to the merchant's document provider.
 */

export interface KycDeps {
  files: KycFileStore;
  provider: KycProvider;
}

const iso = (date: Date | string | null) => (date ? new Date(date).toISOString() : null);

export async function memberKycState(db: Kysely<DB>, memberId: number): Promise<KycState> {
  const [identity, kase, documents] = await Promise.all([
    memberIdentity(db, memberId),
    findCase(db, memberId),
    documentsOf(db, memberId),
  ]);
  if (!identity) throw new AppError('NOT_FOUND');
  const approved = identity.status === 'APPROVED';
  return {
    status: identity.status,
    rule: identity.kyc_rule,
    withdrawalsHeld: !approved,
    playHeld: !approved && identity.kyc_rule === 'BEFORE_ACTIVATION',
    fullName: kase?.full_name ?? null,
    birthDate: kase?.birth_date ?? null,
    cpf: maskedCpf(identity.id_number),
    documents: documents.map((d) => ({
      kind: d.kind,
      contentType: d.content_type,
      size: d.size,
      uploadedAt: new Date(d.uploaded_at).toISOString(),
    })),
    reason:
      identity.status === 'REJECTED' || identity.status === 'MORE_INFO_REQUESTED'
        ? (kase?.reason ?? null)
        : null,
    submittedAt: iso(kase?.submitted_at ?? null),
    decidedAt: iso(kase?.decided_at ?? null),
    canSubmit: canSubmit(identity.status),
  };
}

/**
 * One file of the verification, replacing the member's earlier one of that kind. Its type and size
 * are checked before anything is kept; a refused upload changes nothing. The bytes are written
 * first, the row after: a failure in between leaves an unreferenced file, never a row without one.
 */
export async function uploadDocument(
  db: Kysely<DB>,
  deps: KycDeps,
  actor: AuthenticatedMember,
  kind: KycDocumentKind,
  body: unknown,
): Promise<KycState> {
  const upload = checkUpload(kind, body);
  const kase = await findCase(db, actor.id);
  if (kase && !canSubmit(kase.status)) throw new AppError('KYC_CLOSED');
  const fileName = await deps.files.save(upload.bytes);
  let replaced: string | undefined;
  try {
    replaced = await inTransaction(db, async (trx) => {
      const locked = await lockCase(trx, actor.id, actor.merchantId);
      if (!canSubmit(locked.status)) throw new AppError('KYC_CLOSED');
      return replaceDocument(trx, {
        member_id: String(actor.id),
        kind,
        content_type: upload.contentType,
        size: upload.bytes.length,
        sha256: upload.sha256,
        file_name: fileName,
      });
    });
  } catch (error) {
    await deps.files.remove(fileName);
    throw error;
  }
  if (replaced) await deps.files.remove(replaced);
  return memberKycState(db, actor.id);
}

/** The CPF the verification is for: the account's, or (an account without one) the one given now. */
async function cpfFor(
  db: Kysely<DB>,
  merchant: Merchant,
  actor: AuthenticatedMember,
  onFile: string | null,
  given: string | undefined,
): Promise<{ cpf: string; isNew: boolean }> {
  if (onFile) return { cpf: onFile, isNew: false };
  const cpf = given ? normalizeCpf(given) : undefined;
  if (!cpf) throw new AppError('FIELD_INVALID', { field: 'cpf', message: '' });
  const holder = await findMemberIdByIdNumber(db, merchant.id, cpf);
  if (holder && Number(holder.id) !== actor.id) throw new AppError('ID_NUMBER_TAKEN', { field: 'cpf' });
  // A CPF on the self-exclusion register, or excluded at another merchant of the operator.
  await guardRegistration(db, merchant, cpf);
  return { cpf, isNew: true };
}

/**
 * Sends the verification for review: a full name, a date of birth that meets the merchant's age
 * rule, the CPF (check digits, one account per CPF) and all three files. The case becomes PENDING
 * with the provider's reference.
 */
export async function submitVerification(
  db: Kysely<DB>,
  deps: KycDeps,
  merchant: Merchant,
  actor: AuthenticatedMember,
  input: KycSubmitBody,
): Promise<KycState> {
  const fullName = fullNameOf(input.fullName);
  if (!fullName) throw new AppError('FIELD_INVALID', { field: 'fullName', message: '' });
  const age = ageOn(input.birthDate, localDate(new Date(), merchant.time_zone));
  if (age === undefined) throw new AppError('FIELD_INVALID', { field: 'birthDate', message: '' });
  if (age < merchant.age_threshold)
    throw new AppError('KYC_UNDERAGE', { field: 'birthDate' }, { age: merchant.age_threshold });
  const identity = await memberIdentity(db, actor.id);
  if (!identity) throw new AppError('NOT_FOUND');
  if (!canSubmit(identity.status)) throw new AppError('KYC_CLOSED');
  const { cpf, isNew } = await cpfFor(db, merchant, actor, identity.id_number, input.cpf);

  await inTransaction(db, async (trx) => {
    const kase = await lockCase(trx, actor.id, merchant.id);
    if (!canSubmit(kase.status)) throw new AppError('KYC_CLOSED');
    const documents = await documentsOf(trx, actor.id);
    if (documents.length < 3) throw new AppError('KYC_DOCUMENTS_MISSING');
    if (isNew) {
      try {
        await setMemberCpf(trx, actor.id, cpf);
      } catch (error) {
        if ((error as { code?: string }).code === '23505')
          throw new AppError('ID_NUMBER_TAKEN', { field: 'cpf' });
        throw error;
      }
    }
    const { ref } = await deps.provider.submit({
      memberId: actor.id,
      merchantId: merchant.id,
      fullName,
      birthDate: input.birthDate,
      cpf,
      documents: documents.map((d) => ({
        kind: d.kind,
        contentType: d.content_type,
        read: () => deps.files.read(d.file_name),
      })),
    });
    await markSubmitted(trx, actor.id, {
      fullName,
      birthDate: input.birthDate,
      provider: deps.provider.name,
      providerRef: ref,
    });
  });
  return memberKycState(db, actor.id);
}
