import { baccaratDealBodySchema } from '@ficha/contract/studio/baccarat';
import { baccaratRules } from '@ficha/games/baccarat/baccarat-rules';
import type { FastifyInstance } from 'fastify';
import { baccaratBetIsLowRisk } from '../low-risk.ts';
import { instantRoundRoute } from '../rounds/instant-route.ts';

/**
 * POST /studio/api/v1/baccarat/deal: one hand on the player, the banker or a tie. The answer
 * carries the dealt cards in dealing order (each card's `position`); a tie pushes a player or
 * banker bet (payoutE4 10,000: the stake comes back).
 */
export async function baccaratRoutes(app: FastifyInstance): Promise<void> {
  instantRoundRoute(app, {
    path: '/studio/api/v1/baccarat/deal',
    gameCode: baccaratRules.code,
    body: baccaratDealBodySchema,
    round: ({ stake, side }) => {
      const params = { side };
      return {
        stake,
        params,
        play: (rng) => baccaratRules.play(rng, params),
        lowRisk: baccaratBetIsLowRisk(side),
      };
    },
  });
}
