import type { AnnouncementType } from '@ficha/contract';
import { type Kysely, sql } from 'kysely';
import { merchantRows } from '../../db/merchant-rows.ts';
import type { DB } from '../../db/schema.ts';

/**
 * Announcements (the notices table since migration 0029), their read state per member and the
 * popup flags per merchant.
 */

/** The announcements of these types showing now, in the marquee's order (sort, newest first). */
export async function listShowing(
  db: Kysely<DB>,
  merchantId: number,
  language: string,
  types: readonly AnnouncementType[],
  memberId: number | null,
) {
  return merchantRows(db, 'notices', merchantId)
    .select((eb) => [
      'notices.id',
      'notices.title',
      'notices.content',
      'notices.promotion_type',
      'notices.execution',
      'notices.group_name',
      memberId === null
        ? sql<boolean>`false`.as('read')
        : eb
            .exists(
              eb
                .selectFrom('announcement_reads')
                .whereRef('announcement_reads.notice_id', '=', 'notices.id')
                .where('announcement_reads.member_id', '=', String(memberId)),
            )
            .as('read'),
    ])
    .where('notices.language', '=', language)
    .where('notices.active', '=', true)
    .where('notices.promotion_type', 'in', types)
    .where((eb) =>
      eb.or([eb('notices.starts_at', 'is', null), eb('notices.starts_at', '<=', sql<Date>`now()`)]),
    )
    .where((eb) => eb.or([eb('notices.ends_at', 'is', null), eb('notices.ends_at', '>', sql<Date>`now()`)]))
    .orderBy('notices.sort')
    .orderBy('notices.id', 'desc')
    .execute();
}

/** The announcement, when it belongs to the merchant. */
export function findAnnouncement(db: Kysely<DB>, merchantId: number, id: number) {
  return merchantRows(db, 'notices', merchantId).selectAll().where('notices.id', '=', id).executeTakeFirst();
}

export async function insertRead(db: Kysely<DB>, memberId: number, noticeId: number): Promise<void> {
  await db
    .insertInto('announcement_reads')
    .values({ member_id: String(memberId), notice_id: noticeId })
    .onConflict((oc) => oc.columns(['member_id', 'notice_id']).doNothing())
    .execute();
}

export async function popupFlags(db: Kysely<DB>, merchantId: number) {
  const row = await db
    .selectFrom('announcement_settings')
    .select(['popup_members', 'popup_visitors'])
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return { member: row?.popup_members ?? true, visitor: row?.popup_visitors ?? true };
}

export async function savePopupFlags(
  db: Kysely<DB>,
  merchantId: number,
  flags: { member: boolean; visitor: boolean },
): Promise<void> {
  await db
    .insertInto('announcement_settings')
    .values({ merchant_id: merchantId, popup_members: flags.member, popup_visitors: flags.visitor })
    .onConflict((oc) =>
      oc.column('merchant_id').doUpdateSet({ popup_members: flags.member, popup_visitors: flags.visitor }),
    )
    .execute();
}

/**
 * Whether the session is the member's first: no session of theirs began before it (a member who
 * just registered, or signs in for the first time).
 */
export async function isFirstSession(db: Kysely<DB>, memberId: number, sessionId: string): Promise<boolean> {
  const earlier = await db
    .selectFrom('sessions')
    .select('id')
    .where('member_id', '=', String(memberId))
    .where((eb) =>
      eb(
        'created_at',
        '<',
        eb.selectFrom('sessions as current').select('current.created_at').where('current.id', '=', sessionId),
      ),
    )
    .limit(1)
    .executeTakeFirst();
  return earlier === undefined;
}

/** Every announcement of the merchants, for the back office, with how many members read each. */
export function listForOps(db: Kysely<DB>, merchantId: number) {
  return merchantRows(db, 'notices', merchantId)
    .selectAll('notices')
    .select((eb) =>
      eb
        .selectFrom('announcement_reads')
        .whereRef('announcement_reads.notice_id', '=', 'notices.id')
        .select(sql<string>`count(*)`.as('n'))
        .as('reads'),
    )
    .orderBy('notices.promotion_type')
    .orderBy('notices.sort')
    .orderBy('notices.id', 'desc')
    .execute();
}

export interface AnnouncementRow {
  merchant_id: number;
  language: string;
  promotion_type: AnnouncementType;
  execution: 'A' | 'B' | 'F';
  group_name: string | null;
  title: string;
  content: string;
  sort: number;
  active: boolean;
  starts_at: Date | null;
  ends_at: Date | null;
}

export async function insertAnnouncement(db: Kysely<DB>, row: AnnouncementRow) {
  return db.insertInto('notices').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateAnnouncement(db: Kysely<DB>, id: number, row: AnnouncementRow) {
  return db
    .updateTable('notices')
    .set({ ...row, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('merchant_id', '=', row.merchant_id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteAnnouncement(db: Kysely<DB>, merchantId: number, id: number) {
  return db
    .deleteFrom('notices')
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .returningAll()
    .executeTakeFirst();
}
