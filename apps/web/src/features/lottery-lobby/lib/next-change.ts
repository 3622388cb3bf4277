import type { OpenedLotteryGames } from '@ficha/contract';

/** The soonest moment something on the lobby changes: a close or a draw, a second after it. */
export function nextChangeInMs(answer: OpenedLotteryGames, now = Date.now()): number {
  const offset = Date.parse(answer.serverTime) - now;
  let soonest = Number.POSITIVE_INFINITY;
  for (const game of answer.list) {
    for (const at of [game.closesAt, game.drawsAt]) {
      const due = Date.parse(at) - offset - now;
      if (due > 0) soonest = Math.min(soonest, due);
    }
  }
  // A result takes a moment to be drawn: ask again shortly, at least every minute.
  return Math.min(Math.max(soonest + 1_000, 2_000), 60_000);
}
