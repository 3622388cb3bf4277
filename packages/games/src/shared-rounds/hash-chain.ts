import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';

/**
 * The pre-committed hash chain of a shared-round game (crash, money wheel), as bustabit publishes
 * its games: from a secret 32-byte seed h(0), h(i) = SHA-256(h(i-1)) over the 32 bytes (not the
 * hex text), up to h(length), the terminal hash, which is published before any round is played.
 * The chain is played backwards: round 1 of a chain uses h(length - 1), round k uses
 * h(length - k), so every round's hash hashes to the previous round's hash (the first round's to
 * the terminal hash). Knowing the hashes already played tells nothing about the next one, and the
 * server cannot change a future hash without breaking the chain the player already checked.
 */

export const HASH_PATTERN = /^[0-9a-f]{64}$/;

/** SHA-256 of the hash's 32 bytes, hex: the hash of the round before (or the terminal hash). */
export function previousChainHash(hash: string): string {
  return bytesToHex(sha256(hexToBytes(hash)));
}

/** Does `hash` hash to `previous` (the previous round's hash, or the chain's terminal hash)? */
export function chainLinks(hash: string, previous: string): boolean {
  return HASH_PATTERN.test(hash) && previousChainHash(hash) === previous.toLowerCase();
}

/**
 * Checks a run of consecutive rounds' hashes, oldest first, against the terminal hash or the hash
 * of the round before the run: each must hash to the one before it.
 */
export function verifyChainRun(hashesOldestFirst: readonly string[], anchor: string): boolean {
  let previous = anchor;
  for (const hash of hashesOldestFirst) {
    if (!chainLinks(hash, previous)) return false;
    previous = hash;
  }
  return true;
}

/** The hash `steps` rounds earlier: hashing a round's hash k times gives round (k rounds back). */
export function hashBack(hash: string, steps: number): string {
  let bytes = hexToBytes(hash);
  for (let i = 0; i < steps; i += 1) bytes = sha256(bytes);
  return bytesToHex(bytes);
}
