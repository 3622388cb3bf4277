import { MINES_MAX, MINES_MIN, MINES_TILES } from '@ficha/games/mines/mines-rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '../../../lib/envelope.ts';
import { requestedLanguage } from '../../../plugins/request-context.ts';
import { stakeSchema } from '../stake.ts';
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
const roundId = z.string().min(1).max(40);

const startBody = z
  .object({ stake: stakeSchema, mines: z.number().int().min(MINES_MIN).max(MINES_MAX) })
  .strict();
const revealBody = z
  .object({
    roundId,
    tile: z
      .number()
      .int()
      .min(0)
      .max(MINES_TILES - 1),
  })
  .strict();
const cashOutBody = z.object({ roundId }).strict();

/**
 * Mines, one request per move: POST start (the bet), POST reveal (one tile), POST cashout, and
 * GET current (the open round, to resume after a reload). Every answer is the round's view
 * (mines-rounds.ts): the mines appear only once the round is over.
 */
export async function minesRoutes(app: FastifyInstance): Promise<void> {
  registerMinesRecovery();
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/studio/api/v1/mines/start', { schema: { tags, body: startBody } }, async (req) => {
    const session = await requireStudioSession(req, MINES_GAME);
    return okEnvelope(await startMinesRound(app.db, session, req.body), requestedLanguage(req));
  });

  api.post('/studio/api/v1/mines/reveal', { schema: { tags, body: revealBody } }, async (req) => {
    const session = await requireStudioSession(req, MINES_GAME);
    return okEnvelope(await revealMinesTile(app.db, session, req.body), requestedLanguage(req));
  });

  api.post('/studio/api/v1/mines/cashout', { schema: { tags, body: cashOutBody } }, async (req) => {
    const session = await requireStudioSession(req, MINES_GAME, { settling: true });
    return okEnvelope(await cashOutMinesRound(app.db, session, req.body), requestedLanguage(req));
  });

  api.get('/studio/api/v1/mines/current', { schema: { tags } }, async (req) => {
    const session = await requireStudioSession(req, MINES_GAME);
    return okEnvelope({ round: await currentMinesRound(app.db, session) }, requestedLanguage(req));
  });
}
