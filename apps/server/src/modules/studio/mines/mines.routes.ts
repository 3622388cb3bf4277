import {
  currentMinesRoundSchema,
  type MinesRoundView,
  minesCashOutBodySchema,
  minesRevealBodySchema,
  minesRoundViewSchema,
  minesStartBodySchema,
} from '@ficha/contract/studio/mines';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { okEnvelope } from '../../../lib/envelope.ts';
import { answers } from '../../../lib/route-schema.ts';
import { requestedLanguage } from '../../../plugins/request-context.ts';
import type { GameSession } from '../../wallet/seamless-wallet.service.ts';
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

  /** A move's route: the session (a cash-out also on an ended one), the body, the view back. */
  const move = <Body extends z.ZodType>(
    path: string,
    body: Body,
    play: (db: FastifyInstance['db'], session: GameSession, input: z.output<Body>) => Promise<MinesRoundView>,
    options: { settling?: boolean } = {},
  ) =>
    api.post(path, { schema: { tags, body, response } }, async (req) => {
      const session = await requireStudioSession(req, MINES_GAME, options);
      return okEnvelope(await play(app.db, session, req.body as z.output<Body>), requestedLanguage(req));
    });

  move('/studio/api/v1/mines/start', minesStartBodySchema, startMinesRound);
  move('/studio/api/v1/mines/reveal', minesRevealBodySchema, revealMinesTile);
  move('/studio/api/v1/mines/cashout', minesCashOutBodySchema, cashOutMinesRound, { settling: true });

  api.get(
    '/studio/api/v1/mines/current',
    { schema: { tags, response: answers(currentMinesRoundSchema) } },
    async (req) => {
      const session = await requireStudioSession(req, MINES_GAME);
      return okEnvelope({ round: await currentMinesRound(app.db, session) }, requestedLanguage(req));
    },
  );
}
