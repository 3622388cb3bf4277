import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AffiliateCodesTable, DB } from '../../db/schema.ts';

/** The invitation (affiliate) codes' SQL (migration 0033): a member's codes, lookups, counts. */

type Db = Kysely<DB>;
export type AffiliateCodeRow = Selectable<AffiliateCodesTable>;

/** A code with what deciding on it needs: its owner's type and status. */
export interface CodeWithOwner extends AffiliateCodeRow {
  owner_type: number;
  owner_status: 'active' | 'disabled';
}

/**
 * The code `code` of this merchant (codes are upper case; the lookup is not case-sensitive), with
 * its owner. `lock` takes the code's row for update: a registration counting on it and a disable
 * of it happen one after the other.
 */
export async function findCodeWithOwner(
  db: Db,
  merchantId: number,
  code: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<CodeWithOwner | undefined> {
  let q = db
    .selectFrom('affiliate_codes as c')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .selectAll('c')
    .select(['m.type as owner_type', 'm.status as owner_status'])
    .where('c.merchant_id', '=', merchantId)
    .where('c.code', '=', code.trim().toUpperCase());
  if (lock) q = q.forUpdate('c');
  return q.executeTakeFirst();
}

export async function insertCode(db: Db, values: Insertable<AffiliateCodesTable>): Promise<AffiliateCodeRow> {
  return db.insertInto('affiliate_codes').values(values).returningAll().executeTakeFirstOrThrow();
}

/** A member's codes, newest first. */
export async function listMemberCodes(db: Db, merchantId: number, memberId: number) {
  return db
    .selectFrom('affiliate_codes')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', String(memberId))
    .orderBy('id', 'desc')
    .execute();
}

/** How many of a member's codes are still usable at `now` (not disabled, not expired). */
export async function countUsableCodes(db: Db, merchantId: number, memberId: number, now: Date) {
  const row = await db
    .selectFrom('affiliate_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', String(memberId))
    .where('disabled_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Disables one of the member's own codes; undefined when it is not the member's (or not there). */
export async function disableMemberCode(
  db: Db,
  merchantId: number,
  memberId: number,
  codeId: number,
  now: Date,
) {
  return db
    .updateTable('affiliate_codes')
    .set((eb) => ({ disabled_at: eb.fn.coalesce('disabled_at', eb.val(now)) }))
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', String(memberId))
    .where('id', '=', String(codeId))
    .returningAll()
    .executeTakeFirst();
}

/** One more registration brought by the code. */
export async function countRegistration(db: Db, codeId: string): Promise<void> {
  await db
    .updateTable('affiliate_codes')
    .set((eb) => ({ register_count: eb('register_count', '+', 1) }))
    .where('id', '=', codeId)
    .execute();
}
