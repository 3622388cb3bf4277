import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt, randomBytes } from 'node:crypto';
import { ENCRYPTION_VERSION, fromBase64Url } from '@ficha/contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

/** A payload whose timestamp is further than this from the server clock is refused as stale. */
export const MAX_SKEW_SECONDS = 120;
const KEY_LOCK = 7_311_943;

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

async function loadOrCreateKey(db: Kysely<DB>): Promise<KeyPair> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${KEY_LOCK})`.execute(trx);
    const existing = await trx
      .selectFrom('encryption_keys')
      .select(['id', 'public_key', 'private_key'])
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
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
    await trx
      .insertInto('encryption_keys')
      .values({ id: key.id, public_key: key.publicKey, private_key: key.privateKey })
      .execute();
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
  const fresh = await db
    .insertInto('seen_nonces')
    .values({ nonce, expires_at: sql<Date>`now() + make_interval(secs => ${2 * MAX_SKEW_SECONDS})` })
    .onConflict((oc) => oc.column('nonce').doNothing())
    .returning('nonce')
    .executeTakeFirst();
  if (!fresh) throw new AppError('ENCRYPTION_REPLAY');
  // Nonces older than any acceptable timestamp can go; a cheap sweep now and then is enough.
  if (Math.random() < 0.01)
    await db.deleteFrom('seen_nonces').where('expires_at', '<', sql<Date>`now()`).execute();
  return rest;
}
