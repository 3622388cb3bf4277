import {
  rgConfirmBodySchema,
  rgDoneSchema,
  rgExclusionAnswerSchema,
  rgExclusionBodySchema,
  rgHistorySchema,
  rgLimitsBodySchema,
  rgRealityCheckAnswerBodySchema,
  rgRealityCheckBodySchema,
  rgRealityCheckSchema,
  rgStateSchema,
} from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import { envelopeRoutes } from '../../lib/envelope-routes.ts';
import { requireRealMember } from '../../plugins/auth.ts';
import * as rg from './rg.service.ts';
import { memberHistory } from './rg-history.service.ts';

/**
 * The member's responsible-gaming tools (issue 19): limits, time-out and self-exclusion, the
 * reality check. Real accounts only: a trial account gets FREE_REJECT and nothing changes.
 */
export async function responsibleGamingRoutes(app: FastifyInstance): Promise<void> {
  const route = envelopeRoutes(app, 'responsible gaming');

  route.get(
    '/wps/rg',
    {
      summary: "The member's limits (with what each has used), cooling-off and reality check",
      answer: rgStateSchema,
    },
    async (req) => rg.memberState(app.db, req.merchant, requireRealMember(req)),
  );

  route.put(
    '/wps/rg/limits',
    {
      summary: 'Set, lower, raise or remove limits (a raise or removal waits for the cooling-off)',
      description:
        'Amounts are money text for DEPOSIT, LOSS and WAGER, whole minutes for SESSION; null removes. All or none.',
      body: rgLimitsBodySchema,
      answer: rgStateSchema,
    },
    async (req) => rg.changeMemberLimits(app.db, req.merchant, requireRealMember(req), req.body.limits),
  );

  route.post(
    '/wps/rg/limits/confirm',
    {
      summary: 'Confirm a raise or removal whose cooling-off has passed',
      body: rgConfirmBodySchema,
      answer: rgStateSchema,
    },
    async (req) => rg.confirmMemberLimit(app.db, req.merchant, requireRealMember(req), req.body),
  );

  route.post(
    '/wps/rg/exclusion',
    {
      summary: 'Take a time-out (1 to 42 days) or exclude oneself (6 months, 1 year, indefinite)',
      description: 'Every session of the member ends at once; the balance stays withdrawable.',
      body: rgExclusionBodySchema,
      answer: rgExclusionAnswerSchema,
    },
    async (req) => rg.takeMemberExclusion(app.db, req.merchant, requireRealMember(req), req.body),
  );

  route.get(
    '/wps/rg/history',
    {
      summary: "The member's own play history: deposits, bets, wins, net and time in games per day",
      description:
        'The last 30 days in the merchant time zone, oldest first, from the ledger and the game sessions. Real money only.',
      answer: rgHistorySchema,
    },
    async (req) => memberHistory(app.db, req.merchant, requireRealMember(req).id),
  );

  route.put(
    '/wps/rg/reality-check',
    {
      summary: 'A reality check every N minutes of play (null: none)',
      body: rgRealityCheckBodySchema,
      answer: rgStateSchema,
    },
    async (req) => rg.changeRealityCheck(app.db, req.merchant, requireRealMember(req), req.body.minutes),
  );

  route.get(
    '/wps/rg/reality-check',
    {
      summary: 'This session so far and when the next reality check is due',
      answer: rgRealityCheckSchema,
    },
    async (req) => rg.memberRealityCheck(app.db, req.merchant, requireRealMember(req)),
  );

  route.post(
    '/wps/rg/reality-check/answer',
    {
      summary: 'Answer a reality check: CONTINUE, or STOP (the session ends)',
      body: rgRealityCheckAnswerBodySchema,
      answer: rgDoneSchema,
    },
    async (req) => rg.answerMemberRealityCheck(app.db, requireRealMember(req), req.body.choice),
  );
}
