import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt, randomBytes } from 'node:crypto';
import { ENCRYPTION_VERSION, fromBase64Url, type PublicKey } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  deleteExpiredNonces,
  findNewestKey,
  insertKey,
  insertNonce,
  lockKeyCreation,
} from './payload-keys.repository.ts';

/** A payload whose timestamp is further than this from the server clock is refused as stale. */
export const MAX_SKEW_SECONDS = 120;

interface KeyPair {
  id: string;
  publicKey: string;
  privateKey: string;
}

// Keys never change once stored, so every process may keep what it read.
const keyCache = new WeakMap<Kysely<DB>, Promise<KeyPair>>();

/** The current RSA key pair, created once and shared by every process through the database. */
export function currentKey(db: Kysely<DB>): Promise<KeyPair> {
  let pending = keyCache.get(db);
  if (!pending) {
    pending = loadOrCreateKey(db);
    pending.catch(() => keyCache.delete(db));
    keyCache.set(db, pending);
  }
  return pending;
}

/** GET /wps/session/publicKey: what a client needs to seal a payload. */
export async function publicKeyAnswer(db: Kysely<DB>): Promise<PublicKey> {
  const key = await currentKey(db);
  return {
    keyId: key.id,
    publicKey: key.publicKey,
    algorithm: 'RSA-OAEP-256+A256GCM',
    maxSkewSeconds: MAX_SKEW_SECONDS,
  };
}

async function loadOrCreateKey(db: Kysely<DB>): Promise<KeyPair> {
  return db.transaction().execute(async (trx) => {
    await lockKeyCreation(trx);
    const existing = await findNewestKey(trx);
    if (existing)
      return { id: existing.id, publicKey: existing.public_key, privateKey: existing.private_key };
    const pair = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'der' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const key = {
      id: randomBytes(6).toString('hex'),
      publicKey: pair.publicKey.toString('base64url'),
      privateKey: pair.privateKey,
    };
    await insertKey(trx, key);
    return key;
  });
}

/**
 * Opens an encrypted body (see payload-crypto.ts in the contract). Refuses anything malformed,
 * older or newer than MAX_SKEW_SECONDS, or whose nonce was seen before: a captured login cannot be
 * replayed.
 */
export async function decryptPayload(
  db: Kysely<DB>,
  header: unknown,
  data: string,
): Promise<Record<string, unknown>> {
  if (typeof header !== 'string') throw new AppError('ENCRYPTION_INVALID');
  const [version, keyId, wrapped] = header.split('.');
  const key = await currentKey(db);
  if (version !== ENCRYPTION_VERSION || keyId !== key.id || !wrapped)
    throw new AppError('ENCRYPTION_INVALID');

  let payload: Record<string, unknown>;
  try {
    const aesKey = privateDecrypt(
      { key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      fromBase64Url(wrapped),
    );
    const bytes = fromBase64Url(data);
    const iv = bytes.subarray(0, 12);
    const tag = bytes.subarray(bytes.length - 16);
    const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
    decipher.setAuthTag(tag);
    const plain = Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]);
    const parsed: unknown = JSON.parse(plain.toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new Error('not an object');
    payload = parsed as Record<string, unknown>;
  } catch {
    throw new AppError('ENCRYPTION_INVALID');
  }

  const { ts, nonce, ...rest } = payload;
  if (typeof ts !== 'number' || typeof nonce !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(nonce)) {
    throw new AppError('ENCRYPTION_INVALID');
  }
  if (Math.abs(Date.now() - ts) > MAX_SKEW_SECONDS * 1000) throw new AppError('ENCRYPTION_STALE');
  if (!(await insertNonce(db, nonce, 2 * MAX_SKEW_SECONDS))) throw new AppError('ENCRYPTION_REPLAY');
  // Nonces older than any acceptable timestamp can go; a cheap sweep now and then is enough.
  if (Math.random() < 0.01) await deleteExpiredNonces(db);
  return rest;
}

/**
 * Opens an encrypted body and parses it with its schema: the parse step of the encrypted calls
 * (login, registration, reset by SMS). A payload that breaks the schema is a 400 like any other bad body.
 */
export async function openPayload<T extends z.ZodType>(
  db: Kysely<DB>,
  header: unknown,
  data: string,
  schema: T,
): Promise<z.infer<T>> {
  const parsed = schema.safeParse(await decryptPayload(db, header, data));
  if (!parsed.success) {
    throw new AppError('BAD_REQUEST', {
      issues: parsed.error.issues.map((i) => ({ field: `body.${i.path.join('.')}`, message: i.message })),
    });
  }
  return parsed.data;
}
