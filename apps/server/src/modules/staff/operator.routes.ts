import {
  adjustmentAnswerSchema,
  adjustmentBodySchema,
  adjustmentDecisionAnswerSchema,
  adjustmentRequestListSchema,
  adjustmentRequestParamsSchema,
  adjustmentRequestQuerySchema,
  decisionBodySchema,
  memberBlockAnswerSchema,
  type OpsListQuery,
  type OrderDecisionAnswer,
  opsDepositListSchema,
  opsIdParamsSchema,
  opsListQuerySchema,
  opsWithdrawalListSchema,
  orderDecisionAnswerSchema,
  type StaffPermission,
} from '@ficha/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { envelopeRoutes } from '../../lib/envelope-routes.ts';
import { requestedLanguage } from '../../plugins/request-context.ts';
import * as approvals from './adjustment-approval.service.ts';
import * as operator from './operator.service.ts';
import { signedInStaff } from './ops-access.ts';
import type { StaffActor } from './staff.service.ts';

/** The signed-in staff member, with the reason of the decision and the address. */
const staffRequest = (req: FastifyRequest & { body: { reason: string } }) => ({
  staff: signedInStaff(req),
  reason: req.body.reason,
  ip: req.ip,
});

type Decision = (db: Kysely<DB>, by: operator.StaffRequest, id: string) => Promise<OrderDecisionAnswer>;

/** Decisions on an order, with a reason. */
const DECISIONS: Array<[path: string, summary: string, permission: StaffPermission, decide: Decision]> = [
  [
    '/ops/api/v1/deposits/:id/approve',
    'Approve a deposit (credits it once)',
    'deposits.decide',
    operator.approveDeposit,
  ],
  ['/ops/api/v1/deposits/:id/reject', 'Reject a pending deposit', 'deposits.decide', operator.refuseDeposit],
  [
    '/ops/api/v1/withdrawals/:id/approve',
    'Pay a withdrawal',
    'withdrawals.decide',
    (db, by, id) => operator.settleWithdrawal(db, by, id, 'PAID'),
  ],
  [
    '/ops/api/v1/withdrawals/:id/reject',
    'Return a withdrawal to the member',
    'withdrawals.decide',
    (db, by, id) => operator.settleWithdrawal(db, by, id, 'REJECTED'),
  ],
];

/**
 * The operator money API (issue 4 part 6): deposits and withdrawals are listed and decided with a
 * reason; manual adjustments (four-eyes above the threshold, issue 15 part 4); blocking members.
 * Every action is audited. Each route names its permission (ops-access.ts).
 */
export async function operatorRoutes(app: FastifyInstance): Promise<void> {
  const route = envelopeRoutes(app, 'operator', requestedLanguage);

  /** A list of the staff member's merchants (every merchant's for platform staff), newest first. */
  const listRoute = <V extends z.ZodType>(
    url: string,
    summary: string,
    permission: StaffPermission,
    answer: V,
    list: (db: Kysely<DB>, staff: StaffActor, query: OpsListQuery) => Promise<z.output<V>>,
  ) =>
    route.get(url, { summary, permission, querystring: opsListQuerySchema, answer }, async (req) =>
      list(app.db, signedInStaff(req), req.query),
    );
  listRoute(
    '/ops/api/v1/deposits',
    'Deposit orders',
    'deposits.read',
    opsDepositListSchema,
    operator.listDeposits,
  );
  listRoute(
    '/ops/api/v1/withdrawals',
    'Withdrawal orders',
    'withdrawals.read',
    opsWithdrawalListSchema,
    operator.listWithdrawals,
  );

  for (const [url, summary, permission, decide] of DECISIONS) {
    route.post(
      url,
      {
        summary,
        permission,
        params: opsIdParamsSchema,
        body: decisionBodySchema,
        answer: orderDecisionAnswerSchema,
      },
      async (req) => decide(app.db, staffRequest(req), req.params.id),
    );
  }

  route.post(
    '/ops/api/v1/adjustments',
    {
      summary: "Manual adjustment of a member's cash (signed amount), once per key",
      description:
        'Up to the four-eyes threshold (ADJUSTMENT_APPROVAL_ABOVE) it is applied at once (`APPLIED`); ' +
        'above it, it is recorded `PENDING_APPROVAL` and moves money only when a second staff member ' +
        'approves it (POST /ops/api/v1/adjustments/requests/{id}/approve).',
      permission: 'adjustments.request',
      body: adjustmentBodySchema,
      answer: adjustmentAnswerSchema,
    },
    async (req) =>
      approvals.requestAdjustment(
        app.db,
        signedInStaff(req),
        req.body,
        req.ip,
        app.config.adjustmentApprovalAbove,
      ),
  );

  route.get(
    '/ops/api/v1/adjustments/requests',
    {
      summary: 'Adjustments above the four-eyes threshold, newest first (PENDING ones wait for a decision)',
      permission: 'adjustments.read',
      querystring: adjustmentRequestQuerySchema,
      answer: adjustmentRequestListSchema,
    },
    async (req) => approvals.listRequests(app.db, signedInStaff(req), req.query),
  );

  route.post(
    '/ops/api/v1/adjustments/requests/:id/approve',
    {
      summary: "Approve another staff member's adjustment: the money moves now, once",
      permission: 'adjustments.approve',
      params: adjustmentRequestParamsSchema,
      body: decisionBodySchema,
      answer: adjustmentDecisionAnswerSchema,
    },
    async (req) => approvals.decideRequest(app.db, staffRequest(req), req.params.id, 'APPROVED'),
  );

  route.post(
    '/ops/api/v1/adjustments/requests/:id/reject',
    {
      summary: "Reject another staff member's adjustment: nothing moves",
      permission: 'adjustments.approve',
      params: adjustmentRequestParamsSchema,
      body: decisionBodySchema,
      answer: adjustmentDecisionAnswerSchema,
    },
    async (req) => approvals.decideRequest(app.db, staffRequest(req), req.params.id, 'REJECTED'),
  );

  route.post(
    '/ops/api/v1/members/:id/block',
    {
      summary: 'Block a member: no login; sessions revoked, game sessions ended (bets in flight settle)',
      permission: 'players.block',
      params: opsIdParamsSchema,
      body: decisionBodySchema,
      answer: memberBlockAnswerSchema,
    },
    async (req) => operator.blockMemberAccount(app.db, staffRequest(req), req.params.id),
  );
}
