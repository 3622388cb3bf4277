import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The provably-fair core of the in-house studio (issue 6 part 1, DESIGN section 4).
 *
 * Before play the server commits to sha256(serverSeed). A round's outcome is drawn from the byte
 * stream HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`), cursor 0, 1, 2, ... as more
 * bytes are needed. Rotating the seed reveals it, and anyone can replay a round with this module
 * alone: it runs the same in the browser and on the server (pure JavaScript hashes, synchronous).
 */

export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

export function hmacSha256(key: string, message: string): Uint8Array {
  return hmac(sha256, utf8ToBytes(key), utf8ToBytes(message));
}

export function hmacSha256Hex(key: string, message: string): string {
  return bytesToHex(hmacSha256(key, message));
}

/** Where a game draws its randomness from. Game rules depend on this only. */
export interface Rng {
  /** A uniform integer in [0, n), 1 <= n <= 2^32, without modulo bias. */
  int(n: number): number;
  /** A uniform number in [0, 1) with 52 random bits. */
  float(): number;
}

const TWO_POW_32 = 0x1_0000_0000;

/**
 * Turns a source of uniform 32-bit words into uniform integers below n by rejection: words at or
 * above the largest multiple of n are drawn again, so every result is exactly equally likely.
 */
export function rngFromWords(nextWord: () => number): Rng {
  return {
    int(n: number): number {
      if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) throw new RangeError(`int(${n})`);
      const limit = TWO_POW_32 - (TWO_POW_32 % n);
      for (;;) {
        const word = nextWord();
        if (word < limit) return word % n;
      }
    },
    float(): number {
      const high = nextWord() >>> 12; // 20 bits
      const low = nextWord(); // 32 bits
      return (high * TWO_POW_32 + low) / 2 ** 52;
    },
  };
}

/** The words of HMAC-SHA256(serverSeed, clientSeed:nonce:cursor), cursor by cursor, big-endian. */
export function fairWords(serverSeed: string, clientSeed: string, nonce: number): () => number {
  let cursor = 0;
  let block: Uint8Array = new Uint8Array(0);
  let offset = 0;
  return () => {
    if (offset >= block.length) {
      block = hmacSha256(serverSeed, `${clientSeed}:${nonce}:${cursor}`);
      cursor += 1;
      offset = 0;
    }
    const word =
      ((block[offset]! << 24) |
        (block[offset + 1]! << 16) |
        (block[offset + 2]! << 8) |
        block[offset + 3]!) >>>
      0;
    offset += 4;
    return word;
  };
}

/** The random source of one round. */
export function fairRng(serverSeed: string, clientSeed: string, nonce: number): Rng {
  return rngFromWords(fairWords(serverSeed, clientSeed, nonce));
}

/** Fisher-Yates with the fair source: every order equally likely. Returns a new array. */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A client seed the player may keep or replace: 16 hex characters. */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Does this revealed seed match the hash that was shown before play? */
export function seedMatchesHash(serverSeed: string, serverSeedHash: string): boolean {
  return sha256Hex(serverSeed) === serverSeedHash.toLowerCase();
}
