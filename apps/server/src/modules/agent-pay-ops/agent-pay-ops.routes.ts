import {
  agentContractListSchema,
  agentContractParamsSchema,
  agentContractSchema,
  agentOpsContractOfferSchema,
  agentOpsMemberParamsSchema,
  agentOpsMerchantQuerySchema,
  agentOpsRatesBodySchema,
  agentOpsReasonSchema,
  agentRebateSettingsSchema,
  agentRunListSchema,
  agentRunParamsSchema,
  agentRunPreviewBodySchema,
  agentRunSchema,
} from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import { envelopeRoutes } from '../../lib/envelope-routes.ts';
import { requestedLanguage } from '../../plugins/request-context.ts';
import { signedInStaff } from '../staff/ops-access.ts';
import * as ops from './agent-pay-ops.service.ts';
import { approveRun, previewRun, runOf, runsOf } from './runs.service.ts';

/**
 * Operators' agent pay (issue 17 parts 3 and 5) under /ops/api/v1/agent-pay: contracts offered and
 * cancelled by the operator, agents' rebate rates and quotas, settlement runs previewed and
 * approved. Reading needs `agentpay.read`; contracts and rates `agentpay.contracts`; runs
 * `agentpay.runs`. Another merchant's objects are NOT_FOUND; every change writes an audit row.
 */
export async function agentPayOpsRoutes(app: FastifyInstance): Promise<void> {
  const route = envelopeRoutes(app, 'operator', requestedLanguage);
  const BASE = '/ops/api/v1/agent-pay';
  const actor = (req: Parameters<typeof signedInStaff>[0]) => ({ staff: signedInStaff(req), ip: req.ip });

  route.get(
    `${BASE}/contracts`,
    {
      summary: "A merchant's agent contracts, newest first",
      querystring: agentOpsMerchantQuerySchema,
      permission: 'agentpay.read',
      answer: agentContractListSchema,
    },
    async (req) => ops.contractsOf(app.db, signedInStaff(req), req.query.merchantId),
  );

  route.post(
    `${BASE}/contracts`,
    {
      summary: 'Offer a contract to an agent (it waits for the agent to accept)',
      body: agentOpsContractOfferSchema,
      permission: 'agentpay.contracts',
      answer: agentContractSchema,
    },
    async (req) => ops.offer(app.db, actor(req), req.body),
  );

  route.post(
    `${BASE}/contracts/:id/cancel`,
    {
      summary: 'Cancel a contract: a pending offer at once, one in force after its notice',
      params: agentContractParamsSchema,
      body: agentOpsReasonSchema,
      permission: 'agentpay.contracts',
      answer: agentContractSchema,
    },
    async (req) => ops.cancel(app.db, actor(req), req.params.id, req.body.reason),
  );

  route.get(
    `${BASE}/agents/:memberId/rebates`,
    {
      summary: "An agent's rebate rates, quotas and its downlines' rates",
      params: agentOpsMemberParamsSchema,
      permission: 'agentpay.read',
      answer: agentRebateSettingsSchema,
    },
    async (req) => ops.rebatesOf(app.db, signedInStaff(req), Number(req.params.memberId)),
  );

  route.put(
    `${BASE}/agents/:memberId/rebates`,
    {
      summary: "Set an agent's rebate rates (within its upline's and downlines') and quotas",
      params: agentOpsMemberParamsSchema,
      body: agentOpsRatesBodySchema,
      permission: 'agentpay.contracts',
      answer: agentRebateSettingsSchema,
    },
    async (req) => ops.setRebates(app.db, actor(req), Number(req.params.memberId), req.body),
  );

  route.get(
    `${BASE}/runs`,
    {
      summary: "A merchant's settlement runs, newest period first",
      querystring: agentOpsMerchantQuerySchema,
      permission: 'agentpay.read',
      answer: agentRunListSchema,
    },
    async (req) => runsOf(app.db, signedInStaff(req), req.query.merchantId),
  );

  route.get(
    `${BASE}/runs/:id`,
    {
      summary: 'A run with its lines',
      params: agentRunParamsSchema,
      permission: 'agentpay.read',
      answer: agentRunSchema,
    },
    async (req) => runOf(app.db, signedInStaff(req), req.params.id),
  );

  route.post(
    `${BASE}/runs`,
    {
      summary: 'Preview the run of a finished period (lines refreshed until it is approved)',
      body: agentRunPreviewBodySchema,
      permission: 'agentpay.runs',
      answer: agentRunSchema,
    },
    async (req) => previewRun(app.db, actor(req), req.body),
  );

  route.post(
    `${BASE}/runs/:id/approve`,
    {
      summary: 'Approve a run: pays every line once from the house commission account',
      params: agentRunParamsSchema,
      permission: 'agentpay.runs',
      answer: agentRunSchema,
    },
    async (req) => approveRun(app.db, actor(req), req.params.id),
  );
}
