import {
  adjustmentBodySchema,
  decisionBodySchema,
  memberBlockAnswerSchema,
  type OpsListQuery,
  opsIdParamsSchema,
  opsListQuerySchema,
} from '@ficha/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { okEnvelope } from '../../lib/envelope.ts';
import { answers } from '../../lib/route-schema.ts';
import { requestedLanguage } from '../../plugins/request-context.ts';
import * as operator from './operator.service.ts';
import type { StaffActor, StaffRole } from './staff.service.ts';
import { requireStaff } from './staff-guards.ts';

const tags = ['operator'];

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
type Listing = (db: Kysely<DB>, staff: StaffActor, query: OpsListQuery) => Promise<unknown>;

/** Lists of the staff member's merchant (every merchant's for platform staff), newest first. */
const LISTS: Array<[path: string, summary: string, roles: StaffRole[], list: Listing]> = [
  ['/ops/api/v1/deposits', 'Deposit orders', ['ADMIN', 'FINANCE', 'SUPPORT'], operator.listDeposits],
  ['/ops/api/v1/withdrawals', 'Withdrawal orders', ['ADMIN', 'FINANCE', 'SUPPORT'], operator.listWithdrawals],
  ['/ops/api/v1/audit', 'The audit log', ['ADMIN'], operator.listAudit],
];

type Decision = (db: Kysely<DB>, by: operator.StaffRequest, id: string) => Promise<unknown>;

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
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const [path, summary, roles, list] of LISTS) {
    r.get(path, { schema: { tags, summary, querystring: opsListQuerySchema } }, async (req) =>
      okEnvelope(await list(app.db, requireStaff(req, roles), req.query), requestedLanguage(req)),
    );
  }

  for (const [path, summary, decide] of DECISIONS) {
    r.post(
      path,
      { schema: { tags, summary, params: opsIdParamsSchema, body: decisionBodySchema } },
      async (req) => {
        const by = staffRequest(req, ['ADMIN', 'FINANCE']);
        return okEnvelope(await decide(app.db, by, req.params.id), requestedLanguage(req));
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
        params: opsIdParamsSchema,
        body: decisionBodySchema,
        response: answers(memberBlockAnswerSchema),
      },
    },
    async (req) => {
      const by = staffRequest(req, ['ADMIN', 'SUPPORT']);
      return okEnvelope(await operator.blockMemberAccount(app.db, by, req.params.id), requestedLanguage(req));
    },
  );
}
