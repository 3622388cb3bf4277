import {
  doneSchema,
  encryptedBodySchema,
  loginPayloadSchema,
  publicKeySchema,
  sessionAnswerSchema,
  trialAnswerSchema,
  trialLoginBodySchema,
} from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '../../lib/envelope.ts';
import { answers } from '../../lib/route-schema.ts';
import { requireSession } from '../../plugins/auth.ts';
import { login, trialLogin } from './login.service.ts';
import { openPayload, publicKeyAnswer } from './payload-encryption.ts';
import { revokeSession } from './sessions.service.ts';

const tags = ['session'];

export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/wps/session/publicKey',
    {
      schema: {
        tags,
        summary: 'RSA key that wraps the AES key of encrypted payloads',
        response: answers(publicKeySchema),
      },
    },
    async (req) => okEnvelope(await publicKeyAnswer(app.db), req.language),
  );

  r.post(
    '/wps/session/login',
    {
      schema: {
        tags,
        summary: 'Log in (encrypted payload; header Encryption)',
        body: encryptedBodySchema,
        response: answers(sessionAnswerSchema),
      },
    },
    async (req) => {
      const payload = await openPayload(app.db, req.headers.encryption, req.body.data, loginPayloadSchema);
      const answer = await login(
        app.db,
        { merchant: req.merchant, clientIp: req.ip, userAgent: req.headers['user-agent'] },
        payload,
      );
      return okEnvelope(answer, req.language);
    },
  );

  r.post(
    '/wps/session/login/freeplay',
    {
      schema: {
        tags,
        summary: 'Start a free-play trial account (type 4)',
        body: trialLoginBodySchema,
        response: answers(trialAnswerSchema),
      },
    },
    async (req) =>
      okEnvelope(
        await trialLogin(app.db, {
          merchant: req.merchant,
          clientIp: req.ip,
          userAgent: req.headers['user-agent'],
        }),
        req.language,
      ),
  );

  r.delete(
    '/wps/session/logout',
    {
      schema: {
        tags,
        summary: "Revoke this token and end the member's game sessions",
        response: answers(doneSchema),
      },
    },
    async (req) => {
      await revokeSession(app.db, requireSession(req));
      return okEnvelope(null, req.language);
    },
  );
}
