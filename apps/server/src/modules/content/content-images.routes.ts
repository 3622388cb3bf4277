import { CONTENT_IMAGE_MAX_BYTES, contentImageSchema, contentMerchantQuerySchema } from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import { okEnvelope } from '../../lib/envelope.ts';
import { answers } from '../../lib/route-schema.ts';
import { requestedLanguage } from '../../plugins/request-context.ts';
import { signedInStaff } from '../staff/ops-access.ts';
import { imageFile, uploadImage } from './content-images.service.ts';

/**
 * POST /ops/api/v1/content/images takes the image itself as the request body, whatever its
 * Content-Type says (the service checks the bytes); a body far over the limit is cut off by the
 * framework (PAYLOAD_TOO_LARGE), one a little over it answers IMAGE_TOO_LARGE.
 */
export async function contentImageUploadRoute(app: FastifyInstance): Promise<void> {
  await app.register(async (upload) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    upload.route({
      method: 'POST',
      url: '/ops/api/v1/content/images',
      bodyLimit: 2 * CONTENT_IMAGE_MAX_BYTES,
      config: { permission: 'content.write' },
      schema: {
        tags: ['operator'],
        summary: 'Upload an image (PNG, JPEG, WebP or GIF, up to 1 MiB) as the request body',
        description:
          'Send the bytes with their Content-Type. The type is checked against the bytes, never a file ' +
          'name: anything else answers IMAGE_REFUSED, a larger image IMAGE_TOO_LARGE.',
        querystring: contentMerchantQuerySchema,
        response: answers(contentImageSchema),
      },
      handler: async (req) => {
        const query = req.query as { merchantId?: number };
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const image = await uploadImage(
          app.db,
          { staff: signedInStaff(req), ip: req.ip },
          query.merchantId,
          req.headers['content-type'],
          body,
        );
        return okEnvelope(image, requestedLanguage(req));
      },
    });
  });
}

/** The uploaded images, public like the rest of the site's art; an address never changes content. */
export async function contentImageRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>(
    '/content-images/:file',
    { schema: { hide: true } },
    async (req, reply) => {
      const image = await imageFile(app.db, req.params.file);
      if (!image) return reply.status(404).type('text/plain').send('not found');
      return reply
        .type(image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
    },
  );
}
