import type { HistoryEntry } from '@ficha/contract/studio/shared-rounds/protocol';
import { hashBack } from '@ficha/games/shared-rounds/hash-chain';

/** SHA-256 steps between yields to the page, so a long walk never freezes it. */
const STEPS_PER_SLICE = 2_000;

/**
 * Hashes a round's hash once per round played in its chain, a slice at a time: the result must be
 * the terminal hash the chain published before its first round. Stops (false) when cancelled.
 */
export async function reachesTerminal(
  entry: HistoryEntry,
  signal: { cancelled: boolean } = { cancelled: false },
): Promise<boolean> {
  let hash = entry.hash;
  for (let left = entry.chainRound; left > 0; left -= STEPS_PER_SLICE) {
    if (signal.cancelled) return false;
    hash = hashBack(hash, Math.min(STEPS_PER_SLICE, left));
    if (left > STEPS_PER_SLICE) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return hash === entry.chain.terminalHash;
}
