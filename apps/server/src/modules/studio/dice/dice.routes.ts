import { DICE_MAX_TARGET, DICE_MIN_TARGET, diceRules } from '@ficha/games/dice/dice-rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '../../../lib/envelope.ts';
import { requestedLanguage } from '../../../plugins/request-context.ts';
import { diceBetIsLowRisk } from '../low-risk.ts';
import { playInstantRound } from '../rounds/rounds.service.ts';
import { stakeSchema } from '../stake.ts';
import { requireStudioSession } from '../studio-session.ts';

const playBody = z
  .object({
    stake: stakeSchema,
    target: z.number().int().min(DICE_MIN_TARGET).max(DICE_MAX_TARGET),
    direction: z.enum(['under', 'over']),
  })
  .strict();

/** POST /studio/api/v1/dice/play: one roll. */
export async function diceRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/studio/api/v1/dice/play',
      { schema: { tags: ['in-house studio'], body: playBody } },
      async (req) => {
        const session = await requireStudioSession(req, diceRules.code);
        const { stake, target, direction } = req.body;
        const params = { target, direction };
        const round = await playInstantRound(app.db, session, {
          stake,
          params,
          play: (rng) => diceRules.play(rng, params),
          lowRisk: diceBetIsLowRisk(params),
        });
        return okEnvelope(round, requestedLanguage(req));
      },
    );
}
