import {
  merchantDetailSchema,
  merchantFileSchema,
  merchantIdParamsSchema,
  merchantImageBodySchema,
  merchantImageParamsSchema,
  merchantImageSchema,
  merchantListSchema,
  merchantUpdateBodySchema,
} from '@ficha/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeRoutes } from '../../lib/envelope-routes.ts';
import { requestedLanguage } from '../../plugins/request-context.ts';
import { signedInStaff } from '../staff/ops-access.ts';
import {
  createMerchant,
  getMerchant,
  listMerchants,
  merchantImage,
  type StaffContext,
  updateMerchant,
  uploadMerchantImage,
} from './merchant-editor.service.ts';
import { MERCHANT_IMAGE_PATH } from './merchant-images.ts';

/** The console's merchants (issue 15 part 8): list, editor, new merchant, image upload. */
export async function merchantEditorRoutes(app: FastifyInstance): Promise<void> {
  const route = envelopeRoutes(app, 'operator', requestedLanguage);
  const context = (req: FastifyRequest): StaffContext => ({
    staff: signedInStaff(req),
    ip: req.ip,
    production: app.config.production,
  });

  route.get(
    '/ops/api/v1/merchants',
    {
      summary: 'The merchants the staff member works for (platform staff: every merchant)',
      permission: 'merchants.read',
      answer: merchantListSchema,
    },
    async (req) => listMerchants(app.db, signedInStaff(req)),
  );

  route.get(
    '/ops/api/v1/merchants/:id',
    {
      summary: "A merchant's white-label settings and the version they were read at",
      permission: 'merchants.read',
      params: merchantIdParamsSchema,
      answer: merchantDetailSchema,
    },
    async (req) => getMerchant(app.db, signedInStaff(req), req.params.id),
  );

  route.post(
    '/ops/api/v1/merchants',
    {
      summary: 'A new merchant (platform staff), checked and added as `npm run merchant:add` does',
      permission: 'merchants.write',
      body: merchantFileSchema,
      answer: merchantDetailSchema,
    },
    async (req) => createMerchant(app.db, context(req), req.body),
  );

  route.post(
    '/ops/api/v1/merchants/:id/settings',
    {
      summary: 'New settings of a merchant, only if it is still at `version` (else EDIT_CONFLICT)',
      permission: 'merchants.write',
      params: merchantIdParamsSchema,
      body: merchantUpdateBodySchema,
      answer: merchantDetailSchema,
    },
    async (req) => updateMerchant(app.db, context(req), req.params.id, req.body),
  );

  route.post(
    '/ops/api/v1/merchants/:id/images',
    {
      summary: 'Uploads an image (PNG, JPEG, WebP or GIF, judged by its bytes) and answers its address',
      permission: 'merchants.write',
      params: merchantIdParamsSchema,
      body: merchantImageBodySchema,
      answer: merchantImageSchema,
    },
    async (req) => uploadMerchantImage(app.db, context(req), req.params.id, req.body.contentBase64),
  );
}

/**
 * The uploaded images, public like any site image. Their names are their SHA-256, so a browser
 * keeps them for good; nosniff keeps a browser from reading them as anything but the stored type.
 */
export async function merchantImageRoutes(app: FastifyInstance): Promise<void> {
  app.get(`${MERCHANT_IMAGE_PATH}:name`, { schema: { hide: true } }, async (req, reply) => {
    const parsed = merchantImageParamsSchema.safeParse(req.params);
    const image = parsed.success ? await merchantImage(app.db, parsed.data.name) : undefined;
    if (!image) return reply.status(404).type('text/plain').send('not found');
    return reply
      .type(image.content_type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(image.bytes));
  });
}
