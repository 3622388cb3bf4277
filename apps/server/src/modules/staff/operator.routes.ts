import {
  adjustmentAnswerSchema,
  adjustmentBodySchema,
  auditListSchema,
  decisionBodySchema,
  memberBlockAnswerSchema,
  type OpsListQuery,
  type OrderDecisionAnswer,
  opsDepositListSchema,
  opsIdParamsSchema,
  opsListQuerySchema,
  opsWithdrawalListSchema,
  orderDecisionAnswerSchema,
} from '@ficha/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { envelopeRoutes } from '../../lib/envelope-routes.ts';
import { requestedLanguage } from '../../plugins/request-context.ts';
import * as operator from './operator.service.ts';
import type { StaffActor, StaffRole } from './staff.service.ts';
import { requireStaff } from './staff-guards.ts';

/** The signed-in staff member of one of the roles, with the reason of the decision and the address. */
const staffRequest = (req: FastifyRequest & { body: { reason: string } }, roles: StaffRole[]) => ({
  staff: requireStaff(req, roles),
  reason: req.body.reason,
  ip: req.ip,
});

type Decision = (db: Kysely<DB>, by: operator.StaffRequest, id: string) => Promise<OrderDecisionAnswer>;

/** Decisions on an order, by ADMIN or FINANCE staff, with a reason. */
const DECISIONS: Array<[path: string, summary: string, decide: Decision]> = [
  ['/ops/api/v1/deposits/:id/approve', 'Approve a deposit (credits it once)', operator.approveDeposit],
  ['/ops/api/v1/deposits/:id/reject', 'Reject a pending deposit', operator.refuseDeposit],
  [
    '/ops/api/v1/withdrawals/:id/approve',
    'Pay a withdrawal',
    (db, by, id) => operator.settleWithdrawal(db, by, id, 'PAID'),
  ],
  [
    '/ops/api/v1/withdrawals/:id/reject',
    'Return a withdrawal to the member',
    (db, by, id) => operator.settleWithdrawal(db, by, id, 'REJECTED'),
  ],
];

/**
 * The operator money API (issue 4 part 6): deposits and withdrawals are listed and decided with a
 * reason; manual adjustments; blocking members; the audit log. Every action is audited.
 */
export async function operatorRoutes(app: FastifyInstance): Promise<void> {
  const route = envelopeRoutes(app, 'operator', requestedLanguage);

  /** A list of the staff member's merchant (every merchant's for platform staff), newest first. */
  const listRoute = <V extends z.ZodType>(
    url: string,
    summary: string,
    roles: StaffRole[],
    answer: V,
    list: (db: Kysely<DB>, staff: StaffActor, query: OpsListQuery) => Promise<z.output<V>>,
  ) =>
    route.get(url, { summary, querystring: opsListQuerySchema, answer }, async (req) =>
      list(app.db, requireStaff(req, roles), req.query),
    );
  const anyRole: StaffRole[] = ['ADMIN', 'FINANCE', 'SUPPORT'];
  listRoute('/ops/api/v1/deposits', 'Deposit orders', anyRole, opsDepositListSchema, operator.listDeposits);
  listRoute(
    '/ops/api/v1/withdrawals',
    'Withdrawal orders',
    anyRole,
    opsWithdrawalListSchema,
    operator.listWithdrawals,
  );
  listRoute('/ops/api/v1/audit', 'The audit log', ['ADMIN'], auditListSchema, operator.listAudit);

  for (const [url, summary, decide] of DECISIONS) {
    route.post(
      url,
      { summary, params: opsIdParamsSchema, body: decisionBodySchema, answer: orderDecisionAnswerSchema },
      async (req) => decide(app.db, staffRequest(req, ['ADMIN', 'FINANCE']), req.params.id),
    );
  }

  route.post(
    '/ops/api/v1/adjustments',
    {
      summary: "Manual adjustment of a member's cash (signed amount), once per key",
      body: adjustmentBodySchema,
      answer: adjustmentAnswerSchema,
    },
    async (req) => operator.adjustCash(app.db, requireStaff(req, ['ADMIN', 'FINANCE']), req.body, req.ip),
  );

  route.post(
    '/ops/api/v1/members/:id/block',
    {
      summary: 'Block a member: no login; sessions revoked, game sessions ended (bets in flight settle)',
      params: opsIdParamsSchema,
      body: decisionBodySchema,
      answer: memberBlockAnswerSchema,
    },
    async (req) =>
      operator.blockMemberAccount(app.db, staffRequest(req, ['ADMIN', 'SUPPORT']), req.params.id),
  );
}
