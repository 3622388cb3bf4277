import { createHash } from 'node:crypto';
import { MERCHANT_IMAGE_MAX_BYTES, type MERCHANT_IMAGE_TYPES } from '@ficha/contract';

type ImageType = (typeof MERCHANT_IMAGE_TYPES)[number];

const EXTENSIONS: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * What an uploaded file is, judged by its bytes and never by its name or the browser's word: a
 * PNG (signature and IHDR chunk), JPEG (SOI marker), GIF (87a/89a) or WebP (RIFF....WEBP).
 * Anything else, SVG included (it may carry script), is refused: undefined.
 */
export function sniffImage(bytes: Uint8Array): ImageType | undefined {
  if (
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) &&
    startsWith(bytes, ascii('IHDR'), 12)
  )
    return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

/** The image's address: named by its content, so it never changes what it shows. */
export function imageName(bytes: Uint8Array, type: ImageType): { sha256: string; name: string } {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return { sha256, name: `${sha256}.${EXTENSIONS[type]}` };
}

export const MERCHANT_IMAGE_PATH = '/media/merchant-images/';

/** The bytes of a base64 upload if they are an accepted image of an accepted size. */
export function readUpload(contentBase64: string): { bytes: Uint8Array; type: ImageType } | undefined {
  const bytes = new Uint8Array(Buffer.from(contentBase64, 'base64'));
  if (bytes.length === 0 || bytes.length > MERCHANT_IMAGE_MAX_BYTES) return undefined;
  const type = sniffImage(bytes);
  return type ? { bytes, type } : undefined;
}
