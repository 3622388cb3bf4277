import {
  adjustmentBodySchema,
  decisionBodySchema,
  memberBlockAnswerSchema,
  opsIdParamsSchema,
  opsListQuerySchema,
} from '@ficha/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '../../lib/envelope.ts';
import { answers } from '../../lib/route-schema.ts';
import { requestedLanguage } from '../../plugins/request-context.ts';
import * as operator from './operator.service.ts';
import type { StaffRole } from './staff.service.ts';
import { requireStaff } from './staff-guards.ts';

const tags = ['operator'];
const decision = { params: opsIdParamsSchema, body: decisionBodySchema };

/** The signed-in staff member of one of the roles, with the reason of the decision and the address. */
const staffRequest = (req: FastifyRequest & { body: { reason: string } }, roles: StaffRole[]) => ({
  staff: requireStaff(req, roles),
  reason: req.body.reason,
  ip: req.ip,
});

/**
 * The operator money API (issue 4 part 6): deposits and withdrawals are listed and decided with a
 * reason; manual adjustments; blocking members; the audit log. Every action is audited.
 */
export async function operatorRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/ops/api/v1/deposits',
    { schema: { tags, summary: 'Deposit orders', querystring: opsListQuerySchema } },
    async (req) => {
      const staff = requireStaff(req, ['ADMIN', 'FINANCE', 'SUPPORT']);
      return okEnvelope(await operator.listDeposits(app.db, staff, req.query), requestedLanguage(req));
    },
  );

  r.post(
    '/ops/api/v1/deposits/:id/approve',
    { schema: { tags, summary: 'Approve a deposit (credits it once)', ...decision } },
    async (req) => {
      const answer = await operator.approveDeposit(
        app.db,
        staffRequest(req, ['ADMIN', 'FINANCE']),
        req.params.id,
      );
      return okEnvelope(answer, requestedLanguage(req));
    },
  );

  r.post(
    '/ops/api/v1/deposits/:id/reject',
    { schema: { tags, summary: 'Reject a pending deposit', ...decision } },
    async (req) => {
      const answer = await operator.refuseDeposit(
        app.db,
        staffRequest(req, ['ADMIN', 'FINANCE']),
        req.params.id,
      );
      return okEnvelope(answer, requestedLanguage(req));
    },
  );

  r.get(
    '/ops/api/v1/withdrawals',
    { schema: { tags, summary: 'Withdrawal orders', querystring: opsListQuerySchema } },
    async (req) => {
      const staff = requireStaff(req, ['ADMIN', 'FINANCE', 'SUPPORT']);
      return okEnvelope(await operator.listWithdrawals(app.db, staff, req.query), requestedLanguage(req));
    },
  );

  for (const [path, verdict] of [
    ['/ops/api/v1/withdrawals/:id/approve', 'PAID'],
    ['/ops/api/v1/withdrawals/:id/reject', 'REJECTED'],
  ] as const) {
    r.post(
      path,
      {
        schema: {
          tags,
          summary: verdict === 'PAID' ? 'Pay a withdrawal' : 'Return a withdrawal to the member',
          ...decision,
        },
      },
      async (req) => {
        const by = staffRequest(req, ['ADMIN', 'FINANCE']);
        return okEnvelope(
          await operator.settleWithdrawal(app.db, by, req.params.id, verdict),
          requestedLanguage(req),
        );
      },
    );
  }

  r.post(
    '/ops/api/v1/adjustments',
    {
      schema: {
        tags,
        summary: "Manual adjustment of a member's cash (signed amount), once per key",
        body: adjustmentBodySchema,
      },
    },
    async (req) => {
      const staff = requireStaff(req, ['ADMIN', 'FINANCE']);
      return okEnvelope(await operator.adjustCash(app.db, staff, req.body, req.ip), requestedLanguage(req));
    },
  );

  r.post(
    '/ops/api/v1/members/:id/block',
    {
      schema: {
        tags,
        summary: 'Block a member: no login; sessions revoked, game sessions ended (bets in flight settle)',
        ...decision,
        response: answers(memberBlockAnswerSchema),
      },
    },
    async (req) => {
      const by = staffRequest(req, ['ADMIN', 'SUPPORT']);
      return okEnvelope(await operator.blockMemberAccount(app.db, by, req.params.id), requestedLanguage(req));
    },
  );

  r.get(
    '/ops/api/v1/audit',
    { schema: { tags, summary: 'The audit log', querystring: opsListQuerySchema } },
    async (req) => {
      const staff = requireStaff(req, ['ADMIN']);
      return okEnvelope(await operator.listAudit(app.db, staff, req.query), requestedLanguage(req));
    },
  );
}
