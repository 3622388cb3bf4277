import { crashPointE2 } from '@ficha/contract/studio/crash/crash-point';
import { chainLinks, hashBack } from '@ficha/contract/studio/shared-rounds/hash-chain';
import type { CrashResult, HistoryEntry } from '@ficha/contract/studio/shared-rounds/protocol';

/**
 * Checks an ended crash round in the browser with the contract's own functions and nothing from
 * the server but the published data: its hash hashes to the previous round's hash (and to the
 * same hash the previous round published), the crash point follows from hash and salt, and
 * hashing it chainRound times reaches the chain's terminal hash, committed before round 1.
 */

export interface RoundCheck {
  linked: boolean;
  /** Null when the previous round of the chain is not in the list to compare with. */
  neighbour: boolean | null;
  crashE2: number;
  crashMatches: boolean;
  reachesTerminal: boolean;
  ok: boolean;
}

/** SHA-256 steps between yields to the page, so a long walk to the terminal hash never freezes it. */
const STEPS_PER_SLICE = 2_000;

export async function verifyCrashRound(
  entry: HistoryEntry,
  previous: HistoryEntry | undefined,
): Promise<RoundCheck> {
  const { chain } = entry;
  const linked =
    chainLinks(entry.hash, entry.previousHash) &&
    (entry.chainRound !== 1 || entry.previousHash === chain.terminalHash);
  const neighbour =
    previous && previous.chain.id === chain.id && previous.chainRound === entry.chainRound - 1
      ? previous.hash === entry.previousHash
      : null;
  const crashE2 = crashPointE2(entry.hash, chain.salt);
  const crashMatches = crashE2 === (entry.result as CrashResult).crashE2;

  let hash = entry.hash;
  for (let left = entry.chainRound; left > 0; left -= STEPS_PER_SLICE) {
    hash = hashBack(hash, Math.min(STEPS_PER_SLICE, left));
    if (left > STEPS_PER_SLICE) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const reachesTerminal = hash === chain.terminalHash;
  return {
    linked,
    neighbour,
    crashE2,
    crashMatches,
    reachesTerminal,
    ok: linked && neighbour !== false && crashMatches && reachesTerminal,
  };
}
