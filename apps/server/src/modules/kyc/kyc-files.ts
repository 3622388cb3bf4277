import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { KYC_MAX_BYTES, type KycDocumentKind, type KycDocumentType } from '@ficha/contract';
import { AppError } from '../../lib/app-error.ts';
import { sniffFileType } from '../../lib/file-types.ts';

/**
 * Identity documents' bytes (issue 19 part 4). They are kept in a folder of their own (config
 * KYC_FILES_DIR), outside every folder the server serves statically, under random names; the only
 * way to read one is the RISK staff's /ops call. Types are judged by the bytes: a document is a
 * PNG, a JPG or a PDF; a selfie is a photo (PNG or JPG).
 */

export interface KycFileStore {
  /** Keeps the bytes; answers the file's name in the store. */
  save(bytes: Buffer): Promise<string>;
  read(fileName: string): Promise<Buffer>;
  remove(fileName: string): Promise<void>;
}

const FILE_NAME = /^[0-9a-f]{32}$/;

export function folderFileStore(dir: string): KycFileStore {
  const pathOf = (fileName: string) => {
    // Names come from our own rows; the check keeps a bad row from reaching outside the folder.
    if (!FILE_NAME.test(fileName)) throw new Error('not a KYC file name');
    return path.join(dir, fileName);
  };
  return {
    async save(bytes) {
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const fileName = randomBytes(16).toString('hex');
      await fs.writeFile(pathOf(fileName), bytes, { mode: 0o600, flag: 'wx' });
      return fileName;
    },
    read: (fileName) => fs.readFile(pathOf(fileName)),
    async remove(fileName) {
      await fs.rm(pathOf(fileName), { force: true });
    },
  };
}

export const kycFileTooLarge = () =>
  new AppError('KYC_FILE_TOO_LARGE', null, { max: KYC_MAX_BYTES / (1024 * 1024) });

/** The upload's checked type, size and digest; KYC_FILE_INVALID or KYC_FILE_TOO_LARGE otherwise. */
export function checkUpload(
  kind: KycDocumentKind,
  body: unknown,
): { bytes: Buffer; contentType: KycDocumentType; sha256: string } {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError('KYC_FILE_INVALID');
  if (body.length > KYC_MAX_BYTES) throw kycFileTooLarge();
  const contentType = sniffFileType(body);
  if (!contentType || (kind === 'SELFIE' && contentType === 'application/pdf'))
    throw new AppError('KYC_FILE_INVALID');
  return { bytes: body, contentType, sha256: createHash('sha256').update(body).digest('hex') };
}
