import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { appSecret } from '../../db/app-secrets.ts';
import type { DB } from '../../db/schema.ts';

// Staff TOTP secrets are sealed with AES-256-GCM under a key of their own in app_secrets, so a
// copy of the staff table (a backup, an export, a query that leaks rows) does not hand out second
// factors. The key lives in the same database: this does not protect against a full dump.

async function key(db: Kysely<DB>): Promise<Buffer> {
  return createHash('sha256')
    .update(await appSecret(db, 'staff-totp-key'))
    .digest();
}

export async function sealTotpSecret(db: Kysely<DB>, secret: Buffer): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await key(db), iv);
  const sealed = Buffer.concat([cipher.update(secret), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export async function openTotpSecret(db: Kysely<DB>, stored: string): Promise<Buffer> {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !sealed) throw new Error('unknown TOTP secret format');
  const decipher = createDecipheriv('aes-256-gcm', await key(db), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]);
}
