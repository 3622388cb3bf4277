import { instantRoundSchema } from '@ficha/contract/studio/rounds';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { okEnvelope } from '../../../lib/envelope.ts';
import { answers } from '../../../lib/route-schema.ts';
import { requestedLanguage } from '../../../plugins/request-context.ts';
import type { GameSession } from '../../wallet/seamless-wallet.service.ts';
import { requireStudioSession } from '../studio-session.ts';
import { type InstantRoundInput, playInstantRound } from './rounds.service.ts';

/**
 * POST <path>: one instant round of `gameCode` (dice, fish, baccarat, the slots). The game turns
 * the parsed body into the round's input; every such route answers the round the same way.
 */
export function instantRoundRoute<Body extends z.ZodType>(
  app: FastifyInstance,
  route: {
    path: string;
    gameCode: string;
    body: Body;
    round: (body: z.output<Body>, session: GameSession) => InstantRoundInput;
  },
): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      route.path,
      { schema: { tags: ['in-house studio'], body: route.body, response: answers(instantRoundSchema) } },
      async (req) => {
        const session = await requireStudioSession(req, route.gameCode);
        const round = await playInstantRound(
          app.db,
          session,
          route.round(req.body as z.output<Body>, session),
        );
        return okEnvelope(round, requestedLanguage(req));
      },
    );
}
