/**
 * A file's real type from its bytes, never from a name or a declared Content-Type: a script
 * renamed .png is no PNG. Each check asks for the format's start and its end marker, so a
 * truncated or padded-on file is refused too.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_IEND = Buffer.from('IEND', 'latin1');
const JPEG_EOI = Buffer.from([0xff, 0xd9]);
const PDF_EOF = Buffer.from('%%EOF', 'latin1');

export type SniffedType = 'image/png' | 'image/jpeg' | 'application/pdf';

export function sniffFileType(bytes: Buffer): SniffedType | undefined {
  // PNG: the signature, then the IHDR chunk first, and the IEND chunk at the end.
  if (
    bytes.length > 33 &&
    bytes.subarray(0, 8).equals(PNG_SIGNATURE) &&
    bytes.subarray(12, 16).toString('latin1') === 'IHDR' &&
    bytes.subarray(-12).includes(PNG_IEND)
  )
    return 'image/png';
  // JPEG: start of image and a frame marker, and the end-of-image marker near the end.
  if (
    bytes.length > 4 &&
    bytes[0] === 0xff &&
    bytes[1] === 0xd8 &&
    bytes[2] === 0xff &&
    bytes.subarray(-1024).includes(JPEG_EOI)
  )
    return 'image/jpeg';
  // PDF: the header "%PDF-1.x" or "%PDF-2.0" first, and the end-of-file marker in the last kilobyte.
  if (
    bytes.length > 16 &&
    /^%PDF-[12]\.\d/.test(bytes.subarray(0, 8).toString('latin1')) &&
    bytes.subarray(-1024).includes(PDF_EOF)
  )
    return 'application/pdf';
  return undefined;
}
