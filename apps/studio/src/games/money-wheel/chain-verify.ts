import type { HistoryEntry, WheelResultView } from '@ficha/contract/studio/shared-rounds/protocol';
import { WHEEL_SEGMENTS, wheelOutcome } from '@ficha/games/money-wheel/wheel';
import { chainLinks } from '@ficha/games/shared-rounds/hash-chain';

/**
 * Verifies a money wheel round in the browser from what was published, with the contract's own
 * functions: its hash hashes to the previous round's hash (and that is the round listed before
 * it, or the chain's terminal hash for the chain's first round); the segment and the boost follow
 * from the hash and the chain's salt; and hashing the hash once per round played so far reaches
 * the terminal hash published before the chain's first round.
 */

export interface ChainVerdict {
  link: boolean;
  result: boolean;
  /** null while the walk back to the terminal hash is still running. */
  terminal: boolean | null;
}

/** The two quick checks; `older` is the entry listed just before it (newest first lists), if any. */
export function quickChecks(
  entry: HistoryEntry,
  older: HistoryEntry | undefined,
): Omit<ChainVerdict, 'terminal'> {
  const { chain } = entry;
  const followsOlder =
    !older || older.chain.id !== chain.id || older.chainRound !== entry.chainRound - 1
      ? true
      : entry.previousHash === older.hash;
  const firstOfChain = entry.chainRound !== 1 || entry.previousHash === chain.terminalHash;
  const link = chainLinks(entry.hash, entry.previousHash) && followsOlder && firstOfChain;

  const shown = entry.result as WheelResultView;
  const drawn = wheelOutcome(entry.hash, chain.salt);
  const result =
    drawn.segment === shown.segment &&
    drawn.label === shown.label &&
    WHEEL_SEGMENTS[shown.segment] === shown.label &&
    drawn.boostPosition === shown.boostPosition &&
    (drawn.boost?.label ?? null) === (shown.boost?.label ?? null) &&
    (drawn.boost?.factor ?? null) === (shown.boost?.factor ?? null);
  return { link, result };
}
