import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the same zod schemas that validate requests (DESIGN section 2), at /docs. */
export const openApi = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Ficha API',
        description:
          'Every /wps answer is an envelope { success, code, message, value }. Send `Language` (PT, EN) ' +
          'and optionally `Merchant` (merchant code; otherwise the host name decides).',
        version: '1.0.0',
      },
      tags: [{ name: 'system', description: 'Site configuration, status and content' }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (docs) => {
    // The docs page ships its own scripts and styles; the site's CSP is for the site.
    docs.addHook('onSend', async (_req, reply) => {
      reply.removeHeader('content-security-policy');
    });
    await docs.register(swaggerUi, { routePrefix: '/docs' });
  });
});
