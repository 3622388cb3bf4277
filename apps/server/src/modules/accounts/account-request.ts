import type { FastifyRequest } from 'fastify';
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
