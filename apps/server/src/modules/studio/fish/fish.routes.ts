import { fishRules, isFishSpeciesId } from '@ficha/games/fish/fish-rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '../../../lib/envelope.ts';
import { requestedLanguage } from '../../../plugins/request-context.ts';
import { playInstantRound } from '../rounds/rounds.service.ts';
import { stakeSchema } from '../stake.ts';
import { requireStudioSession } from '../studio-session.ts';

const shootBody = z
  .object({
    stake: stakeSchema,
    species: z.string().max(40).refine(isFishSpeciesId, { message: 'species: a fish of the paytable' }),
  })
  .strict();

/**
 * POST /studio/api/v1/fish/shoot: one shot at one fish, a bet of the stake settled at once. Shots
 * are independent rounds (each its own nonce), so a player firing several a second is served by
 * as many instant rounds; the wallet orders their debits and credits.
 */
export async function fishRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/studio/api/v1/fish/shoot',
      { schema: { tags: ['in-house studio'], body: shootBody } },
      async (req) => {
        const session = await requireStudioSession(req, fishRules.code);
        const { stake, species } = req.body;
        const params = { species };
        const round = await playInstantRound(app.db, session, {
          stake,
          params,
          play: (rng) => fishRules.play(rng, params),
        });
        return okEnvelope(round, requestedLanguage(req));
      },
    );
}
