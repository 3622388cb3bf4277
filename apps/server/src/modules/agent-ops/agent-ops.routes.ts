import {
  opsAgentPageSchema,
  opsAgentParamsSchema,
  opsAgentSearchQuerySchema,
  opsDownlinePageSchema,
  opsDownlineQuerySchema,
  opsTransferAnswerSchema,
  opsTransferDownlineSchema,
  opsTransferMultipleDownlineSchema,
} from '@ficha/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeRoutes } from '../../lib/envelope-routes.ts';
import { requestedLanguage } from '../../plugins/request-context.ts';
import { signedInStaff } from '../staff/ops-access.ts';
import * as ops from './agent-ops.service.ts';

const staffRequest = (req: FastifyRequest) => ({ staff: signedInStaff(req), ip: req.ip });

/**
 * The console's agent tree under /ops/api/v1/agents: reading needs `agents.read`; moving downlines
 * between agents (the spec's transferDownline and transferMultipleDownline) `agents.manage`.
 */
export async function agentsOpsRoutes(app: FastifyInstance): Promise<void> {
  const route = envelopeRoutes(app, 'operator', requestedLanguage);
  const BASE = '/ops/api/v1/agents';

  route.get(
    BASE,
    {
      summary: "A merchant's agents, searched by username or nickname, with upline and team size",
      querystring: opsAgentSearchQuerySchema,
      permission: 'agents.read',
      answer: opsAgentPageSchema,
    },
    async (req) => ops.searchAgents(app.db, signedInStaff(req), req.query),
  );

  route.get(
    `${BASE}/:agentId/downlines`,
    {
      summary: "A member's direct downlines (agents or players), with their own team sizes",
      params: opsAgentParamsSchema,
      querystring: opsDownlineQuerySchema,
      permission: 'agents.read',
      answer: opsDownlinePageSchema,
    },
    async (req) => ops.agentDownlines(app.db, signedInStaff(req), req.params.agentId, req.query),
  );

  route.post(
    `${BASE}/transferDownline`,
    {
      summary: 'Move a downline, with its whole team, under another agent (audited, with a reason)',
      body: opsTransferDownlineSchema,
      permission: 'agents.manage',
      answer: opsTransferAnswerSchema,
    },
    async (req) => ops.transferDownline(app.db, staffRequest(req), req.body),
  );

  route.post(
    `${BASE}/transferMultipleDownline`,
    {
      summary: 'Move several downlines under another agent at once: all or none (audited)',
      body: opsTransferMultipleDownlineSchema,
      permission: 'agents.manage',
      answer: opsTransferAnswerSchema,
    },
    async (req) => ops.transferDownlines(app.db, staffRequest(req), req.body),
  );
}
