import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** SQL of the daily sign-in calendar: its rules and the members' claims, one per local day. */

export const calendarOf = (db: Kysely<DB>, merchantId: number) =>
  db.selectFrom('sign_in_calendars').selectAll().where('merchant_id', '=', merchantId).executeTakeFirst();

export type CalendarRow = NonNullable<Awaited<ReturnType<typeof calendarOf>>>;

/** The member's latest claim (its day as YYYY-MM-DD). */
export async function lastClaim(db: Kysely<DB>, memberId: number) {
  return db
    .selectFrom('sign_in_claims')
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'streak'])
    .where('member_id', '=', String(memberId))
    .orderBy('sign_in_claims.day', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Records the day's claim; undefined when the member had claimed that day (the key decides). */
export async function insertClaim(
  db: Kysely<DB>,
  claim: { memberId: number; merchantId: number; day: string; streak: number; amount: bigint },
) {
  return db
    .insertInto('sign_in_claims')
    .values({
      member_id: String(claim.memberId),
      merchant_id: claim.merchantId,
      day: claim.day,
      streak: claim.streak,
      amount: claim.amount.toString(),
    })
    .onConflict((oc) => oc.columns(['member_id', 'day']).doNothing())
    .returning('streak')
    .executeTakeFirst();
}

export async function setClaimGrant(db: Kysely<DB>, memberId: number, day: string, grantId: string) {
  await db
    .updateTable('sign_in_claims')
    .set({ grant_id: grantId })
    .where('member_id', '=', String(memberId))
    .where('day', '=', day)
    .execute();
}

export async function saveCalendar(
  db: Kysely<DB>,
  merchantId: number,
  values: { enabled: boolean; rewards: string[]; reset_on_miss: boolean; turnover_multiple: number },
) {
  await db
    .insertInto('sign_in_calendars')
    .values({ merchant_id: merchantId, ...values })
    .onConflict((oc) =>
      oc.column('merchant_id').doUpdateSet({ ...values, version: sql`sign_in_calendars.version + 1` }),
    )
    .execute();
}
