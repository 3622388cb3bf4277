import {
  affiliateUrlCreateSchema,
  affiliateUrlListSchema,
  affiliateUrlParamsSchema,
  affiliateUrlSchema,
  agentPeriodQuerySchema,
  agentRegisterAnswerSchema,
  agentRegisterBodySchema,
  memPnlQuerySchema,
  memPnlSchema,
  myInvitationSchema,
  subordinatePageSchema,
  subordinateQuerySchema,
  teamKpiASchema,
  teamKpiBSchema,
} from '@ficha/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeRoutes } from '../../lib/envelope-routes.ts';
import { requireRealMember } from '../../plugins/auth.ts';
import { memberPnl, teamKpiA, teamKpiB } from './agent-figures.ts';
import { agentPayNow } from './agent-pay-clock.ts';
import * as agents from './agents.service.ts';

/** The signed-in member as an agent call sees it (a trial user is refused with free_reject). */
function actorOf(req: FastifyRequest): agents.AgentActor {
  const member = requireRealMember(req);
  return { merchant: req.merchant, id: member.id, type: member.type };
}

/** The site's own address, for the links it hands out (the host the member is on). */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/**
 * The agent calls of spec section 7 (issue 17): team figures and the subordinate list under the
 * ODSFE2_ relay names, the invitation links ("affiliate URL management"), and /m/agentRegister's
 * call. Every one reads only the caller's own tree.
 */
export async function agentRoutes(app: FastifyInstance): Promise<void> {
  const route = envelopeRoutes(app, 'agent');

  route.get(
    '/wps/relay/ODSFE2_TeamKPIA',
    {
      summary: "The team's money in a period: deposits, withdrawals, turnover, wins, net, and per day",
      description: 'Agents only (NOT_AGENT otherwise). Periods are days and months of the site time zone.',
      querystring: agentPeriodQuerySchema,
      answer: teamKpiASchema,
    },
    async (req) => {
      const actor = actorOf(req);
      agents.requireAgent(actor);
      return teamKpiA(app.db, actor.merchant, actor.id, req.query.period, agentPayNow());
    },
  );

  route.get(
    '/wps/relay/ODSFE2_TeamKPIB',
    {
      summary:
        "The team's people in a period: size, direct downlines, active and new players, first deposits",
      querystring: agentPeriodQuerySchema,
      answer: teamKpiBSchema,
    },
    async (req) => {
      const actor = actorOf(req);
      agents.requireAgent(actor);
      return teamKpiB(app.db, actor.merchant, actor.id, req.query.period, agentPayNow());
    },
  );

  route.get(
    '/wps/relay/ODSFE2_Subordinate',
    {
      summary: "The agent's team: search by username or nickname, direct downlines or every level, paged",
      querystring: subordinateQuerySchema,
      answer: subordinatePageSchema,
    },
    async (req) => agents.subordinates(app.db, actorOf(req), req.query),
  );

  route.get(
    '/wps/relay/ODSFE2_MemPNL',
    {
      summary: "One team member's profit and loss in a period (memberId absent: the agent's own)",
      description: 'A member outside the caller’s team answers NOT_FOUND.',
      querystring: memPnlQuerySchema,
      answer: memPnlSchema,
    },
    async (req) => {
      const actor = actorOf(req);
      const member = await agents.teamMemberFor(app.db, actor, req.query.memberId);
      return memberPnl(app.db, actor.merchant, member, req.query.period, agentPayNow());
    },
  );

  route.get(
    '/wps/agent/invitation',
    {
      summary: 'My invitation: code, link, how many registered through me, what I earned (/m/inviteFriends)',
      description:
        'Agents, and players while the site runs the REFERRAL promotion. The first link is made on first ask.',
      answer: myInvitationSchema,
    },
    async (req) => agents.myInvitation(app.db, actorOf(req), originOf(req), new Date()),
  );

  route.get(
    '/wps/agent/affiliateUrls',
    {
      summary: 'My invitation links, newest first, with status and register counts',
      answer: affiliateUrlListSchema,
    },
    async (req) => agents.listAffiliateUrls(app.db, actorOf(req), originOf(req), new Date()),
  );

  route.post(
    '/wps/agent/affiliateUrls',
    {
      summary: 'A new invitation link: channel, label, validity in days (none: never expires)',
      body: affiliateUrlCreateSchema,
      answer: affiliateUrlSchema,
    },
    async (req) => agents.createAffiliateUrl(app.db, actorOf(req), req.body, originOf(req), new Date()),
  );

  route.delete(
    '/wps/agent/affiliateUrls/:id',
    {
      summary: 'Turn off one of my invitation links (registrations through it are refused from now on)',
      params: affiliateUrlParamsSchema,
      answer: affiliateUrlSchema,
    },
    async (req) =>
      agents.disableAffiliateUrl(app.db, actorOf(req), Number(req.params.id), originOf(req), new Date()),
  );

  route.post(
    '/wps/agent/register',
    {
      summary:
        'Open an account for a new downline (player or sub-agent) with an initial password (/m/agentRegister)',
      description: 'The downline changes the password on its first login (firstTimeLogin).',
      body: agentRegisterBodySchema,
      answer: agentRegisterAnswerSchema,
    },
    async (req) => agents.registerDownline(app.db, actorOf(req), req.body, req.ip),
  );
}
