import {
  COMMENT_IMAGE_MAX_BYTES,
  COMMENT_MAX_CHARS,
  COMMENT_MAX_IMAGES,
  type CommentImageType,
  commentLength,
} from '@ficha/contract';
import { AppError } from '../../lib/app-error.ts';
import { sniffFileType } from '../../lib/file-types.ts';

/**
 * The rules of a member's comment (spec section 5: "activity comment up to 140 characters, images
 * png or jpg up to 5 MB each and at most 3"). An image's type is judged by its bytes, never by a
 * name or a declared type: a GIF, or a script renamed .png, is refused. Nothing is stored when any
 * part breaks a rule.
 */

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const MEGABYTES = COMMENT_IMAGE_MAX_BYTES / (1024 * 1024);

/** The trimmed text, 1 to 140 characters (counted as the database counts them). */
export function checkedText(text: string): string {
  const trimmed = text.trim();
  const length = commentLength(trimmed);
  if (length < 1 || length > COMMENT_MAX_CHARS)
    throw new AppError('COMMENT_TEXT_INVALID', { field: 'text' }, { max: COMMENT_MAX_CHARS });
  return trimmed;
}

/** The decoded images with their real types; the count and the size are checked before decoding. */
export function checkedImages(encoded: string[]): Array<{ mime: CommentImageType; bytes: Buffer }> {
  if (encoded.length > COMMENT_MAX_IMAGES)
    throw new AppError('COMMENT_TOO_MANY_IMAGES', { field: 'images' }, { max: COMMENT_MAX_IMAGES });
  return encoded.map((text) => {
    if (text.length === 0 || text.length % 4 !== 0 || !BASE64.test(text))
      throw new AppError('COMMENT_IMAGE_INVALID', { field: 'images' });
    const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
    if ((text.length / 4) * 3 - padding > COMMENT_IMAGE_MAX_BYTES)
      throw new AppError('COMMENT_IMAGE_TOO_LARGE', { field: 'images' }, { max: MEGABYTES });
    const bytes = Buffer.from(text, 'base64');
    const mime = sniffFileType(bytes);
    if (mime !== 'image/png' && mime !== 'image/jpeg')
      throw new AppError('COMMENT_IMAGE_INVALID', { field: 'images' });
    return { mime, bytes };
  });
}
