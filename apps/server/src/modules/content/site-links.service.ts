import {
  type ContentServiceEntry,
  type ContentServiceList,
  type DownloadLinks,
  type DownloadLinksUpdate,
  type FooterImages,
  type FooterImagesUpdate,
  LANGUAGE_CODES,
  type ServiceFields,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB, FooterImage } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit, type StaffActor } from '../staff/staff.service.ts';
import { type Editor, editedMerchant, merchantLanguages, rowEdits } from './content-edits.ts';
import * as queries from './content-site.queries.ts';

/**
 * Customer-service entries (the service page and the floating button), and two sections of the
 * merchant row the home's footer and app banner read: the app download links and the footer
 * images (payment methods, licence seals), whose label and art may differ per language.
 */

// ---- customer service ----

const serviceView = (row: queries.ServiceRow): ContentServiceEntry => ({
  id: row.id,
  merchantId: row.merchant_id,
  csType: row.cs_type as ContentServiceEntry['csType'],
  csPosition: row.cs_position,
  title: row.title,
  url: row.url,
  active: row.active,
  version: row.version,
});

const serviceColumns = (fields: ServiceFields) => ({
  cs_type: fields.csType,
  cs_position: fields.csPosition,
  title: fields.title,
  url: fields.url,
  active: fields.active,
});

export async function listService(
  db: Kysely<DB>,
  staff: StaffActor,
  merchantId: number | undefined,
): Promise<ContentServiceList> {
  const merchant = await editedMerchant(db, staff, merchantId);
  return { list: (await queries.listMerchantService(db, merchant.id)).map(serviceView) };
}

/** Create, update and delete of a customer-service entry: scoped, versioned, audited. */
export const service = rowEdits({
  name: 'service',
  rows: queries.serviceRows,
  view: serviceView,
  columns: serviceColumns,
});

// ---- download links and footer images ----

async function sections(db: Kysely<DB>, merchantId: number) {
  const row = await queries.readMerchantSections(db, merchantId);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function downloadLinks(
  db: Kysely<DB>,
  staff: StaffActor,
  merchantId: number | undefined,
): Promise<DownloadLinks> {
  const merchant = await editedMerchant(db, staff, merchantId);
  const row = await sections(db, merchant.id);
  return { list: row.download_links as DownloadLinks['list'], version: row.download_links_version };
}

export async function saveDownloadLinks(
  db: Kysely<DB>,
  by: Editor,
  body: DownloadLinksUpdate,
): Promise<DownloadLinks> {
  const merchant = await editedMerchant(db, by.staff, body.merchantId);
  return inTransaction(db, async (trx) => {
    const before = await sections(trx, merchant.id);
    if (before.download_links_version !== body.version) throw new AppError('EDIT_CONFLICT');
    const after = await queries.writeDownloadLinksIfVersion(trx, merchant.id, body.version, body.list);
    if (!after) throw new AppError('EDIT_CONFLICT');
    await audit(
      trx,
      by.staff,
      'content.downloads.update',
      `merchant:${merchant.id}`,
      { before: before.download_links, after: body.list },
      by.ip,
      merchant.id,
    );
    return { list: after.download_links as DownloadLinks['list'], version: after.version };
  });
}

const footerOut = (images: { payment: FooterImage[]; licence: FooterImage[] }) => ({
  payment: images.payment as FooterImages['payment'],
  licence: images.licence as FooterImages['licence'],
});

export async function footerImages(
  db: Kysely<DB>,
  staff: StaffActor,
  merchantId: number | undefined,
): Promise<FooterImages> {
  const merchant = await editedMerchant(db, staff, merchantId);
  const row = await sections(db, merchant.id);
  return {
    ...footerOut(row.footer_images),
    languages: merchantLanguages(merchant, LANGUAGE_CODES),
    version: row.footer_images_version,
  };
}

/** Drops empty per-language entries, so "same as the default" is stored as no entry at all. */
function compact(image: FooterImagesUpdate['payment'][number]): FooterImage {
  const names = Object.fromEntries(Object.entries(image.names ?? {}).filter(([, v]) => v));
  const urls = Object.fromEntries(Object.entries(image.urls ?? {}).filter(([, v]) => v));
  return {
    name: image.name,
    url: image.url,
    ...(Object.keys(names).length ? { names } : {}),
    ...(Object.keys(urls).length ? { urls } : {}),
  } as FooterImage;
}

export async function saveFooterImages(
  db: Kysely<DB>,
  by: Editor,
  body: FooterImagesUpdate,
): Promise<FooterImages> {
  const merchant = await editedMerchant(db, by.staff, body.merchantId);
  const images = { payment: body.payment.map(compact), licence: body.licence.map(compact) };
  return inTransaction(db, async (trx) => {
    const before = await sections(trx, merchant.id);
    if (before.footer_images_version !== body.version) throw new AppError('EDIT_CONFLICT');
    const after = await queries.writeFooterImagesIfVersion(trx, merchant.id, body.version, images);
    if (!after) throw new AppError('EDIT_CONFLICT');
    await audit(
      trx,
      by.staff,
      'content.footer.update',
      `merchant:${merchant.id}`,
      { before: before.footer_images, after: images },
      by.ip,
      merchant.id,
    );
    return {
      ...footerOut(after.footer_images),
      languages: merchantLanguages(merchant, LANGUAGE_CODES),
      version: after.version,
    };
  });
}
