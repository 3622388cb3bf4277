import { rotatedSeedsSchema, rotateSeedBodySchema } from '@ficha/contract/studio/fairness';
import { roundPageSchema, roundsQuerySchema } from '@ficha/contract/studio/rounds';
import { studioBalanceSchema, studioSessionSchema } from '@ficha/contract/studio/session';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '../../lib/envelope.ts';
import { answers } from '../../lib/route-schema.ts';
import { requestedLanguage } from '../../plugins/request-context.ts';
import { recoverStudioRounds } from './rounds/rounds.service.ts';
import { balanceView, rotateSeedView, roundHistory, sessionView } from './studio.service.ts';
import { STUDIO_GAME_ROUTES } from './studio-games.ts';
import { requireStudioSession } from './studio-session.ts';

const RECOVERY_INTERVAL_MS = 60_000;
const tags = ['in-house studio'];

/**
 * The in-house studio's API for its game clients (issue 6): /studio/api/v1/*, authenticated by
 * the game session of the launch (header X-Game-Session), answered with the envelope in the
 * language of the Language header. Each game adds its own routes (studio-games.ts).
 */
export async function studioRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/studio/api/v1/session',
    { schema: { tags, response: answers(studioSessionSchema) } },
    async (req) => {
      const session = await requireStudioSession(req);
      const language = requestedLanguage(req);
      return okEnvelope(await sessionView(app.db, session, language), language);
    },
  );

  api.get(
    '/studio/api/v1/balance',
    { schema: { tags, response: answers(studioBalanceSchema) } },
    async (req) => {
      const session = await requireStudioSession(req);
      return okEnvelope(await balanceView(app.db, session), requestedLanguage(req));
    },
  );

  api.post(
    '/studio/api/v1/fairness/rotate',
    { schema: { tags, body: rotateSeedBodySchema, response: answers(rotatedSeedsSchema) } },
    async (req) => {
      const session = await requireStudioSession(req);
      return okEnvelope(await rotateSeedView(app.db, session, req.body.clientSeed), requestedLanguage(req));
    },
  );

  api.get(
    '/studio/api/v1/rounds',
    { schema: { tags, querystring: roundsQuerySchema, response: answers(roundPageSchema) } },
    async (req) => {
      const session = await requireStudioSession(req);
      return okEnvelope(await roundHistory(app.db, session, req.query), requestedLanguage(req));
    },
  );

  for (const routes of STUDIO_GAME_ROUTES) await app.register(routes);

  // A round cut off by a crash is finished at start-up and then every minute (issue 6 part 3).
  let sweep: NodeJS.Timeout | undefined;
  const runSweep = () =>
    recoverStudioRounds(app.db).catch((error: unknown) =>
      app.log.error({ err: error }, 'studio recovery failed'),
    );
  app.addHook('onReady', async () => {
    await runSweep();
    sweep = setInterval(runSweep, RECOVERY_INTERVAL_MS);
    sweep.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweep));
}
