import { dicePlayBodySchema } from '@ficha/contract/studio/dice';
import { diceRules } from '@ficha/games/dice/dice-rules';
import type { FastifyInstance } from 'fastify';
import { diceBetIsLowRisk } from '../low-risk.ts';
import { instantRoundRoute } from '../rounds/instant-route.ts';

/** POST /studio/api/v1/dice/play: one roll. */
export async function diceRoutes(app: FastifyInstance): Promise<void> {
  instantRoundRoute(app, {
    path: '/studio/api/v1/dice/play',
    gameCode: diceRules.code,
    body: dicePlayBodySchema,
    round: ({ stake, target, direction }) => {
      const params = { target, direction };
      return { stake, params, play: (rng) => diceRules.play(rng, params), lowRisk: diceBetIsLowRisk(params) };
    },
  });
}
