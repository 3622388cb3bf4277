import type { Database } from '../src/db/database.ts';
import { cashbackOf } from './promotion-fixtures.ts';

/**
 * Images for the comment tests (issue 18 part 2), as the server's sniffer judges them by their
 * bytes: a PNG (signature, IHDR first, IEND last), a JPEG (SOI, a marker, EOI), a GIF, and a PNG
 * padded to any size.
 */

const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const PNG_TAIL = Buffer.from('0000000049454e44ae426082', 'hex');

export function pngOf(size = 120): Buffer {
  const padding = Math.max(0, size - PNG_HEAD.length - PNG_TAIL.length);
  return Buffer.concat([PNG_HEAD, Buffer.alloc(padding, 7), PNG_TAIL]);
}

export const JPEG = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(64, 3),
  Buffer.from('ffd9', 'hex'),
]);

export const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(64, 1), Buffer.from([0x3b])]);

export const base64 = (bytes: Buffer) => bytes.toString('base64');

/** A waiting comment with one image by a member of the merchant, written as the service does. */
export async function pendingCommentOf(
  db: Database['db'],
  merchantId: number,
  memberId: string,
  text: string,
) {
  const comment = await db
    .insertInto('promotion_comments')
    .values({
      merchant_id: merchantId,
      promotion_id: await cashbackOf(db, merchantId),
      member_id: memberId,
      body: text,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const image = await db
    .insertInto('promotion_comment_images')
    .values({ comment_id: comment.id, mime: 'image/png', bytes: pngOf() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { commentId: comment.id, imageId: image.id };
}
