import {
  COMMENT_BODY_MAX_BYTES,
  commentImageParamsSchema,
  postCommentBodySchema,
  promotionCommentPageSchema,
  promotionCommentSchema,
  promotionCommentsQuerySchema,
  promotionParamsSchema,
} from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeRoutes } from '../../lib/envelope-routes.ts';
import { requireRealMember } from '../../plugins/auth.ts';
import { approvedImage, listComments, postComment } from './comments.service.ts';

/**
 * Comments on a promotion (issue 18 part 2): anyone reads the approved ones (a member also sees
 * their own waiting ones); a real member posts (a visitor gets UNAUTHORIZED, a trial account
 * FREE_REJECT). Images go in the JSON body as base64, judged by their bytes.
 */
export async function commentRoutes(app: FastifyInstance): Promise<void> {
  const route = envelopeRoutes(app, 'promotions');

  route.get(
    '/wps/promotions/:promotionId/comments',
    {
      summary: "A page of a promotion's approved comments, newest first, with the caller's own waiting ones",
      params: promotionParamsSchema,
      querystring: promotionCommentsQuerySchema,
      answer: promotionCommentPageSchema,
    },
    async (req) =>
      listComments(app.db, req.merchant, req.member ?? undefined, req.params.promotionId, req.query),
  );

  route.post(
    '/wps/promotions/:promotionId/comments',
    {
      summary: 'Comment on a promotion: 1 to 140 characters and up to 3 PNG or JPG images of 5 MB (base64)',
      description:
        'The comment waits for the operator before others see it. At most 3 comments a minute per member.',
      params: promotionParamsSchema,
      body: postCommentBodySchema,
      answer: promotionCommentSchema,
      bodyLimit: COMMENT_BODY_MAX_BYTES,
    },
    async (req) =>
      postComment(app.db, req.merchant, requireRealMember(req), req.params.promotionId, req.body),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/wps/promotions/comment-images/:imageId',
    {
      schema: {
        tags: ['promotions'],
        summary: "An approved comment's image of this site (its bytes); any other is NOT_FOUND",
        params: commentImageParamsSchema,
      },
    },
    async (req, reply) => {
      const image = await approvedImage(app.db, req.merchant, req.params.imageId);
      return (
        reply
          .header('content-type', image.mime)
          .header('cache-control', 'public, max-age=86400')
          // The same address on another site's host (or Merchant header) is another answer: NOT_FOUND.
          .header('vary', 'Merchant')
          .header('content-disposition', 'inline')
          .header('x-content-type-options', 'nosniff')
          .send(image.bytes)
      );
    },
  );
}
