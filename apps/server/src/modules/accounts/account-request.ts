import { proofCodeRequestSchema, smsAnswerSchema } from '@ficha/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EnvelopeRoutes } from '../../lib/envelope-routes.ts';
import { requireRealMember } from '../../plugins/auth.ts';
import { sendProofCode } from './member.service.ts';
import type { RegisterContext } from './registration.service.ts';

/** The parts of a request the account services read: site, language, client address and agent. */
export function accountContext(req: FastifyRequest): RegisterContext {
  return {
    merchant: req.merchant,
    language: req.language,
    clientIp: req.ip,
    userAgent: req.headers['user-agent'],
  };
}

/**
 * A route that sends the signed-in member a code to their own number or e-mail address, proving them
 * for one purpose: a payment-password reset or an e-mail change.
 */
export function proofCodeRoute(
  app: FastifyInstance,
  route: EnvelopeRoutes,
  purpose: 'email' | 'payment',
  { url, summary }: { url: string; summary: string },
): void {
  route.post(url, { summary, body: proofCodeRequestSchema, answer: smsAnswerSchema }, async (req) =>
    sendProofCode(
      app.db,
      app.messages,
      accountContext(req),
      requireRealMember(req),
      req.body.channel,
      purpose,
    ),
  );
}
