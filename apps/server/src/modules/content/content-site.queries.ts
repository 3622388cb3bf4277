import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import { merchantRows } from '../../db/merchant-rows.ts';
import type {
  ContentImagesTable,
  CustomerServiceTable,
  DB,
  FooterImage,
  HelpItemsTable,
} from '../../db/schema.ts';
import { versionedRows } from './versioned-rows.queries.ts';

/**
 * The SQL of help articles, customer-service entries, the merchant's download links and footer
 * images, and uploaded images, as the console edits them (a row's versioned edit is in
 * versioned-rows.queries.ts).
 */

export type HelpRow = Selectable<HelpItemsTable>;
export type ServiceRow = Selectable<CustomerServiceTable>;

export const helpRows = versionedRows('help_items');
export const serviceRows = versionedRows('customer_service_entries');

// ---- help centre ----

export function listMerchantHelp(db: Kysely<DB>, merchantId: number, language?: string, device?: string) {
  let q = merchantRows(db, 'help_items', merchantId).selectAll();
  if (language) q = q.where('language', '=', language);
  if (device) q = q.where('device', '=', device);
  return q.orderBy('device').orderBy('language').orderBy('sort').orderBy('id').execute();
}

/** Another article of the merchant already at this address (device, language, slug)? */
export function helpSlugTaken(
  db: Kysely<DB>,
  merchantId: number,
  key: { device: string; language: string; slug: string },
  exceptId?: number,
) {
  let q = merchantRows(db, 'help_items', merchantId)
    .select('id')
    .where('device', '=', key.device)
    .where('language', '=', key.language)
    .where('slug', '=', key.slug);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return q.executeTakeFirst().then(Boolean);
}

// ---- customer service ----

export function listMerchantService(db: Kysely<DB>, merchantId: number) {
  return merchantRows(db, 'customer_service_entries', merchantId)
    .selectAll()
    .orderBy('cs_position')
    .orderBy('id')
    .execute();
}

// ---- the merchant row's sections: download links, footer images ----

/**
 * A section's version is the MD5 of its jsonb text (PostgreSQL writes jsonb in one canonical
 * form), so a change made by anyone, a console or psql, moves it on.
 */
const digest = (column: 'download_links' | 'footer_images') => sql<string>`md5(${sql.ref(column)}::text)`;

export function readMerchantSections(db: Kysely<DB>, merchantId: number) {
  return db
    .selectFrom('merchants')
    .select([
      'id',
      'languages',
      'download_links',
      'footer_images',
      digest('download_links').as('download_links_version'),
      digest('footer_images').as('footer_images_version'),
    ])
    .where('id', '=', merchantId)
    .forUpdate()
    .executeTakeFirst();
}

export function writeDownloadLinksIfVersion(
  db: Kysely<DB>,
  merchantId: number,
  version: string,
  links: Array<{ resourceType: string; url: string }>,
) {
  return db
    .updateTable('merchants')
    .set({ download_links: JSON.stringify(links), updated_at: new Date() })
    .where('id', '=', merchantId)
    .where(digest('download_links'), '=', version)
    .returning(['download_links', digest('download_links').as('version')])
    .executeTakeFirst();
}

export function writeFooterImagesIfVersion(
  db: Kysely<DB>,
  merchantId: number,
  version: string,
  images: { payment: FooterImage[]; licence: FooterImage[] },
) {
  return db
    .updateTable('merchants')
    .set({ footer_images: JSON.stringify(images), updated_at: new Date() })
    .where('id', '=', merchantId)
    .where(digest('footer_images'), '=', version)
    .returning(['footer_images', digest('footer_images').as('version')])
    .executeTakeFirst();
}

// ---- uploaded images ----

export function insertContentImage(db: Kysely<DB>, values: Insertable<ContentImagesTable>) {
  return db.insertInto('content_images').values(values).execute();
}

export function findContentImage(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('content_images')
    .select(['content_type', 'bytes'])
    .where('id', '=', id)
    .executeTakeFirst();
}
