import type { Database } from '../src/db/database.ts';

/**
 * A member whose identity a reviewer already approved (issue 19 part 4), for tests about what
 * comes after the verification (withdrawals): written as the review leaves it.
 */
export async function verifiedIdentity(db: Database['db'], memberId: number | string): Promise<void> {
  const member = await db
    .selectFrom('members')
    .select('merchant_id')
    .where('id', '=', String(memberId))
    .executeTakeFirstOrThrow();
  await db
    .insertInto('kyc_cases')
    .values({
      member_id: String(memberId),
      merchant_id: member.merchant_id,
      status: 'APPROVED',
      full_name: 'Maria Teste da Silva',
      birth_date: '1990-01-01',
      provider: 'manual',
      submitted_at: new Date(),
      decided_at: new Date(),
      decided_by: 'test',
    })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ status: 'APPROVED' }))
    .execute();
}
