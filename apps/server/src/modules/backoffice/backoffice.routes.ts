import {
  consoleSessionSchema,
  dashboardQuerySchema,
  dashboardSchema,
  decisionBodySchema,
  playerIdParamsSchema,
  playerProfileSchema,
  playerSearchQuerySchema,
  playerSearchSchema,
  playerUnblockAnswerSchema,
} from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { envelopeRoutes } from '../../lib/envelope-routes.ts';
import { requestedLanguage } from '../../plugins/request-context.ts';
import type { StaffActor } from '../staff/staff.service.ts';
import { staffFromToken } from '../staff/staff.service.ts';
import { consoleStaff, visibleMerchants } from './backoffice-access.ts';
import { cashierEventRoutes } from './cashier-events.ts';
import { dashboard } from './dashboard.service.ts';
import { playerProfile, searchPlayers, unblockPlayer } from './players.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffActor | null;
  }
}

/**
 * The back-office console's reads (issue 15): who is signed in, the dashboard, players, the
 * cashier's live events. The money decisions stay in the staff module's routes; the console calls
 * them as they are.
 */
export async function backofficeRoutes(app: FastifyInstance): Promise<void> {
  // The same staff session as the staff module's routes (a sibling plugin: its hook is not ours).
  app.decorateRequest('staff', null);
  app.addHook('preValidation', async (req) => {
    const token = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(req.headers.authorization ?? '')?.[1];
    if (token) req.staff = (await staffFromToken(app.db, token)) ?? null;
    // Who may ask comes before what is asked: a stranger or an enrolment-only session is refused
    // before its query is read (the role is checked by each route).
    if (!req.staff) throw new AppError('UNAUTHORIZED');
    if (req.staff.scope !== 'FULL') throw new AppError('TOTP_ENROLMENT_REQUIRED');
  });
  const route = envelopeRoutes(app, 'operator', requestedLanguage);

  route.get(
    '/ops/api/v1/console/session',
    {
      summary: 'The signed-in staff member and the merchants they may look at',
      answer: consoleSessionSchema,
    },
    async (req) => {
      const staff = consoleStaff(req, 'session');
      return {
        staffId: staff.id,
        username: staff.username,
        role: staff.role,
        merchantId: staff.merchantId,
        merchants: await visibleMerchants(app.db, staff),
      };
    },
  );

  route.get(
    '/ops/api/v1/dashboard',
    {
      summary:
        "A merchant's figures from the ledger: today and a range of UTC days, per day, game and vendor",
      querystring: dashboardQuerySchema,
      answer: dashboardSchema,
    },
    async (req) => dashboard(app.db, consoleStaff(req, 'dashboard'), req.query, requestedLanguage(req)),
  );

  route.get(
    '/ops/api/v1/players',
    {
      summary: 'Find players by username (beginning), mobile, CPF, e-mail or id',
      querystring: playerSearchQuerySchema,
      answer: playerSearchSchema,
    },
    async (req) => searchPlayers(app.db, consoleStaff(req, 'players'), req.query),
  );

  route.get(
    '/ops/api/v1/players/:id',
    {
      summary: "A player's profile: balances, ledger statement, rounds, orders, logins, game sessions",
      params: playerIdParamsSchema,
      answer: playerProfileSchema,
    },
    async (req) => playerProfile(app.db, consoleStaff(req, 'players'), req.params.id),
  );

  route.post(
    '/ops/api/v1/players/:id/unblock',
    {
      summary: 'Let a blocked player log in again (with a reason, audited)',
      params: playerIdParamsSchema,
      body: decisionBodySchema,
      answer: playerUnblockAnswerSchema,
    },
    async (req) =>
      unblockPlayer(
        app.db,
        { staff: consoleStaff(req, 'unblock'), reason: req.body.reason, ip: req.ip },
        req.params.id,
      ),
  );

  await cashierEventRoutes(app);
}
