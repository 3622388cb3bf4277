import {
  type BannerFields,
  type BannerOrder,
  type ContentBanner,
  type ContentBannerList,
  LANGUAGE_CODES,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit, type StaffActor } from '../staff/staff.service.ts';
import * as queries from './content.queries.ts';
import {
  type Editor,
  editedMerchant,
  merchantLanguages,
  momentIn,
  momentOut,
  rowEdits,
} from './content-edits.ts';

/**
 * Banners of the home carousel and the live lobby (issue 15 part 6): the same rows the player
 * site reads (SiteSettings.banners), with an order, a window in which they show, a link, and a
 * language when their art carries words.
 */

const view = (row: queries.BannerRow): ContentBanner => ({
  id: row.id,
  merchantId: row.merchant_id,
  groupName: row.group_name as ContentBanner['groupName'],
  imageUrl: row.image_url,
  title: row.title,
  linkUrl: row.link_url,
  language: row.language as ContentBanner['language'],
  sort: row.sort,
  active: row.active,
  startsAt: momentOut(row.starts_at),
  endsAt: momentOut(row.ends_at),
  version: row.version,
});

const columns = (fields: BannerFields) => ({
  group_name: fields.groupName,
  image_url: fields.imageUrl,
  title: fields.title,
  link_url: fields.linkUrl,
  language: fields.language,
  active: fields.active,
  starts_at: momentIn(fields.startsAt),
  ends_at: momentIn(fields.endsAt),
});

export async function listBanners(
  db: Kysely<DB>,
  staff: StaffActor,
  merchantId: number | undefined,
): Promise<ContentBannerList> {
  const merchant = await editedMerchant(db, staff, merchantId);
  const rows = await queries.listMerchantBanners(db, merchant.id);
  return { list: rows.map(view), languages: merchantLanguages(merchant, LANGUAGE_CODES) };
}

/** Create, update and delete of a banner: scoped, versioned, audited (content-edits.ts). */
export const banners = rowEdits({
  name: 'banner',
  // A new banner goes last in the order.
  rows: { ...queries.bannerRows, insert: queries.insertBanner },
  view,
  columns,
  language: (fields: BannerFields) => fields.language,
});

/**
 * Puts the merchant's banners in a new order: the order names every banner once, each with the
 * version the page showed, so a banner added, removed or edited since refuses the whole order.
 */
export async function orderBanners(
  db: Kysely<DB>,
  by: Editor,
  body: BannerOrder,
): Promise<ContentBannerList> {
  const merchant = await editedMerchant(db, by.staff, body.merchantId);
  return inTransaction(db, async (trx) => {
    const rows = await queries.lockMerchantBanners(trx, merchant.id);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const named = new Set(body.order.map((entry) => entry.id));
    if (named.size !== body.order.length) throw new AppError('FIELD_INVALID', { field: 'order' });
    for (const entry of body.order) {
      // Another merchant's banner is as unknown here as anywhere.
      if (!byId.has(entry.id)) throw new AppError('NOT_FOUND');
    }
    if (
      rows.length !== body.order.length ||
      body.order.some((entry) => byId.get(entry.id)?.version !== entry.version)
    )
      throw new AppError('EDIT_CONFLICT');
    const after: queries.BannerRow[] = [];
    for (const [sort, entry] of body.order.entries()) {
      const row = await queries.bannerRows.updateIfVersion(trx, entry.id, entry.version, { sort });
      if (!row) throw new AppError('EDIT_CONFLICT');
      after.push(row);
    }
    await audit(
      trx,
      by.staff,
      'content.banner.order',
      `merchant:${merchant.id}`,
      { before: rows.map((row) => row.id), after: body.order.map((entry) => entry.id) },
      by.ip,
      merchant.id,
    );
    const list = await queries.listMerchantBanners(trx, merchant.id);
    return { list: list.map(view), languages: merchantLanguages(merchant, LANGUAGE_CODES) };
  });
}
