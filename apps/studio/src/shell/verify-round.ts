import { seedMatchesHash } from '@ficha/games/fairness';
import type { PastRound, SeededGameModule } from '../games/game-module.ts';

/** JSON with sorted keys: the database may store an outcome's keys in another order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export type Verdict = { ok: true } | { ok: false; reason: 'hash' | 'outcome' };

/**
 * Verifies a past round in the browser from its revealed seeds alone: the seed must hash to the
 * commitment shown before play, and replaying the game's rules must give what was recorded.
 */
export function verifyRound(module: SeededGameModule, round: PastRound & { serverSeed: string }): Verdict {
  if (!seedMatchesHash(round.serverSeed, round.serverSeedHash)) return { ok: false, reason: 'hash' };
  const replay = module.replay(round);
  const same = replay.payoutE4 === round.payoutE4 && canonical(replay.outcome) === canonical(round.outcome);
  return same ? { ok: true } : { ok: false, reason: 'outcome' };
}
