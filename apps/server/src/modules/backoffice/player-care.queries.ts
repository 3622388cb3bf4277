import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Staff notes on a member, and what a staff password reset changes (issue 15 part 4). */

const NOTES_SHOWN = 200;

export function memberNotes(db: Kysely<DB>, memberId: string) {
  return db
    .selectFrom('member_notes as n')
    .leftJoin('staff as s', 's.id', 'n.staff_id')
    .select(['n.id', 'n.body', 'n.staff_id', 's.username as staff_username', 'n.created_at'])
    .where('n.member_id', '=', memberId)
    .orderBy('n.id', 'desc')
    .limit(NOTES_SHOWN)
    .execute();
}

export function insertMemberNote(
  db: Kysely<DB>,
  note: { merchantId: number; memberId: string; staffId: number; body: string },
) {
  return db
    .insertInto('member_notes')
    .values({
      merchant_id: note.merchantId,
      member_id: note.memberId,
      staff_id: note.staffId,
      body: note.body,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** The member's sessions still able to make calls: what a reset ends. */
export async function countLiveSessions(db: Kysely<DB>, memberId: string): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select(sql<string>`count(*)`.as('n'))
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A temporary password the member must change: its hash replaces the old one (which stops
 * working now) and the session info tells the site to ask for a new one at the next login.
 */
export async function setTemporaryPassword(db: Kysely<DB>, memberId: string, passwordHash: string) {
  await db
    .updateTable('members')
    .set({ password_hash: passwordHash, first_time_login: true, password_expires_at: sql<Date>`now()` })
    .where('id', '=', memberId)
    .execute();
}
