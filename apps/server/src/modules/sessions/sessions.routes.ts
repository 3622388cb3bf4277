import {
  doneSchema,
  encryptedBodySchema,
  loginPayloadSchema,
  publicKeySchema,
  sessionAnswerSchema,
  trialAnswerSchema,
  trialLoginBodySchema,
} from '@ficha/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeRoutes } from '../../lib/envelope-routes.ts';
import { requireSession } from '../../plugins/auth.ts';
import { login, trialLogin } from './login.service.ts';
import { openPayload, publicKeyAnswer } from './payload-encryption.ts';
import { revokeSession } from './sessions.service.ts';

/** Where a login comes from: the site, the client address and its user agent. */
const loginContext = (req: FastifyRequest) => ({
  merchant: req.merchant,
  clientIp: req.ip,
  userAgent: req.headers['user-agent'],
});

export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const route = envelopeRoutes(app, 'session');

  route.get(
    '/wps/session/publicKey',
    { summary: 'RSA key that wraps the AES key of encrypted payloads', answer: publicKeySchema },
    async () => publicKeyAnswer(app.db),
  );

  route.post(
    '/wps/session/login',
    {
      summary: 'Log in (encrypted payload; header Encryption)',
      body: encryptedBodySchema,
      answer: sessionAnswerSchema,
    },
    async (req) => {
      const payload = await openPayload(app.db, req.headers.encryption, req.body.data, loginPayloadSchema);
      return login(app.db, loginContext(req), payload);
    },
  );

  route.post(
    '/wps/session/login/freeplay',
    {
      summary: 'Start a free-play trial account (type 4)',
      body: trialLoginBodySchema,
      answer: trialAnswerSchema,
    },
    async (req) => trialLogin(app.db, loginContext(req)),
  );

  route.delete(
    '/wps/session/logout',
    { summary: "Revoke this token and end the member's game sessions", answer: doneSchema },
    async (req) => revokeSession(app.db, requireSession(req)),
  );
}
