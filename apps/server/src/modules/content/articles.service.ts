import {
  type ContentHelpItem,
  type ContentHelpList,
  type ContentNotice,
  type ContentNoticeList,
  type HelpCreate,
  type HelpUpdate,
  LANGUAGE_CODES,
  type NoticeCreate,
  type NoticeUpdate,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import type { StaffActor } from '../staff/staff.service.ts';
import * as queries from './content.queries.ts';
import {
  checkLanguage,
  createRow,
  type Editor,
  editedMerchant,
  editRow,
  merchantLanguages,
  merchantOfRow,
  momentIn,
  momentOut,
} from './content-edits.ts';
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

const noticeColumns = (fields: Omit<NoticeUpdate, 'version'>) => ({
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

export async function createNotice(db: Kysely<DB>, by: Editor, body: NoticeCreate): Promise<ContentNotice> {
  const { merchantId, ...fields } = body;
  const merchant = await editedMerchant(db, by.staff, merchantId);
  checkLanguage(merchant, fields.language);
  return createRow(db, by, merchant, {
    action: 'content.notice.create',
    target: (row) => `notice:${row.id}`,
    insert: (trx) => queries.insertNotice(trx, { merchant_id: merchant.id, ...noticeColumns(fields) }),
    view: noticeView,
  });
}

export function updateNotice(db: Kysely<DB>, by: Editor, id: number, body: NoticeUpdate) {
  const { version, ...fields } = body;
  return editRow(db, by, {
    action: 'content.notice.update',
    target: (row) => `notice:${row.id}`,
    find: (trx) => queries.findNoticeForUpdate(trx, id),
    version,
    check: async (trx, row) => checkLanguage(await merchantOfRow(trx, row.merchant_id), fields.language),
    write: (trx) => queries.updateNoticeIfVersion(trx, id, version, noticeColumns(fields)),
    view: noticeView,
  });
}

export function deleteNotice(db: Kysely<DB>, by: Editor, id: number, version: number) {
  return editRow(db, by, {
    action: 'content.notice.delete',
    target: (row) => `notice:${row.id}`,
    find: (trx) => queries.findNoticeForUpdate(trx, id),
    version,
    write: (trx) => queries.deleteNoticeIfVersion(trx, id, version),
    view: noticeView,
    deletes: true,
  });
}

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

const helpColumns = (fields: Omit<HelpUpdate, 'version'>) => ({
  device: fields.device,
  language: fields.language,
  slug: fields.slug,
  sort: fields.sort,
  title: fields.title,
  content: sanitizeRichText(fields.content),
});

/** Two articles of one merchant never share an address (device, language, slug). */
async function checkSlugFree(
  db: Kysely<DB>,
  merchantId: number,
  fields: Omit<HelpUpdate, 'version'>,
  exceptId?: number,
) {
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

export async function createHelp(db: Kysely<DB>, by: Editor, body: HelpCreate): Promise<ContentHelpItem> {
  const { merchantId, ...fields } = body;
  const merchant = await editedMerchant(db, by.staff, merchantId);
  checkLanguage(merchant, fields.language);
  return createRow(db, by, merchant, {
    action: 'content.help.create',
    target: (row) => `help:${row.id}`,
    check: (trx) => checkSlugFree(trx, merchant.id, fields),
    insert: (trx) => siteQueries.insertHelp(trx, { merchant_id: merchant.id, ...helpColumns(fields) }),
    view: helpView,
  });
}

export function updateHelp(db: Kysely<DB>, by: Editor, id: number, body: HelpUpdate) {
  const { version, ...fields } = body;
  return editRow(db, by, {
    action: 'content.help.update',
    target: (row) => `help:${row.id}`,
    find: (trx) => siteQueries.findHelpForUpdate(trx, id),
    version,
    check: async (trx, row) => {
      checkLanguage(await merchantOfRow(trx, row.merchant_id), fields.language);
      await checkSlugFree(trx, row.merchant_id, fields, id);
    },
    write: (trx) => siteQueries.updateHelpIfVersion(trx, id, version, helpColumns(fields)),
    view: helpView,
  });
}

export function deleteHelp(db: Kysely<DB>, by: Editor, id: number, version: number) {
  return editRow(db, by, {
    action: 'content.help.delete',
    target: (row) => `help:${row.id}`,
    find: (trx) => siteQueries.findHelpForUpdate(trx, id),
    version,
    write: (trx) => siteQueries.deleteHelpIfVersion(trx, id, version),
    view: helpView,
    deletes: true,
  });
}
