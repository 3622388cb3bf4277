import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '../../../lib/envelope.ts';
import { requestedLanguage } from '../../../plugins/request-context.ts';
import { requireStudioSession } from '../studio-session.ts';
import { betRequest, cashOutRequest, type LiveGame } from './live-game.ts';
import { placeSharedBet } from './shared-bets.ts';
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

  api.get(`${base}/state`, { schema: { tags } }, async (req) => {
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
    {
      schema: {
        tags,
        querystring: z
          .object({
            before: z.coerce.number().int().positive().optional(),
            limit: z.coerce.number().int().min(1).max(100).default(20),
          })
          .strict(),
      },
    },
    async (req) => {
      await requireStudioSession(req, live.game.code);
      const value = await history(ctx.deps, live.game, ctx.chains, req.query);
      return okEnvelope(value, requestedLanguage(req));
    },
  );

  api.post(`${base}/bet`, { schema: { tags, body: betRequest.strict() } }, async (req) => {
    const session = await requireStudioSession(req, live.game.code);
    const value = await placeSharedBet(ctx.deps, live.game, session, {
      roundId: req.body.roundId,
      betId: req.body.betId,
      amount: req.body.amount,
      choice: live.game.choice(req.body),
    });
    return okEnvelope(value, requestedLanguage(req));
  });

  const { cashOut } = live;
  if (cashOut) {
    api.post(`${base}/cashout`, { schema: { tags, body: cashOutRequest.strict() } }, async (req) => {
      const session = await requireStudioSession(req, live.game.code, { settling: true });
      return okEnvelope(await cashOut(ctx.deps, session, req.body), requestedLanguage(req));
    });
  }
}
