import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { activeVendorSecret } from './seamless-wallet.repository.ts';

/** A signed request older or newer than this is refused (replays of captured calls). */
export const SIGNATURE_WINDOW_MS = 5 * 60_000;

/** What a vendor signs: the request as sent. */
export interface SignedRequest {
  /** Upper case, e.g. POST. */
  method: string;
  /** The path with its query string, exactly as in the request line, e.g. /wallet/v1/bet. */
  path: string;
  /** X-Timestamp: milliseconds since the epoch, 13 digits. */
  timestamp: string;
  /** The raw body bytes (UTF-8), empty when there is none. */
  body: string;
}

/**
 * The string a vendor signs: method, path with query, timestamp and body, one per line, so a
 * signature made for one call is worth nothing for any other (another endpoint, another body,
 * another moment).
 */
export function canonicalVendorRequest(request: SignedRequest): string {
  return `${request.method.toUpperCase()}\n${request.path}\n${request.timestamp}\n${request.body}`;
}

/** X-Signature: HMAC-SHA256 of the canonical string with the vendor's secret, lower-case hex. */
export function signVendorRequest(secret: string, request: SignedRequest): string {
  return createHmac('sha256', secret).update(canonicalVendorRequest(request)).digest('hex');
}

// Vendor secrets change rarely; reading them once per 30 s spares a query per call.
const SECRET_TTL_MS = 30_000;
const secretsByDb = new WeakMap<Kysely<DB>, Map<string, { secret: string | null; until: number }>>();

async function vendorSecret(db: Kysely<DB>, vendor: string): Promise<string | null> {
  let secrets = secretsByDb.get(db);
  if (!secrets) {
    secrets = new Map();
    secretsByDb.set(db, secrets);
  }
  const cached = secrets.get(vendor);
  if (cached && cached.until > Date.now()) return cached.secret;
  const secret = await activeVendorSecret(db, vendor);
  secrets.set(vendor, { secret, until: Date.now() + SECRET_TTL_MS });
  return secret;
}

/** Checks a request's X-Vendor, X-Timestamp and X-Signature headers against what was sent. */
export async function verifyVendorSignature(
  db: Kysely<DB>,
  headers: Record<string, string | string[] | undefined>,
  sent: { method: string; path: string; body: string },
): Promise<void> {
  const vendor = headers['x-vendor'];
  const timestamp = headers['x-timestamp'];
  const signature = headers['x-signature'];
  if (typeof vendor !== 'string' || typeof timestamp !== 'string' || typeof signature !== 'string') {
    throw new AppError('BAD_SIGNATURE');
  }
  const secret = await vendorSecret(db, vendor.slice(0, 32));
  if (!secret || !/^\d{13}$/.test(timestamp)) throw new AppError('BAD_SIGNATURE');
  if (Math.abs(Date.now() - Number(timestamp)) > SIGNATURE_WINDOW_MS) {
    throw new AppError('SIGNATURE_EXPIRED', { windowSeconds: SIGNATURE_WINDOW_MS / 1000 });
  }
  const signed = { ...sent, timestamp };
  const expected = Buffer.from(signVendorRequest(secret, signed), 'hex');
  const given = Buffer.from(signature.slice(0, 64), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    // What the signature was checked against, so a vendor sees which call it did not match.
    throw new AppError('BAD_SIGNATURE', { method: signed.method, path: signed.path, timestamp });
  }
}
