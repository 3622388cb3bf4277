import type { FastifyInstance } from 'fastify';
import { runPeriodically } from '../../lib/periodic-job.ts';
import { DbClock } from '../studio/shared-rounds/db-clock.ts';
import { RewardSchedule } from './reward-schedule.ts';

/** How often a process looks for reward runs due: a period boundary is met within a minute. */
const TICK_MS = 60_000;

/**
 * The VIP runs (level review, weekly, monthly, cashback, birthday) and the leaderboards'
 * close-and-pay in this process, when REWARD_RUNS is on, as the lottery's draws run: every
 * process may run the same schedule, and the runs' grant keys make each reward paid once. Times
 * are the database's, so every process agrees on when a period begins.
 */
export async function rewardRuns(app: FastifyInstance): Promise<void> {
  if (!app.config.rewardRuns) return;
  const { db, log } = app;
  const clock = new DbClock(db);
  const schedule = new RewardSchedule();
  runPeriodically(app, {
    name: 'reward runs',
    everyMs: TICK_MS,
    beforeFirst: () => clock.measure(),
    tick: async () => {
      const outcomes = await schedule.tick(db, new Date(clock.now()), (error, what) =>
        log.error({ err: error }, `reward runs: ${what}`),
      );
      for (const o of outcomes) if (o.granted > 0) log.info(o, 'reward run paid');
    },
  });
}
