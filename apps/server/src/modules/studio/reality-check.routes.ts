import { rgDoneSchema, rgRealityCheckAnswerBodySchema, rgRealityCheckSchema } from '@ficha/contract';
import { STUDIO_VENDOR } from '@ficha/games/catalogue';
import { LOTTERY_VENDOR } from '@ficha/games/lottery/lottery-games';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeRoutes } from '../../lib/envelope-routes.ts';
import { requestedLanguage } from '../../plugins/request-context.ts';
import {
  answerRealityCheck,
  memberLoginSession,
  realityCheck,
} from '../responsible-gaming/reality-check.service.ts';
import { sessionOfHeader } from './studio-session.ts';

/**
 * The reality check inside games (issue 19 part 3): the studio's games (/studio/api/v1) and the
 * lottery frame (/lotto/api/v1) ask, with their game session, when the member's next reminder is
 * due, and answer it, as the site does: one rule on the server for every client.
 */
export async function realityCheckRoutes(app: FastifyInstance): Promise<void> {
  const route = envelopeRoutes(app, 'in-house studio', requestedLanguage);
  const frames = [
    { prefix: '/studio/api/v1', vendor: STUDIO_VENDOR },
    { prefix: '/lotto/api/v1', vendor: LOTTERY_VENDOR },
  ];
  const memberOf = async (req: FastifyRequest, vendor: string) => {
    const session = await sessionOfHeader(req, vendor);
    return {
      session,
      member: { id: session.memberId, sessionId: await memberLoginSession(app.db, session.memberId) },
    };
  };
  for (const { prefix, vendor } of frames) {
    route.get(
      `${prefix}/reality-check`,
      {
        summary: "The member's session so far and when the next reality check is due",
        answer: rgRealityCheckSchema,
      },
      async (req) => {
        const { session, member } = await memberOf(req, vendor);
        return realityCheck(app.db, member, session.currency);
      },
    );
    route.post(
      `${prefix}/reality-check/answer`,
      {
        summary: 'Answer the reality check: CONTINUE, or STOP (the session ends)',
        body: rgRealityCheckAnswerBodySchema,
        answer: rgDoneSchema,
      },
      async (req) => {
        const { member } = await memberOf(req, vendor);
        await answerRealityCheck(app.db, member, req.body.choice);
      },
    );
  }
}
