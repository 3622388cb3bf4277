import type { LotteryDrawView } from '@ficha/contract';
import { seedMatchesHash } from '@ficha/games/fairness';
import { periodRng } from '@ficha/games/lottery/lottery-bets';
import { lotteryGame, rulesOf } from '@ficha/games/lottery/lottery-games';

/**
 * Recomputes a drawn period in the browser (issue 14: "any player can recompute a past draw"), with
 * the server's own maths from @ficha/games: the revealed seed must hash to the commitment published
 * before the period opened, and replaying the game's draw from it must give the published result.
 */
export type DrawVerdict =
  | { ok: true; replayed: unknown }
  | { ok: false; reason: 'hash' | 'result' | 'unknown-game' | 'no-result'; replayed?: unknown };

/** JSON with sorted keys, so the stored result's key order does not matter. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function verifyDraw(
  gameCode: string,
  draw: Pick<LotteryDrawView, 'numero' | 'seed' | 'seedHash' | 'result'>,
): DrawVerdict {
  const game = lotteryGame(gameCode);
  if (!game) return { ok: false, reason: 'unknown-game' };
  if (!seedMatchesHash(draw.seed, draw.seedHash)) return { ok: false, reason: 'hash' };
  const replayed = rulesOf(game).draw(periodRng(draw.seed, game.code, draw.numero));
  if (draw.result === null) return { ok: false, reason: 'no-result', replayed };
  return canonical(replayed) === canonical(draw.result)
    ? { ok: true, replayed }
    : { ok: false, reason: 'result', replayed };
}
