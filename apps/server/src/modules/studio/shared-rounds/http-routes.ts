import {
  betRequestSchema,
  cashOutAnswerSchema,
  cashOutRequestSchema,
  historyQuerySchema,
  historySchema,
  placedBetSchema,
  snapshotSchema,
} from '@ficha/contract/studio/shared-rounds/protocol';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '../../../lib/envelope.ts';
import { answers } from '../../../lib/route-schema.ts';
import { requestedLanguage } from '../../../plugins/request-context.ts';
import { requireStudioSession } from '../studio-session.ts';
import type { LiveGame } from './live-game.ts';
import { placeRequestedBet } from './shared-bets.ts';
import { history, snapshot } from './views.ts';
import type { WsContext } from './ws-routes.ts';

const tags = ['in-house studio'];

/**
 * The shared-round actions over HTTP, for clients that prefer a request to a socket message (and
 * for retries after a lost connection): the game session in X-Game-Session, the envelope back.
 *   GET  /studio/api/v1/<game>/state    the snapshot a socket gets on connecting
 *   GET  /studio/api/v1/<game>/history  ?before=<roundId>&limit=<1..100>: ended rounds to verify
 *   POST /studio/api/v1/<game>/bet      {roundId, betId, amount, autoCashOut? | label}
 *   POST /studio/api/v1/crash/cashout   {roundId, betId}
 */
export function sharedRoundHttp(app: FastifyInstance, ctx: WsContext, live: LiveGame): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `/studio/api/v1/${live.game.slug}`;

  api.get(`${base}/state`, { schema: { tags, response: answers(snapshotSchema) } }, async (req) => {
    const session = await requireStudioSession(req, live.game.code);
    const value = await snapshot(
      ctx.deps,
      live.game,
      ctx.chains,
      session,
      ctx.clock.now(),
      live.engine.current,
    );
    return okEnvelope(value, requestedLanguage(req));
  });

  api.get(
    `${base}/history`,
    { schema: { tags, querystring: historyQuerySchema, response: answers(historySchema) } },
    async (req) => {
      await requireStudioSession(req, live.game.code);
      const value = await history(ctx.deps, live.game, ctx.chains, req.query);
      return okEnvelope(value, requestedLanguage(req));
    },
  );

  api.post(
    `${base}/bet`,
    { schema: { tags, body: betRequestSchema.strict(), response: answers(placedBetSchema) } },
    async (req) => {
      const session = await requireStudioSession(req, live.game.code);
      const value = await placeRequestedBet(ctx.deps, live.game, session, req.body);
      return okEnvelope(value, requestedLanguage(req));
    },
  );

  const { cashOut } = live;
  if (cashOut) {
    api.post(
      `${base}/cashout`,
      { schema: { tags, body: cashOutRequestSchema.strict(), response: answers(cashOutAnswerSchema) } },
      async (req) => {
        const session = await requireStudioSession(req, live.game.code, { settling: true });
        return okEnvelope(await cashOut(ctx.deps, session, req.body), requestedLanguage(req));
      },
    );
  }
}
