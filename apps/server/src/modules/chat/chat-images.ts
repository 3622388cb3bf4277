import { CHAT_IMAGE_MAX_BYTES } from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

/**
 * Images sent in the chat (issue 16): PNG or JPG up to 5 MB, judged by their bytes, never by a
 * file name or the declared type, so a script renamed .png is refused.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_IEND = Buffer.from('IEND', 'latin1');

export type ImageType = 'image/png' | 'image/jpeg';

/** The image's real type, or CHAT_IMAGE_INVALID. */
export function imageTypeOf(bytes: Buffer): ImageType {
  if (bytes.length > CHAT_IMAGE_MAX_BYTES) throw tooLarge();
  // PNG: the signature, then the IHDR chunk first, and the IEND chunk at the end.
  if (
    bytes.length > 33 &&
    bytes.subarray(0, 8).equals(PNG_SIGNATURE) &&
    bytes.subarray(12, 16).toString('latin1') === 'IHDR' &&
    bytes.subarray(-12).includes(PNG_IEND)
  ) {
    return 'image/png';
  }
  // JPEG: start of image and a frame marker, and the end-of-image marker near the end.
  if (
    bytes.length > 4 &&
    bytes[0] === 0xff &&
    bytes[1] === 0xd8 &&
    bytes[2] === 0xff &&
    bytes.subarray(-1024).includes(Buffer.from([0xff, 0xd9]))
  ) {
    return 'image/jpeg';
  }
  throw new AppError('CHAT_IMAGE_INVALID');
}

const tooLarge = () =>
  new AppError('CHAT_IMAGE_TOO_LARGE', null, { max: CHAT_IMAGE_MAX_BYTES / (1024 * 1024) });

/**
 * Takes the raw body of an image upload in a scope of upload routes only (any content type, JSON
 * too: the bytes decide), counting bytes as they come so a larger upload is refused with its own message
 * as soon as it passes the limit, never held whole in memory.
 */
export function acceptImageBodies(scope: FastifyInstance): void {
  const parse = (_req: unknown, payload: NodeJS.ReadableStream) =>
    new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      payload.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > CHAT_IMAGE_MAX_BYTES) {
          payload.removeAllListeners('data');
          payload.resume();
          reject(tooLarge());
          return;
        }
        chunks.push(chunk);
      });
      payload.on('end', () => resolve(Buffer.concat(chunks)));
      payload.on('error', reject);
    });
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', parse);
}

/** The upload's bytes; a body that is not an upload (none at all) is no image. */
export function uploadedBytes(body: unknown): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError('CHAT_IMAGE_INVALID');
  return body;
}
