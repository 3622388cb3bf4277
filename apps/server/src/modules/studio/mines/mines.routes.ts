import {
  currentMinesRoundSchema,
  minesCashOutBodySchema,
  minesRevealBodySchema,
  minesRoundViewSchema,
  minesStartBodySchema,
} from '@ficha/contract/studio/mines';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '../../../lib/envelope.ts';
import { answers } from '../../../lib/route-schema.ts';
import { requestedLanguage } from '../../../plugins/request-context.ts';
import { requireStudioSession } from '../studio-session.ts';
import {
  cashOutMinesRound,
  currentMinesRound,
  MINES_GAME,
  registerMinesRecovery,
  revealMinesTile,
  startMinesRound,
} from './mines-rounds.ts';

const tags = ['in-house studio'];
const response = answers(minesRoundViewSchema);

/**
 * Mines, one request per move: POST start (the bet), POST reveal (one tile), POST cashout, and
 * GET current (the open round, to resume after a reload). Every answer is the round's view
 * (mines-rounds.ts): the mines appear only once the round is over.
 */
export async function minesRoutes(app: FastifyInstance): Promise<void> {
  registerMinesRecovery();
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/studio/api/v1/mines/start',
    { schema: { tags, body: minesStartBodySchema, response } },
    async (req) => {
      const session = await requireStudioSession(req, MINES_GAME);
      return okEnvelope(await startMinesRound(app.db, session, req.body), requestedLanguage(req));
    },
  );

  api.post(
    '/studio/api/v1/mines/reveal',
    { schema: { tags, body: minesRevealBodySchema, response } },
    async (req) => {
      const session = await requireStudioSession(req, MINES_GAME);
      return okEnvelope(await revealMinesTile(app.db, session, req.body), requestedLanguage(req));
    },
  );

  api.post(
    '/studio/api/v1/mines/cashout',
    { schema: { tags, body: minesCashOutBodySchema, response } },
    async (req) => {
      const session = await requireStudioSession(req, MINES_GAME, { settling: true });
      return okEnvelope(await cashOutMinesRound(app.db, session, req.body), requestedLanguage(req));
    },
  );

  api.get(
    '/studio/api/v1/mines/current',
    { schema: { tags, response: answers(currentMinesRoundSchema) } },
    async (req) => {
      const session = await requireStudioSession(req, MINES_GAME);
      return okEnvelope({ round: await currentMinesRound(app.db, session) }, requestedLanguage(req));
    },
  );
}
