import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * A crash round's crash point, the bustabit v2 formula: HMAC-SHA256 with the salt (UTF-8 text) as
 * key over the game hash's 32 bytes; its 52 most significant bits r give X = r / 2^52, uniform in
 * [0, 1); the crash point is floor(99 / (1 - X)) hundredths, at least 1.00x. Computed here in
 * exact integer arithmetic: floor(99 * 2^52 / (2^52 - r)).
 *
 * P(crash point >= m) = 0.99 / m for every m >= 1.00 (to within 2^-52), so cashing out at any
 * multiplier returns 99% of the stake on average: the 1% house edge.
 */

/** Multipliers are integers in hundredths: 235 is 2.35x. */
export const CRASH_MIN_E2 = 100;
const TWO_POW_52 = 2n ** 52n;

/** The crash point (hundredths) of 52 uniform bits r, 0 <= r < 2^52. */
export function crashPointFromBits(r: bigint): number {
  if (r < 0n || r >= TWO_POW_52) throw new RangeError(`r ${r}`);
  const e2 = Number((99n * TWO_POW_52) / (TWO_POW_52 - r));
  return Math.max(CRASH_MIN_E2, e2);
}

/** The 52 bits of a game: the first 13 hex digits of HMAC-SHA256(key = salt, message = hash bytes). */
export function crashBits(gameHash: string, salt: string): bigint {
  const mac = hmac(sha256, utf8ToBytes(salt), hexToBytes(gameHash));
  let r = 0n;
  for (let i = 0; i < 7; i += 1) r = (r << 8n) | BigInt(mac[i]!);
  return r >> 4n;
}

/** The crash point (hundredths) of a round from its game hash and the chain's salt. */
export function crashPointE2(gameHash: string, salt: string): number {
  return crashPointFromBits(crashBits(gameHash, salt));
}
