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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '../../lib/envelope.ts';
import { answers } from '../../lib/route-schema.ts';
import { openPayload } from '../sessions/payload-encryption.ts';
import { accountContext } from './account-request.ts';
import { trialUser } from './member.service.ts';
import { checkAffiliate, register, registerSettings, usernameAvailable } from './registration.service.ts';

const tags = ['account'];

/** The register screen's calls: its rules, the checks of single fields, and the registration. */
export async function registrationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/wps/system/setting/register',
    {
      schema: {
        tags,
        summary: 'Per-field registration rules, in the request language',
        response: answers(registerSettingsSchema),
      },
    },
    async (req) => okEnvelope(await registerSettings(app.db, req.merchant, req.language), req.language),
  );

  r.get(
    '/wps/check/username',
    {
      schema: {
        tags,
        summary: 'Is this username free?',
        querystring: usernameQuerySchema,
        response: answers(usernameAvailabilitySchema),
      },
    },
    async (req) =>
      okEnvelope(await usernameAvailable(app.db, req.merchant.id, req.query.username), req.language),
  );

  for (const [path, method] of [
    ['/wps/member/register', 'username'],
    ['/wps/member/register/mobile', 'mobile'],
  ] as const) {
    r.put(
      path,
      {
        schema: {
          tags,
          summary: `Register by ${method} (encrypted payload; header Encryption)`,
          body: encryptedBodySchema,
          response: answers(sessionAnswerSchema),
        },
      },
      async (req) => {
        const payload = await openPayload(
          app.db,
          req.headers.encryption,
          req.body.data,
          registerPayloadSchema,
        );
        return okEnvelope(await register(app.db, accountContext(req), method, payload), req.language);
      },
    );
  }

  r.get(
    '/wps/member/trialuser',
    {
      schema: {
        tags,
        summary: 'Trial state: 1 when free play is open on this site; the trial user when signed in as one',
        response: answers(trialUserSchema),
      },
    },
    async (req) => okEnvelope(trialUser(req.merchant, req.member), req.language),
  );

  r.get(
    '/wps/agent/affiliate',
    {
      schema: {
        tags,
        summary: "Check an invitation (affiliate) code: success when it is an agent's",
        querystring: affiliateQuerySchema,
        response: answers(affiliateSchema),
      },
    },
    async (req) => okEnvelope(await checkAffiliate(app.db, req.merchant.id, req.query.code), req.language),
  );
}
