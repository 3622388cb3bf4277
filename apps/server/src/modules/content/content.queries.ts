import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import { merchantRows } from '../../db/merchant-rows.ts';
import type { BannersTable, DB, NoticesTable } from '../../db/schema.ts';

/**
 * The SQL of banners and notices as the console edits them. An edit names the version it was
 * made on: the UPDATE or DELETE matches nothing when the row moved on since (the service answers
 * EDIT_CONFLICT), and every change adds one to the version.
 */

export type BannerRow = Selectable<BannersTable>;
export type NoticeRow = Selectable<NoticesTable>;

const nextVersion = sql<number>`version + 1`;

// ---- banners ----

/** Every banner of the merchant, shown or not, in the order the player site shows them. */
export function listMerchantBanners(db: Kysely<DB>, merchantId: number) {
  return merchantRows(db, 'banners', merchantId)
    .selectAll()
    .orderBy('group_name')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** One banner, locked for the rest of the transaction (an edit reads what it changes). */
export function findBannerForUpdate(db: Kysely<DB>, id: number) {
  return db.selectFrom('banners').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The merchant's banners, locked, to be put in a new order. */
export function lockMerchantBanners(db: Kysely<DB>, merchantId: number) {
  return merchantRows(db, 'banners', merchantId)
    .selectAll()
    .orderBy('group_name')
    .orderBy('sort')
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** A new banner goes last. */
export function insertBanner(db: Kysely<DB>, values: Omit<Insertable<BannersTable>, 'sort'>) {
  return db
    .insertInto('banners')
    .values((eb) => ({
      ...values,
      sort: eb
        .selectFrom('banners')
        .select(sql<number>`coalesce(max(sort), -1) + 1`.as('next'))
        .where('merchant_id', '=', values.merchant_id),
    }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateBannerIfVersion(
  db: Kysely<DB>,
  id: number,
  version: number,
  values: Updateable<BannersTable>,
) {
  return db
    .updateTable('banners')
    .set({ ...values, version: nextVersion })
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
}

export function deleteBannerIfVersion(db: Kysely<DB>, id: number, version: number) {
  return db
    .deleteFrom('banners')
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
}

// ---- notices ----

/** Every notice of the merchant, in each language's order. */
export function listMerchantNotices(db: Kysely<DB>, merchantId: number) {
  return merchantRows(db, 'notices', merchantId)
    .selectAll()
    .orderBy('language')
    .orderBy('sort')
    .orderBy('id', 'desc')
    .execute();
}

export function findNoticeForUpdate(db: Kysely<DB>, id: number) {
  return db.selectFrom('notices').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function insertNotice(db: Kysely<DB>, values: Insertable<NoticesTable>) {
  return db.insertInto('notices').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateNoticeIfVersion(
  db: Kysely<DB>,
  id: number,
  version: number,
  values: Updateable<NoticesTable>,
) {
  return db
    .updateTable('notices')
    .set({ ...values, version: nextVersion })
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
}

export function deleteNoticeIfVersion(db: Kysely<DB>, id: number, version: number) {
  return db
    .deleteFrom('notices')
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
}
