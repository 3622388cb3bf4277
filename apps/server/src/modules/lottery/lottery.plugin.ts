import { LOTTERY_GAMES } from '@ficha/games/lottery/lottery-games';
import type { FastifyInstance } from 'fastify';
import { runPeriodically } from '../../lib/periodic-job.ts';
import { DbClock } from '../studio/shared-rounds/db-clock.ts';
import { drawDuePeriods, preparePeriods, settleDuePeriods } from './lottery-draws.ts';
import { lotteryMerchants } from './periods.queries.ts';

/** How often a process looks for periods to make, draw and settle. */
const TICK_MS = 1_000;
/** How often the list of merchants (and their time zones) is read again. */
const MERCHANTS_EVERY_MS = 60_000;

/**
 * The lottery's draws in this process (issue 14), when LOTTERY_DRAWS is on: every process runs the
 * same loop and the guarded writes of lottery-draws.ts make each step happen once. On start it
 * catches up on the periods missed while no process ran. Times are the database's, so every
 * process agrees on when a period closes and draws.
 */
export async function lotteryDraws(app: FastifyInstance): Promise<void> {
  if (!app.config.lotteryDraws) return;
  const { db } = app;
  const clock = new DbClock(db);
  let merchants: Array<{ id: number; timeZone: string }> = [];
  let merchantsReadAt = Number.NEGATIVE_INFINITY;
  /** When each merchant's game next needs its periods made: when its current period draws. */
  const prepareAt = new Map<string, number>();
  async function tick(): Promise<void> {
    const now = clock.now();
    if (now - merchantsReadAt >= MERCHANTS_EVERY_MS) {
      merchants = await lotteryMerchants(db);
      merchantsReadAt = now;
    }
    for (const merchant of merchants) {
      for (const game of LOTTERY_GAMES) {
        const key = `${merchant.id}|${game.code}`;
        if (now < (prepareAt.get(key) ?? 0)) continue;
        const current = await preparePeriods(db, merchant, game, now);
        prepareAt.set(key, current.drawsAt);
      }
    }
    await drawDuePeriods(db);
    await settleDuePeriods(db);
  }

  runPeriodically(app, {
    name: 'lottery draws',
    everyMs: TICK_MS,
    beforeFirst: () => clock.measure(),
    tick,
  });
}
