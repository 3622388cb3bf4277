import type { LotteryDrawView } from '@ficha/contract';
import { seedMatchesHash } from '@ficha/games/fairness';
import { periodRng } from '@ficha/games/lottery/lottery-bets';
import { lotteryGame, rulesOf } from '@ficha/games/lottery/lottery-games';

/** JSON with sorted keys: the database may store a result's keys in another order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export type DrawVerdict = { ok: true } | { ok: false; reason: 'hash' | 'outcome' };

/**
 * Verifies a past draw in the browser (issue 14: "any player can recompute a past draw in the
 * browser"): the revealed seed must hash to the commitment published before the period opened, and
 * the game's own maths (packages/games, as the server draws) must replay the published result.
 */
export function verifyDraw(
  gameCode: string,
  draw: Pick<LotteryDrawView, 'numero' | 'seed' | 'seedHash' | 'result'>,
): DrawVerdict {
  if (!seedMatchesHash(draw.seed, draw.seedHash)) return { ok: false, reason: 'hash' };
  const game = lotteryGame(gameCode);
  if (!game) return { ok: false, reason: 'outcome' };
  const replay = rulesOf(game).draw(periodRng(draw.seed, gameCode, draw.numero));
  return canonical(replay) === canonical(draw.result) ? { ok: true } : { ok: false, reason: 'outcome' };
}
