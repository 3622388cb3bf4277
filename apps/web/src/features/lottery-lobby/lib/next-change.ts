import type { OpenedLotteryGames } from '@ficha/contract';

/** How long after a draw time the lobby keeps asking often for its result. */
const RESULT_WAIT_MS = 30_000;
const SOON_MS = 2_000;

/**
 * When to ask again: a second after the soonest close or draw (in the server's clock), at least
 * every minute; every 2 s while a game's last draw time has passed without its result arriving yet
 * (the draw lands a moment after its time).
 */
export function nextChangeInMs(answer: OpenedLotteryGames, now = Date.now()): number {
  const serverNow = Date.parse(answer.serverTime);
  const offset = serverNow - now;
  let soonest = Number.POSITIVE_INFINITY;
  for (const game of answer.list) {
    for (const at of [game.closesAt, game.drawsAt]) {
      const due = Date.parse(at) - offset - now;
      if (due > 0) soonest = Math.min(soonest, due);
    }
    if (game.intervalSeconds !== null) {
      const previousDraw = Date.parse(game.drawsAt) - game.intervalSeconds * 1000;
      const isAwaited = serverNow - previousDraw < RESULT_WAIT_MS && serverNow >= previousDraw;
      if (isAwaited && (game.last === null || Date.parse(game.last.drawsAt) !== previousDraw)) return SOON_MS;
    }
  }
  return Math.min(Math.max(soonest + 1_000, SOON_MS), 60_000);
}
