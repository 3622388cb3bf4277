import { type Insertable, type Kysely, sql } from 'kysely';
import type { DB, KycDocumentKindColumn, KycStatusColumn } from '../../db/schema.ts';

/** Identity verification's SQL (issue 19 part 4): the member's case, its files, the review queue. */

export async function findCase(db: Kysely<DB>, memberId: number) {
  return db.selectFrom('kyc_cases').selectAll().where('member_id', '=', String(memberId)).executeTakeFirst();
}

/** The member's case, made NOT_STARTED when there is none, and locked until the transaction ends. */
export async function lockCase(trx: Kysely<DB>, memberId: number, merchantId: number) {
  await trx
    .insertInto('kyc_cases')
    .values({ member_id: String(memberId), merchant_id: merchantId, status: 'NOT_STARTED' })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();
  return trx
    .selectFrom('kyc_cases')
    .selectAll()
    .where('member_id', '=', String(memberId))
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function documentsOf(db: Kysely<DB>, memberId: number) {
  return db
    .selectFrom('kyc_documents')
    .selectAll()
    .where('member_id', '=', String(memberId))
    .orderBy('kind')
    .execute();
}

export async function findDocument(db: Kysely<DB>, memberId: number, kind: KycDocumentKindColumn) {
  return db
    .selectFrom('kyc_documents')
    .selectAll()
    .where('member_id', '=', String(memberId))
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/** Keeps the new file of that kind; answers the file it replaced, if any. */
export async function replaceDocument(
  trx: Kysely<DB>,
  values: Insertable<DB['kyc_documents']>,
): Promise<string | undefined> {
  const before = await findDocument(trx, Number(values.member_id), values.kind);
  await trx
    .insertInto('kyc_documents')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['member_id', 'kind']).doUpdateSet({
        content_type: values.content_type,
        size: values.size,
        sha256: values.sha256,
        file_name: values.file_name,
        uploaded_at: sql<Date>`now()`,
      }),
    )
    .execute();
  return before?.file_name;
}

export async function markSubmitted(
  trx: Kysely<DB>,
  memberId: number,
  values: { fullName: string; birthDate: string; provider: string; providerRef: string },
) {
  await trx
    .updateTable('kyc_cases')
    .set({
      status: 'PENDING',
      full_name: values.fullName,
      birth_date: values.birthDate,
      provider: values.provider,
      provider_ref: values.providerRef,
      reason: null,
      submitted_at: sql<Date>`now()`,
      decided_at: null,
      decided_by: null,
      updated_at: sql<Date>`now()`,
    })
    .where('member_id', '=', String(memberId))
    .execute();
}

export async function markDecided(
  trx: Kysely<DB>,
  memberId: number,
  values: { status: KycStatusColumn; reason: string; decidedBy: string },
) {
  await trx
    .updateTable('kyc_cases')
    .set({
      status: values.status,
      reason: values.reason,
      decided_by: values.decidedBy,
      decided_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('member_id', '=', String(memberId))
    .execute();
}

/** The member, its merchant's rule and what the case says, for holds and the member's page. */
export async function memberIdentity(db: Kysely<DB>, memberId: number) {
  return db
    .selectFrom('members')
    .innerJoin('merchants', 'merchants.id', 'members.merchant_id')
    .leftJoin('kyc_cases', 'kyc_cases.member_id', 'members.id')
    .select([
      'members.id_number',
      'members.merchant_id',
      'merchants.kyc_rule',
      'merchants.country',
      sql<KycStatusColumn>`coalesce(kyc_cases.status, 'NOT_STARTED')`.as('status'),
    ])
    .where('members.id', '=', String(memberId))
    .executeTakeFirst();
}

export async function setMemberCpf(trx: Kysely<DB>, memberId: number, cpf: string) {
  await trx
    .updateTable('members')
    .set({ id_number: cpf })
    .where('id', '=', String(memberId))
    .where('id_number', 'is', null)
    .execute();
}

const caseColumns = [
  'kyc_cases.member_id',
  'kyc_cases.merchant_id',
  'merchants.code as merchant_code',
  'members.username',
  'kyc_cases.full_name',
  'kyc_cases.status',
  'kyc_cases.submitted_at',
] as const;

/** The review queue: cases of one status, oldest submission first, of the merchants given (null: all). */
export async function reviewQueue(
  db: Kysely<DB>,
  filter: { status: KycStatusColumn; merchantIds: number[] | null },
) {
  let query = db
    .selectFrom('kyc_cases')
    .innerJoin('members', 'members.id', 'kyc_cases.member_id')
    .innerJoin('merchants', 'merchants.id', 'kyc_cases.merchant_id')
    .select(caseColumns)
    .where('kyc_cases.status', '=', filter.status);
  if (filter.merchantIds) {
    if (filter.merchantIds.length === 0) return [];
    query = query.where('kyc_cases.merchant_id', 'in', filter.merchantIds);
  }
  return query.orderBy('kyc_cases.submitted_at').orderBy('kyc_cases.member_id').limit(200).execute();
}

/** One case for a reviewer, with the member's CPF and the merchant's rule and local day. */
export async function reviewCase(db: Kysely<DB>, memberId: number) {
  return db
    .selectFrom('kyc_cases')
    .innerJoin('members', 'members.id', 'kyc_cases.member_id')
    .innerJoin('merchants', 'merchants.id', 'kyc_cases.merchant_id')
    .select([
      ...caseColumns,
      'members.id_number',
      'kyc_cases.birth_date',
      'kyc_cases.provider',
      'kyc_cases.reason',
      'kyc_cases.decided_at',
      'merchants.kyc_rule',
      'merchants.time_zone',
    ])
    .where('kyc_cases.member_id', '=', String(memberId))
    .executeTakeFirst();
}

/**
 * The CPF of the approved verification of this merchant's member whose registered e-mail (any
 * case), or mobile number, this is; null when there is none, or more than one CPF (a PIX key has
 * one owner). The sandbox PIX gateway's stand-in for the DICT look-up of a key's owner.
 */
export async function verifiedCpfOfContact(
  db: Kysely<DB>,
  merchantId: number,
  contact: { email: string } | { dialingCode: string; mobile: string },
): Promise<string | null> {
  let query = db
    .selectFrom('members')
    .innerJoin('kyc_cases', 'kyc_cases.member_id', 'members.id')
    .select('members.id_number')
    .distinct()
    .where('members.merchant_id', '=', merchantId)
    .where('kyc_cases.status', '=', 'APPROVED')
    .where('members.id_number', 'is not', null);
  if ('email' in contact)
    query = query.where(sql<string>`lower(members.email)`, '=', contact.email.toLowerCase());
  else
    query = query
      // Stored with or without its +, the number with or without one leading zero (spec section 3).
      .where('members.country_dialing_code', 'in', [contact.dialingCode, `+${contact.dialingCode}`])
      .where('members.mobile_num', 'in', [contact.mobile, `0${contact.mobile}`]);
  const rows = await query.limit(2).execute();
  return rows.length === 1 ? rows[0]!.id_number : null;
}
