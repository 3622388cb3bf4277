import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { cashOutCrashBet } from '../crash/crash-cash-out.ts';
import { crashGame } from '../crash/crash-game.ts';
import { moneyWheelGame } from '../money-wheel/money-wheel-game.ts';
import { ChainStore } from './chain-store.ts';
import { DbClock } from './db-clock.ts';
import { sharedRoundHttp } from './http-routes.ts';
import type { LiveGame } from './live-game.ts';
import { inProcessBus, type RoundBus, redisBus } from './round-bus.ts';
import { RoundEngine } from './round-engine.ts';
import { databaseName } from './rounds.queries.ts';
import type { SharedRoundsDeps } from './shared-bets.ts';
import { SocketHub } from './socket-hub.ts';
import { sharedRoundSocket, type WsContext } from './ws-routes.ts';

/**
 * The studio's shared-round games, crash and money wheel (issue 6): their websockets, HTTP
 * actions and, when STUDIO_LIVE_ROUNDS is on, their round engines, started when the app is ready
 * and stopped when it closes. With Redis the processes share news by pub/sub; without it this
 * process is on its own.
 */
export async function sharedRounds(app: FastifyInstance, opts: { redis?: Redis | undefined }): Promise<void> {
  const { config, db } = app;
  const live = config.studioRounds.live;
  let bus: RoundBus = inProcessBus();
  if (live && opts.redis) {
    bus = redisBus(opts.redis, `ficha:studio:rounds:${await databaseName(db)}`, (error) =>
      app.log.warn({ err: error }, 'shared rounds: redis'),
    );
  }
  const deps: SharedRoundsDeps = { db, bus };
  const chains = new ChainStore(db);
  const clock = new DbClock(db);
  const hub = new SocketHub();
  const ctx: WsContext = { deps, chains, clock, hub };
  const engineFor = (game: LiveGame['game']) =>
    new RoundEngine({ ...deps, game, config: config.studioRounds, chains, clock, hub, log: app.log });
  const games: LiveGame[] = [
    { game: crashGame, engine: engineFor(crashGame), cashOut: cashOutCrashBet },
    { game: moneyWheelGame, engine: engineFor(moneyWheelGame) },
  ];

  bus.subscribe((event) => {
    hub.deliver(event);
    for (const g of games) g.engine.onEvent(event);
  });

  // The websocket server itself is the app's (app.ts), shared with the live chat.
  for (const g of games) {
    sharedRoundSocket(app, ctx, g);
    sharedRoundHttp(app, ctx, g);
  }

  app.addHook('onReady', async () => {
    if (live) for (const g of games) await g.engine.start();
  });
  app.addHook('preClose', async () => {
    for (const g of games) await g.engine.stop();
    hub.close();
  });
  app.addHook('onClose', async () => {
    await bus.close();
  });
}
