import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import { merchantRows } from '../../db/merchant-rows.ts';
import type { BannersTable, DB, NoticesTable } from '../../db/schema.ts';
import { versionedRows } from './versioned-rows.queries.ts';

/**
 * The SQL of banners and notices as the console lists them; the edit of one row, versioned, is
 * in versioned-rows.queries.ts.
 */

export type BannerRow = Selectable<BannersTable>;
export type NoticeRow = Selectable<NoticesTable>;

export const bannerRows = versionedRows('banners');
export const noticeRows = versionedRows('notices');

// ---- banners ----

/** The merchant's banners, shown or not, in the order the player site shows them. */
const merchantBanners = (db: Kysely<DB>, merchantId: number) =>
  merchantRows(db, 'banners', merchantId).selectAll().orderBy('group_name').orderBy('sort').orderBy('id');

export function listMerchantBanners(db: Kysely<DB>, merchantId: number) {
  return merchantBanners(db, merchantId).execute();
}

/** The merchant's banners, locked, to be put in a new order. */
export function lockMerchantBanners(db: Kysely<DB>, merchantId: number) {
  return merchantBanners(db, merchantId).forUpdate().execute();
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
