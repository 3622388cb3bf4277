import {
  type ContentHelpItem,
  type ContentHelpList,
  type ContentNotice,
  type ContentNoticeList,
  type HelpFields,
  LANGUAGE_CODES,
  type NoticeFields,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import type { StaffActor } from '../staff/staff.service.ts';
import * as queries from './content.queries.ts';
import { editedMerchant, merchantLanguages, momentIn, momentOut, rowEdits } from './content-edits.ts';
import * as siteQueries from './content-site.queries.ts';

/**
 * Notices (the marquee, the notice ticker and /m/notice) and help-centre articles, in each of the
 * merchant's languages. Their rich text is sanitized when saved, and again when the player site
 * shows it (system module), so no script an operator pastes ever reaches a player.
 */

// ---- notices ----

const noticeView = (row: queries.NoticeRow): ContentNotice => ({
  id: row.id,
  merchantId: row.merchant_id,
  language: row.language as ContentNotice['language'],
  title: row.title,
  content: row.content,
  sort: row.sort,
  active: row.active,
  startsAt: momentOut(row.starts_at),
  endsAt: momentOut(row.ends_at),
  version: row.version,
});

const noticeColumns = (fields: NoticeFields) => ({
  language: fields.language,
  title: fields.title,
  content: sanitizeRichText(fields.content),
  sort: fields.sort,
  active: fields.active,
  starts_at: momentIn(fields.startsAt),
  ends_at: momentIn(fields.endsAt),
});

export async function listNotices(
  db: Kysely<DB>,
  staff: StaffActor,
  merchantId: number | undefined,
): Promise<ContentNoticeList> {
  const merchant = await editedMerchant(db, staff, merchantId);
  const rows = await queries.listMerchantNotices(db, merchant.id);
  return { list: rows.map(noticeView), languages: merchantLanguages(merchant, LANGUAGE_CODES) };
}

/** Create, update and delete of a notice: scoped, versioned, audited (content-edits.ts). */
export const notices = rowEdits({
  name: 'notice',
  rows: queries.noticeRows,
  view: noticeView,
  columns: noticeColumns,
  language: (fields: NoticeFields) => fields.language,
});

// ---- help centre ----

const helpView = (row: siteQueries.HelpRow): ContentHelpItem => ({
  id: row.id,
  merchantId: row.merchant_id,
  device: row.device as ContentHelpItem['device'],
  language: row.language as ContentHelpItem['language'],
  slug: row.slug,
  sort: row.sort,
  title: row.title,
  content: row.content,
  version: row.version,
});

const helpColumns = (fields: HelpFields) => ({
  device: fields.device,
  language: fields.language,
  slug: fields.slug,
  sort: fields.sort,
  title: fields.title,
  content: sanitizeRichText(fields.content),
});

/** Two articles of one merchant never share an address (device, language, slug). */
async function checkSlugFree(db: Kysely<DB>, merchantId: number, fields: HelpFields, exceptId?: number) {
  if (await siteQueries.helpSlugTaken(db, merchantId, fields, exceptId))
    throw new AppError('FIELD_INVALID', { field: 'slug' });
}

export async function listHelp(
  db: Kysely<DB>,
  staff: StaffActor,
  query: { merchantId?: number | undefined; language?: string | undefined; device?: string | undefined },
): Promise<ContentHelpList> {
  const merchant = await editedMerchant(db, staff, query.merchantId);
  const rows = await siteQueries.listMerchantHelp(db, merchant.id, query.language, query.device);
  return { list: rows.map(helpView), languages: merchantLanguages(merchant, LANGUAGE_CODES) };
}

/** Create, update and delete of a help article; its address must be free among the merchant's. */
export const help = rowEdits({
  name: 'help',
  rows: siteQueries.helpRows,
  view: helpView,
  columns: helpColumns,
  language: (fields: HelpFields) => fields.language,
  check: checkSlugFree,
});
