import {
  opsApproveCommentBodySchema,
  opsCommentDecisionSchema,
  opsCommentImageParamsSchema,
  opsCommentImageQuerySchema,
  opsCommentPageSchema,
  opsCommentParamsSchema,
  opsCommentQuerySchema,
  opsRejectCommentBodySchema,
} from '@ficha/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeRoutes } from '../../lib/envelope-routes.ts';
import { requestedLanguage } from '../../plugins/request-context.ts';
import { signedInStaff } from '../staff/ops-access.ts';
import * as ops from './comments-ops.service.ts';

const staffRequest = (req: FastifyRequest) => ({ staff: signedInStaff(req), ip: req.ip });

/**
 * Moderation of members' comments on promotions (issue 18 part 4) under
 * /ops/api/v1/promotion-comments, permission `promotions.moderate` (ADMIN, CONTENT, SUPPORT).
 */
export async function commentOpsRoutes(app: FastifyInstance): Promise<void> {
  const route = envelopeRoutes(app, 'operator', requestedLanguage);
  const BASE = '/ops/api/v1/promotion-comments';

  route.get(
    BASE,
    {
      summary: "A merchant's comments on promotions: waiting ones first (oldest first), then decided ones",
      querystring: opsCommentQuerySchema,
      permission: 'promotions.moderate',
      answer: opsCommentPageSchema,
    },
    async (req) => ops.commentQueue(app.db, signedInStaff(req), req.query, requestedLanguage(req)),
  );

  route.post(
    `${BASE}/:commentId/approve`,
    {
      summary: 'Approve a waiting comment: members see it from now on',
      params: opsCommentParamsSchema,
      body: opsApproveCommentBodySchema,
      permission: 'promotions.moderate',
      answer: opsCommentDecisionSchema,
    },
    async (req) =>
      ops.decide(app.db, staffRequest(req), req.params.commentId, {
        merchantId: req.body.merchantId,
        status: 'APPROVED',
        reason: null,
      }),
  );

  route.post(
    `${BASE}/:commentId/reject`,
    {
      summary: 'Reject a waiting comment, with the reason (kept with it and in the audit log)',
      params: opsCommentParamsSchema,
      body: opsRejectCommentBodySchema,
      permission: 'promotions.moderate',
      answer: opsCommentDecisionSchema,
    },
    async (req) =>
      ops.decide(app.db, staffRequest(req), req.params.commentId, {
        merchantId: req.body.merchantId,
        status: 'REJECTED',
        reason: req.body.reason,
      }),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    `${BASE}/images/:imageId`,
    {
      schema: {
        tags: ['operator'],
        summary: "An image of one of the merchant's comments, whatever its status (its bytes)",
        params: opsCommentImageParamsSchema,
        querystring: opsCommentImageQuerySchema,
      },
      config: { permission: 'promotions.moderate' },
    },
    async (req, reply) => {
      const image = await ops.moderatedImage(
        app.db,
        signedInStaff(req),
        req.query.merchantId,
        req.params.imageId,
      );
      return reply
        .header('content-type', image.mime)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
    },
  );
}
