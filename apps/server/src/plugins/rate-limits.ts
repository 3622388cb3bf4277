import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.ts';

/**
 * Requests per minute per caller on each surface (hardening 3). Each surface counts in counters of
 * its own, in Redis when several processes share it (so the limit holds for the whole site, not
 * per process), else in this process. A refused request gets the RATE_LIMITED envelope (429) in
 * its language, like any other error.
 */

export interface Budget {
  /** Names the surface's counters (in Redis `ficha:rl:<name>:`), so no two surfaces share one. */
  name: string;
  perMinute: number;
  /** Who is counted; the client's address when not said. */
  key?: (req: FastifyRequest) => string;
  /** When the request is counted: a budget keyed by an authenticated caller counts after the check. */
  hook?: 'onRequest' | 'preHandler';
  /** Routes of the surface with a budget of their own (a login, a websocket upgrade), counted apart. */
  apart?: { name: string; perMinute: number; applies: (req: FastifyRequest) => boolean };
}

const WINDOW_MS = 60_000;

/** Whether the request's route is under the path (its pattern, so parameters do not matter). */
export function routeUnder(prefix: string): (req: FastifyRequest) => boolean {
  return (req) => req.routeOptions.url?.startsWith(prefix) === true;
}

/** Counts every route registered in `scope` after this call against the budget. */
export async function limitRequests(scope: FastifyInstance, redis: Redis | undefined, budget: Budget) {
  const { apart } = budget;
  const isApart = (req: FastifyRequest) => apart?.applies(req) === true;
  await scope.register(rateLimit, {
    timeWindow: WINDOW_MS,
    hook: budget.hook ?? 'onRequest',
    max: (req) => (apart && isApart(req) ? apart.perMinute : budget.perMinute),
    keyGenerator: (req) => {
      const who = budget.key ? budget.key(req) : req.ip;
      return apart && isApart(req) ? `${apart.name}:${who}` : who;
    },
    // A Redis outage must not take the site down with it; counting resumes when it is back.
    skipOnError: true,
    ...(redis ? { redis, nameSpace: `ficha:rl:${budget.name}:` } : {}),
  });
}

/**
 * Counts the answers of `scope` that refused the caller's credentials (401), per address, and
 * refuses an address that had `perMinute` of them before any work is done: a forger cannot spend
 * a vendor's budget, and cannot try signatures for ever either.
 */
export async function limitRefusedCredentials(
  scope: FastifyInstance,
  redis: Redis | undefined,
  name: string,
  perMinute: number,
) {
  await scope.register(rateLimit, {
    global: false,
    max: perMinute,
    timeWindow: WINDOW_MS,
    skipOnError: true,
    ...(redis ? { redis, nameSpace: `ficha:rl:${name}:` } : {}),
  });
  const refusals = scope.createRateLimit();
  scope.addHook('onRequest', async (req) => {
    const state = await refusals(req, { increment: false });
    if (!state.isAllowed && state.remaining === 0) throw new AppError('RATE_LIMITED');
  });
  scope.addHook('onResponse', async (req, reply) => {
    if (reply.statusCode === 401) await refusals(req);
  });
}
