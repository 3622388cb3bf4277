import { TRIAL_TYPE } from '@ficha/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { hashToken } from '../lib/tokens.ts';
import { type AuthenticatedMember, findSessionMember } from '../modules/members/members.repository.ts';
import { guardSessionTime } from '../modules/responsible-gaming/rg-guards.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member (or trial user), when the request carries a live token of this merchant. */
    member: AuthenticatedMember | null;
  }
}

/** Reads `Authorization: Bearer <token>`; a token that is unknown, expired or revoked means no member. */
export const authentication = fp(async (app: FastifyInstance) => {
  app.decorateRequest('member', null);
  app.addHook('preValidation', async (request) => {
    const header = request.headers.authorization;
    const token =
      typeof header === 'string' ? /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header)?.[1] : undefined;
    if (!token) return;
    const member = await findSessionMember(app.db, hashToken(token));
    if (!member || member.merchantId !== request.merchant.id) return;
    // A session past the member's session time limit ends here, with a refusal that says so.
    if (member.sessionLimitMinutes != null && member.sessionStartedAt)
      await guardSessionTime(app.db, {
        id: member.id,
        sessionStartedAt: member.sessionStartedAt,
        sessionLimitMinutes: member.sessionLimitMinutes,
      });
    request.member = member;
  });
});

/** Any session, trial included (spec section 6: a visitor is sent to login). */
export function requireSession(request: FastifyRequest): AuthenticatedMember {
  if (!request.member) {
    throw new AppError(request.headers.authorization ? 'SESSION_EXPIRED' : 'UNAUTHORIZED');
  }
  return request.member;
}

/** A real account: a trial user gets 'free_reject' (spec section 6). */
export function requireRealMember(request: FastifyRequest): AuthenticatedMember {
  const member = requireSession(request);
  if (member.type === TRIAL_TYPE) throw new AppError('FREE_REJECT');
  return member;
}
