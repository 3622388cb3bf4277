import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe (DESIGN section 5). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored: a database leak does not hand out live sessions. */
export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
