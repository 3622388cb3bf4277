import {
  encryptedBodySchema,
  envelopeSchema,
  errorEnvelopeSchema,
  loginPayloadSchema,
  publicKeySchema,
  sessionAnswerSchema,
} from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { okEnvelope } from '../../lib/envelope.ts';
import { requireSession } from '../../plugins/auth.ts';
import { login, trialLogin } from './login.service.ts';
import { currentKey, decryptPayload, MAX_SKEW_SECONDS } from './payload-encryption.ts';
import { revokeSession } from './sessions.repository.ts';

const tags = ['session'];
const ok = <T extends z.ZodType>(value: T) => ({ 200: envelopeSchema(value), 400: errorEnvelopeSchema });

/** Parses a decrypted payload with its schema; a bad one is a 400 like any other bad body. */
export function parsePayload<T extends z.ZodType>(schema: T, payload: Record<string, unknown>): z.infer<T> {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new AppError('BAD_REQUEST', {
      issues: parsed.error.issues.map((i) => ({ field: `body.${i.path.join('.')}`, message: i.message })),
    });
  }
  return parsed.data;
}

export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/wps/session/publicKey',
    {
      schema: {
        tags,
        summary: 'RSA key that wraps the AES key of encrypted payloads',
        response: ok(publicKeySchema),
      },
    },
    async (req) => {
      const key = await currentKey(app.db);
      return okEnvelope(
        {
          keyId: key.id,
          publicKey: key.publicKey,
          algorithm: 'RSA-OAEP-256+A256GCM' as const,
          maxSkewSeconds: MAX_SKEW_SECONDS,
        },
        req.language,
      );
    },
  );

  r.post(
    '/wps/session/login',
    {
      schema: {
        tags,
        summary: 'Log in (encrypted payload; header Encryption)',
        body: encryptedBodySchema,
        response: { ...ok(sessionAnswerSchema), 401: errorEnvelopeSchema, 423: errorEnvelopeSchema },
      },
    },
    async (req) => {
      const payload = parsePayload(
        loginPayloadSchema,
        await decryptPayload(app.db, req.headers.encryption, req.body.data),
      );
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
        body: z.object({ moduleId: z.string().max(32).optional() }).optional(),
        response: ok(sessionAnswerSchema.extend({ state: z.number() })),
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
        response: ok(z.null()),
      },
    },
    async (req) => {
      const member = requireSession(req);
      await revokeSession(app.db, member);
      return okEnvelope(null, req.language);
    },
  );
}
