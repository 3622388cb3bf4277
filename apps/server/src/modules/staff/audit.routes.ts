import { auditListSchema, auditQuerySchema } from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import { envelopeRoutes } from '../../lib/envelope-routes.ts';
import { requestedLanguage } from '../../plugins/request-context.ts';
import { listAudit } from '../audit/audit.service.ts';
import { signedInStaff } from './ops-access.ts';

/** The audit viewer (issue 15 part 2): filtered, paged, each row with its link in the chain. */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  const route = envelopeRoutes(app, 'operator', requestedLanguage);
  route.get(
    '/ops/api/v1/audit',
    {
      summary:
        'The audit log, newest first: by actor, action (a trailing . or * for a prefix), target, merchant, time',
      description:
        "Merchant staff read their merchants' rows only; platform-level rows are platform staff's. " +
        "Each row carries its hash and the previous row's: `npm run audit:verify` checks the chain.",
      permission: 'audit.read',
      querystring: auditQuerySchema,
      answer: auditListSchema,
    },
    async (req) => listAudit(app.db, signedInStaff(req).merchantIds, req.query),
  );
}
