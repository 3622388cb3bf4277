import {
  affiliateQuerySchema,
  affiliateSchema,
  encryptedBodySchema,
  registerPayloadSchema,
  registerSettingsSchema,
  sessionAnswerSchema,
  trialUserSchema,
  usernameAvailabilitySchema,
  usernameQuerySchema,
} from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import { envelopeRoutes } from '../../lib/envelope-routes.ts';
import { openPayload } from '../sessions/payload-encryption.ts';
import { accountContext } from './account-request.ts';
import { trialUser } from './member.service.ts';
import { checkAffiliate, register, registerSettings, usernameAvailable } from './registration.service.ts';

/** The register screen's calls: its rules, the checks of single fields, and the registration. */
export async function registrationRoutes(app: FastifyInstance): Promise<void> {
  const route = envelopeRoutes(app, 'account');

  route.get(
    '/wps/system/setting/register',
    { summary: 'Per-field registration rules, in the request language', answer: registerSettingsSchema },
    async (req) => registerSettings(app.db, req.merchant, req.language),
  );

  route.get(
    '/wps/check/username',
    {
      summary: 'Is this username free?',
      querystring: usernameQuerySchema,
      answer: usernameAvailabilitySchema,
    },
    async (req) => usernameAvailable(app.db, req.merchant.id, req.query.username),
  );

  for (const [url, method] of [
    ['/wps/member/register', 'username'],
    ['/wps/member/register/mobile', 'mobile'],
  ] as const) {
    route.put(
      url,
      {
        summary: `Register by ${method} (encrypted payload; header Encryption)`,
        body: encryptedBodySchema,
        answer: sessionAnswerSchema,
      },
      async (req) => {
        const payload = await openPayload(
          app.db,
          req.headers.encryption,
          req.body.data,
          registerPayloadSchema,
        );
        return register(app.db, accountContext(req), method, payload);
      },
    );
  }

  route.get(
    '/wps/member/trialuser',
    {
      summary: 'Trial state: 1 when free play is open on this site; the trial user when signed in as one',
      answer: trialUserSchema,
    },
    async (req) => trialUser(req.merchant, req.member),
  );

  route.get(
    '/wps/agent/affiliate',
    {
      summary: "Check an invitation (affiliate) code: success when it is an agent's",
      querystring: affiliateQuerySchema,
      answer: affiliateSchema,
    },
    async (req) => checkAffiliate(app.db, req.merchant, req.query.code),
  );
}
