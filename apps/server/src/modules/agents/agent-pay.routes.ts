import {
  AGENT_RUN_KINDS,
  agentContractCheckSchema,
  agentContractKindQuerySchema,
  agentContractListSchema,
  agentContractOfferSchema,
  agentContractParamsSchema,
  agentContractSchema,
  agentDownlineContractsQuerySchema,
  agentPayHistoryQuerySchema,
  agentPayLinesSchema,
  agentPeriodFiguresSchema,
  agentRebateSettingsSchema,
  agentUpdateDownlineRebatesSchema,
  isAgentType,
} from '@ficha/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { envelopeRoutes } from '../../lib/envelope-routes.ts';
import { requireRealMember } from '../../plugins/auth.ts';
import { agentPayNow } from './agent-pay-clock.ts';
import { dayRange, payLineView } from './agent-pay-views.ts';
import { isInTeam } from './agent-tree.repository.ts';
import * as contracts from './contracts.service.ts';
import * as rebates from './rebates.service.ts';
import { currentFigures, linesOfMember } from './settlement.service.ts';

/**
 * The agent's own pay calls (issue 17 parts 2-4; spec sections 3 and 7): the contract check of the
 * home page, its contracts with accept, refuse and cancel, offers to its downlines, rebate settings
 * and quotas, current daily salary, dividends current, query and payout. Every call reads or
 * changes the signed-in agent's own tree only: another tree's member is AGENT_NOT_IN_TEAM or NOT_FOUND.
 */
export async function agentPayRoutes(app: FastifyInstance): Promise<void> {
  const route = envelopeRoutes(app, 'agent pay');
  const agentOf = (req: FastifyRequest) => {
    const member = requireRealMember(req);
    if (!isAgentType(member.type)) throw new AppError('NOT_AGENT');
    return member;
  };

  route.get(
    '/wps/agent/contractCheck',
    {
      summary: 'Contract requests waiting for the member (spec section 3: 1 = pending)',
      description: 'Asked on home load by members not of type 4, 40, 41, 42 when AGENTPOLICY3 is on.',
      answer: agentContractCheckSchema,
    },
    async (req) => {
      const member = requireRealMember(req);
      return contracts.contractCheck(app.db, req.merchant.id, member.id);
    },
  );

  route.get(
    '/wps/agent/contracts',
    {
      summary:
        "The agent's contracts of a kind, newest first (getSalaryContract, getDevidendContract, getHourContract)",
      querystring: agentContractKindQuerySchema,
      answer: agentContractListSchema,
    },
    async (req) => contracts.memberContracts(app.db, req.merchant.id, agentOf(req).id, req.query.kind),
  );

  for (const [action, accept] of [
    ['accept', true],
    ['refuse', false],
  ] as const) {
    route.post(
      `/wps/agent/contracts/:id/${action}`,
      {
        summary: `${accept ? 'Accept' : 'Refuse'} a contract offered to the agent`,
        params: agentContractParamsSchema,
        answer: agentContractSchema,
      },
      async (req) =>
        contracts.decideContract(
          app.db,
          req.merchant.id,
          agentOf(req).id,
          req.params.id,
          accept,
          agentPayNow(),
        ),
    );
  }

  route.post(
    '/wps/agent/contracts/:id/cancel',
    {
      summary:
        'Cancel a contract (own, or offered to a downline): pending ones at once, others after the notice',
      params: agentContractParamsSchema,
      answer: agentContractSchema,
    },
    async (req) =>
      contracts.cancelContract(
        app.db,
        req.merchant.id,
        { memberId: agentOf(req).id },
        req.params.id,
        agentPayNow(),
      ),
  );

  route.post(
    '/wps/agent/contracts',
    {
      summary: 'Offer a salary or dividend contract to an agent of the own team',
      body: agentContractOfferSchema,
      answer: agentContractSchema,
    },
    async (req) =>
      contracts.offerContract(
        app.db,
        req.merchant.id,
        { memberId: agentOf(req).id },
        req.body,
        agentPayNow(),
      ),
  );

  route.get(
    '/wps/agent/downlineContracts',
    {
      summary: 'Contracts of one downline of the team (the agent offers and cancels them)',
      querystring: agentDownlineContractsQuerySchema,
      answer: agentContractListSchema,
    },
    async (req) => {
      const agent = agentOf(req);
      if (!(await isInTeam(app.db, req.merchant.id, agent.id, req.query.memberId)))
        throw new AppError('AGENT_NOT_IN_TEAM');
      return contracts.memberContracts(app.db, req.merchant.id, Number(req.query.memberId), req.query.kind);
    },
  );

  route.get(
    '/wps/agent/rebateSettings',
    {
      summary: "The agent's rebate rates, quotas and its direct downlines' rates",
      answer: agentRebateSettingsSchema,
    },
    async (req) => rebates.rebateSettings(app.db, req.merchant.id, agentOf(req).id),
  );

  route.post(
    '/wps/agent/updateDownlineRebates',
    {
      summary: "Set a direct downline's rebate rates (never above the agent's own, within its quotas)",
      body: agentUpdateDownlineRebatesSchema,
      answer: agentRebateSettingsSchema,
    },
    async (req) =>
      rebates.updateDownlineRebates(
        app.db,
        req.merchant.id,
        agentOf(req).id,
        Number(req.body.memberId),
        req.body.rates,
        agentPayNow(),
      ),
  );

  route.get(
    '/wps/agent/currentDailySalary',
    {
      summary: "Today's team figures and the daily salary they reach (CurrentDailySalary)",
      answer: agentPeriodFiguresSchema,
    },
    async (req) => currentFigures(app.db, req.merchant.id, agentOf(req).id, 'DAILY_SALARY'),
  );

  route.get(
    '/wps/agent/dividends/current',
    {
      summary: "This month's team net loss, carry-in and the dividend it reaches",
      answer: agentPeriodFiguresSchema,
    },
    async (req) => currentFigures(app.db, req.merchant.id, agentOf(req).id, 'DIVIDEND'),
  );

  route.get(
    '/wps/agent/dividends/query',
    {
      summary: 'Past dividend periods (previewed or paid) between two days',
      querystring: agentPayHistoryQuerySchema,
      answer: agentPayLinesSchema,
    },
    async (req) => {
      const { from, to } = dayRange(req.query);
      const rows = await linesOfMember(app.db, req.merchant.id, agentOf(req).id, ['DIVIDEND'], from, to);
      return { list: rows.map(payLineView) };
    },
  );

  route.get(
    '/wps/agent/dividends/payout',
    { summary: 'Dividends paid to the agent', answer: agentPayLinesSchema },
    async (req) => {
      const rows = await linesOfMember(app.db, req.merchant.id, agentOf(req).id, ['DIVIDEND']);
      // A period without a dividend (a loss carried over) has a line of 0.00 but no payout.
      return { list: rows.filter((r) => r.status === 'PAID' && BigInt(r.amount) > 0n).map(payLineView) };
    },
  );

  route.get(
    '/wps/agent/payHistory',
    {
      summary: 'Salary, rebate and dividend lines of the agent (kind optional), newest first',
      querystring: agentPayHistoryQuerySchema,
      answer: agentPayLinesSchema,
    },
    async (req) => {
      const { from, to } = dayRange(req.query);
      const kinds = req.query.kind ? [req.query.kind] : [...AGENT_RUN_KINDS];
      const rows = await linesOfMember(app.db, req.merchant.id, agentOf(req).id, kinds, from, to);
      return { list: rows.map(payLineView) };
    },
  );
}
