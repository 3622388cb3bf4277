import { type OpsAccess, roleHasPermission, STAFF_PERMISSIONS } from '@ficha/contract';
import type { FastifyInstance, FastifyRequest, onRouteHookHandler, preValidationHookHandler } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { type StaffActor, staffFromToken } from './staff.service.ts';

/**
 * One gate for every /ops route (issue 15 part 1). Each route declares what it asks of its caller
 * in its route config, `permission` (a permission of the contract's table, or `public` /
 * `signed-in`); a route under /ops without one stops the server at start-up. Before the route's
 * input is even validated, the gate reads the staff session and refuses: no session UNAUTHORIZED,
 * a session limited to TOTP enrolment TOTP_ENROLMENT_REQUIRED, a role the table does not give the
 * permission FORBIDDEN. Handlers then take the actor with `signedInStaff(req)`.
 *
 * Declaring it: with envelopeRoutes, `permission: 'withdrawals.decide'` in the route's spec; with
 * app.route / app.get, `config: { permission: 'withdrawals.decide' }`.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member of the request's session, set by the gate on /ops routes. */
    staff: StaffActor | null;
  }
  interface FastifyInstance {
    /** Every /ops route's declared access, 'METHOD /url' -> access (the permission-matrix test reads it). */
    opsRouteAccess: Map<string, OpsAccess>;
  }
  interface FastifyContextConfig {
    /** What an /ops route asks of its caller (ops-access.ts). */
    permission?: OpsAccess;
  }
}

export const OPS_PREFIX = '/ops/';

const ACCESS_LEVELS: readonly string[] = ['public', 'signed-in', ...STAFF_PERMISSIONS];

export function isOpsAccess(value: unknown): value is OpsAccess {
  return typeof value === 'string' && ACCESS_LEVELS.includes(value);
}

const bearer = (req: FastifyRequest) =>
  /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(req.headers.authorization ?? '')?.[1];

/** The checks of one access level, in the order a caller meets them. */
function gate(app: FastifyInstance, access: OpsAccess): preValidationHookHandler {
  return async (req) => {
    if (access === 'public') return;
    const token = bearer(req);
    req.staff = token ? ((await staffFromToken(app.db, token)) ?? null) : null;
    if (!req.staff) throw new AppError('UNAUTHORIZED');
    if (access === 'signed-in') return;
    if (req.staff.scope !== 'FULL') throw new AppError('TOTP_ENROLMENT_REQUIRED');
    if (!roleHasPermission(req.staff.role, access)) throw new AppError('FORBIDDEN');
  };
}

const asArray = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Registers the gate on the root app, before any route: every /ops route, whichever plugin adds
 * it, gets its check as its first preValidation hook.
 */
export function opsAccess(app: FastifyInstance): void {
  app.decorateRequest('staff', null);
  const declared = new Map<string, OpsAccess>();
  app.decorate('opsRouteAccess', declared);
  const onRoute: onRouteHookHandler = (route) => {
    if (!route.url.startsWith(OPS_PREFIX)) return;
    const access = route.config?.permission;
    if (!isOpsAccess(access)) {
      throw new Error(
        `${route.method} ${route.url}: every /ops route declares its permission ` +
          `(route config \`permission\`, one of packages/contract/src/api/permissions.ts); got ${String(access)}`,
      );
    }
    for (const method of asArray(route.method)) declared.set(`${method} ${route.url}`, access);
    route.preValidation = [gate(app, access), ...asArray(route.preValidation)];
  };
  app.addHook('onRoute', onRoute);
}

/** The signed-in staff member the gate let through (handlers of /ops routes). */
export function signedInStaff(req: FastifyRequest): StaffActor {
  if (!req.staff) throw new AppError('UNAUTHORIZED');
  return req.staff;
}
