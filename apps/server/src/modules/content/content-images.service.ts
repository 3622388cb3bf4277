import { createHash, randomUUID } from 'node:crypto';
import {
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_IMAGE_TYPES,
  type ContentImage,
  type ContentImageType,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../staff/staff.service.ts';
import { type Editor, editedMerchant } from './content-edits.ts';
import * as queries from './content-site.queries.ts';

/**
 * Images uploaded from the console (banner art, footer seals). An upload is judged by what it is,
 * never by its name: the declared type must be one of the raster types the site shows, the bytes
 * must begin as that type does, and it must fit CONTENT_IMAGE_MAX_BYTES. SVG is refused (it can
 * carry script). Stored in the database, so every process serves it at the same address.
 */

const EXTENSIONS: Record<ContentImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** What the bytes are, from their signature ("magic number"); undefined: none of ours. */
export function sniffImageType(bytes: Uint8Array): ContentImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

const declaredType = (header: string | undefined) => header?.split(';')[0]?.trim().toLowerCase();

export async function uploadImage(
  db: Kysely<DB>,
  by: Editor,
  merchantId: number | undefined,
  contentType: string | undefined,
  bytes: Uint8Array,
): Promise<ContentImage> {
  const merchant = await editedMerchant(db, by.staff, merchantId);
  if (bytes.length > CONTENT_IMAGE_MAX_BYTES) throw new AppError('IMAGE_TOO_LARGE');
  const declared = declaredType(contentType);
  const sniffed = sniffImageType(bytes);
  if (!sniffed || declared !== sniffed || !(CONTENT_IMAGE_TYPES as readonly string[]).includes(declared))
    throw new AppError('IMAGE_REFUSED');
  const id = randomUUID();
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const url = `/content-images/${id}.${EXTENSIONS[sniffed]}`;
  await inTransaction(db, async (trx) => {
    await queries.insertContentImage(trx, {
      id,
      merchant_id: merchant.id,
      content_type: sniffed,
      bytes,
      byte_size: bytes.length,
      sha256,
      staff_id: by.staff.id,
    });
    await audit(
      trx,
      by.staff,
      'content.image.upload',
      `image:${id}`,
      { before: null, after: { url, contentType: sniffed, size: bytes.length, sha256 } },
      by.ip,
      merchant.id,
    );
  });
  return { url, contentType: sniffed, size: bytes.length };
}

/** An uploaded image by its address's file part (`<uuid>.<ext>`); undefined: none. */
export async function imageFile(db: Kysely<DB>, file: string) {
  const match = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpg|webp|gif)$/.exec(
    file,
  );
  if (!match) return undefined;
  const row = await queries.findContentImage(db, match[1] as string);
  if (!row || EXTENSIONS[row.content_type as ContentImageType] !== match[2]) return undefined;
  return { contentType: row.content_type, bytes: Buffer.from(row.bytes) };
}
