import type { FastifyInstance } from 'fastify';

/**
 * Runs `tick` once the app is ready, then again `everyMs` after each run ends, until the app
 * closes (closing waits for a run under way). A failed run is logged and the next one still comes.
 * `beforeFirst` runs once before the first tick (e.g. measuring the database's clock).
 */
export function runPeriodically(
  app: FastifyInstance,
  job: { name: string; everyMs: number; tick: () => Promise<void>; beforeFirst?: () => Promise<void> },
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  function loop(): void {
    running = job
      .tick()
      .catch((error) => app.log.error({ err: error }, job.name))
      .then(() => {
        if (!stopped) timer = setTimeout(loop, job.everyMs);
      });
  }

  app.addHook('onReady', async () => {
    await job.beforeFirst?.();
    timer = setTimeout(loop, 0);
  });
  app.addHook('preClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
}
