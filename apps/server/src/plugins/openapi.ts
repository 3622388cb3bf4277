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
      tags: [
        { name: 'system', description: 'Site configuration, status and content' },
        {
          name: 'seamless wallet',
          description:
            'Called by game vendors. Every request carries `X-Vendor` (vendor code), `X-Timestamp` ' +
            '(milliseconds since the epoch, within 5 minutes of the server clock, else SIGNATURE_EXPIRED) and ' +
            '`X-Signature`: lower-case hex HMAC-SHA256, keyed with the vendor secret, of the string ' +
            '`METHOD + "\\n" + PATH + "\\n" + X-Timestamp + "\\n" + BODY` (method upper case, e.g. POST; ' +
            'path with its query string as in the request line, e.g. /wallet/v1/bet; the exact body bytes). ' +
            'A signature made for one endpoint, body or time is refused everywhere else with BAD_SIGNATURE ' +
            '(401), nothing moves. A replayed request is answered as the first one (idempotent by transaction id).',
        },
      ],
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
