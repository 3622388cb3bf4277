import type { CrashResult, HistoryEntry } from '@ficha/contract/studio/shared-rounds/protocol';
import { crashPointE2 } from '@ficha/games/crash/crash-point';
import { chainLinks } from '@ficha/games/shared-rounds/hash-chain';
import { reachesTerminal } from '../../shared-rounds/walk-to-terminal.ts';

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

  const terminal = await reachesTerminal(entry);
  return {
    linked,
    neighbour,
    crashE2,
    crashMatches,
    reachesTerminal: terminal,
    ok: linked && neighbour !== false && crashMatches && terminal,
  };
}
