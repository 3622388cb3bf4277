import { fishShootBodySchema } from '@ficha/contract/studio/fish';
import { fishRules } from '@ficha/games/fish/fish-rules';
import type { FastifyInstance } from 'fastify';
import { instantRoundRoute } from '../rounds/instant-route.ts';

/**
 * POST /studio/api/v1/fish/shoot: one shot at one fish, a bet of the stake settled at once. Shots
 * are independent rounds (each its own nonce), so a player firing several a second is served by
 * as many instant rounds; the wallet orders their debits and credits.
 */
export async function fishRoutes(app: FastifyInstance): Promise<void> {
  instantRoundRoute(app, {
    path: '/studio/api/v1/fish/shoot',
    gameCode: fishRules.code,
    body: fishShootBodySchema,
    round: ({ stake, species }) => {
      const params = { species };
      return { stake, params, play: (rng) => fishRules.play(rng, params) };
    },
  });
}
