import {
  rgOpsLimitBodySchema,
  rgOpsMemberParamsSchema,
  rgOpsMemberStateSchema,
  rgOpsReopenBodySchema,
  rgRegisterImportAnswerSchema,
  rgRegisterImportBodySchema,
} from '@ficha/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeRoutes } from '../../lib/envelope-routes.ts';
import { requestedLanguage } from '../../plugins/request-context.ts';
import { signedInStaff } from '../staff/ops-access.ts';
import * as rg from './rg-operator.service.ts';

const staffRequest = (req: FastifyRequest & { body: { reason: string } }) => ({
  staff: signedInStaff(req),
  reason: req.body.reason,
  ip: req.ip,
});

/**
 * Operators' responsible-gaming routes (issue 19) under /ops/api/v1/rg: reading a player's limits
 * needs `players.read`; stricter limits, reopening a self-exclusion and importing the register
 * need `rg.manage`.
 */
export async function rgOperatorRoutes(app: FastifyInstance): Promise<void> {
  const route = envelopeRoutes(app, 'operator', requestedLanguage);
  const MEMBER = '/ops/api/v1/rg/members/:memberId';

  route.get(
    MEMBER,
    {
      summary: "A player's responsible-gaming limits and the exclusion in force",
      params: rgOpsMemberParamsSchema,
      permission: 'players.read',
      answer: rgOpsMemberStateSchema,
    },
    async (req) => rg.memberState(app.db, signedInStaff(req), Number(req.params.memberId)),
  );

  route.put(
    `${MEMBER}/limits`,
    {
      summary: "Set or lift the operator's stricter limits for a player (the lower limit holds)",
      params: rgOpsMemberParamsSchema,
      body: rgOpsLimitBodySchema,
      permission: 'rg.manage',
      answer: rgOpsMemberStateSchema,
    },
    async (req) =>
      rg.setOperatorLimits(app.db, staffRequest(req), Number(req.params.memberId), req.body.limits),
  );

  route.post(
    `${MEMBER}/reopen`,
    {
      summary: "Record a player's request to reopen after a self-exclusion (opens after the waiting period)",
      params: rgOpsMemberParamsSchema,
      body: rgOpsReopenBodySchema,
      permission: 'rg.manage',
      answer: rgOpsMemberStateSchema,
    },
    async (req) => rg.reopenSelfExclusion(app.db, staffRequest(req), Number(req.params.memberId)),
  );

  route.post(
    '/ops/api/v1/rg/register/import',
    {
      summary: 'Import CPFs of the national self-exclusion register into the local register',
      body: rgRegisterImportBodySchema,
      permission: 'rg.manage',
      answer: rgRegisterImportAnswerSchema,
    },
    async (req) => rg.importExclusionRegister(app.db, staffRequest(req), req.body),
  );
}
