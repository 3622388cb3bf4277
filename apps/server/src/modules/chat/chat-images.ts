import { CHAT_IMAGE_MAX_BYTES } from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { sniffFileType } from '../../lib/file-types.ts';
import { acceptRawBodies } from '../../lib/raw-body.ts';

/**
 * Images sent in the chat (issue 16): PNG or JPG up to 5 MB, judged by their bytes, never by a
 * file name or the declared type, so a script renamed .png is refused.
 */

export type ImageType = 'image/png' | 'image/jpeg';

/** The image's real type, or CHAT_IMAGE_INVALID. */
export function imageTypeOf(bytes: Buffer): ImageType {
  if (bytes.length > CHAT_IMAGE_MAX_BYTES) throw tooLarge();
  const type = sniffFileType(bytes);
  if (type === 'image/png' || type === 'image/jpeg') return type;
  throw new AppError('CHAT_IMAGE_INVALID');
}

const tooLarge = () =>
  new AppError('CHAT_IMAGE_TOO_LARGE', null, { max: CHAT_IMAGE_MAX_BYTES / (1024 * 1024) });

/** Takes the raw body of an image upload in a scope of upload routes only (lib/raw-body.ts). */
export function acceptImageBodies(scope: FastifyInstance): void {
  acceptRawBodies(scope, CHAT_IMAGE_MAX_BYTES, tooLarge);
}

/** The upload's bytes; a body that is not an upload (none at all) is no image. */
export function uploadedBytes(body: unknown): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError('CHAT_IMAGE_INVALID');
  return body;
}
