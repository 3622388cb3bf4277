import { baccaratRules } from '@ficha/games/baccarat/baccarat-rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '../../../lib/envelope.ts';
import { requestedLanguage } from '../../../plugins/request-context.ts';
import { baccaratBetIsLowRisk } from '../low-risk.ts';
import { playInstantRound } from '../rounds/rounds.service.ts';
import { stakeSchema } from '../stake.ts';
import { requireStudioSession } from '../studio-session.ts';

const dealBody = z
  .object({
    stake: stakeSchema,
    side: z.enum(['player', 'banker', 'tie']),
  })
  .strict();

/**
 * POST /studio/api/v1/baccarat/deal: one hand on the player, the banker or a tie. The answer
 * carries the dealt cards in dealing order (each card's `position`); a tie pushes a player or
 * banker bet (payoutE4 10,000: the stake comes back).
 */
export async function baccaratRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/studio/api/v1/baccarat/deal',
      { schema: { tags: ['in-house studio'], body: dealBody } },
      async (req) => {
        const session = await requireStudioSession(req, baccaratRules.code);
        const { stake, side } = req.body;
        const params = { side };
        const round = await playInstantRound(app.db, session, {
          stake,
          params,
          play: (rng) => baccaratRules.play(rng, params),
          lowRisk: baccaratBetIsLowRisk(side),
        });
        return okEnvelope(round, requestedLanguage(req));
      },
    );
}
