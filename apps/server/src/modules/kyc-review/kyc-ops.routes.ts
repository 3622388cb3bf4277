import {
  type KycDecision,
  kycCaseParamsSchema,
  kycCaseSchema,
  kycDecisionBodySchema,
  kycDocumentFileParamsSchema,
  kycQueueQuerySchema,
  kycQueueSchema,
} from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeRoutes } from '../../lib/envelope-routes.ts';
import { requestedLanguage } from '../../plugins/request-context.ts';
import { signedInStaff } from '../staff/ops-access.ts';
import * as review from './kyc-review.service.ts';

/**
 * The identity review under /ops/api/v1/kyc (issue 19 part 4), permission kyc.review (RISK; ADMIN
 * holds every permission): the queue, a case, its files (the bytes, never a public address), and
 * approve, reject and request-more, each with its reason.
 */
export async function kycOpsRoutes(app: FastifyInstance): Promise<void> {
  const route = envelopeRoutes(app, 'operator', requestedLanguage);
  const CASE = '/ops/api/v1/kyc/cases/:memberId';

  route.get(
    '/ops/api/v1/kyc/cases',
    {
      summary: 'The identity review queue: cases of one status (PENDING first by default), oldest first',
      querystring: kycQueueQuerySchema,
      permission: 'kyc.review',
      answer: kycQueueSchema,
    },
    async (req) => review.listQueue(app.db, signedInStaff(req), req.query),
  );

  route.get(
    CASE,
    {
      summary: "A member's identity case: name, date of birth and age, CPF, the files' list",
      params: kycCaseParamsSchema,
      permission: 'kyc.review',
      answer: kycCaseSchema,
    },
    async (req) => review.caseDetails(app.db, signedInStaff(req), Number(req.params.memberId)),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    `${CASE}/documents/:kind`,
    {
      config: { permission: 'kyc.review' },
      schema: {
        tags: ['operator'],
        summary: 'One identity file of a case (its bytes); every view is written to the audit log',
        params: kycDocumentFileParamsSchema,
      },
    },
    async (req, reply) => {
      const file = await review.documentFile(
        app.db,
        app.kyc.files,
        { staff: signedInStaff(req), ip: req.ip },
        Number(req.params.memberId),
        req.params.kind,
      );
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  );

  const decision = (path: string, decide: KycDecision, summary: string) =>
    route.post(
      `${CASE}/${path}`,
      {
        summary,
        params: kycCaseParamsSchema,
        body: kycDecisionBodySchema,
        permission: 'kyc.review',
        answer: kycCaseSchema,
      },
      async (req) =>
        review.decideCase(
          app.db,
          { staff: signedInStaff(req), ip: req.ip },
          Number(req.params.memberId),
          decide,
          req.body.reason,
        ),
    );
  decision('approve', 'APPROVE', 'Approve a pending identity case (the member is told in the inbox)');
  decision('reject', 'REJECT', 'Reject a pending identity case with the reason the member reads');
  decision(
    'request-more',
    'REQUEST_MORE',
    'Ask the member for more (the reason says what); the member can send again',
  );
}
