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
import { signedInStaff } from '../staff/ops-access.ts';
import { visibleMerchants } from './backoffice-access.ts';
import { cashierEventRoutes } from './cashier-events.ts';
import { dashboard } from './dashboard.service.ts';
import { gamesConsoleRoutes } from './games-console.routes.ts';
import { merchantEditorRoutes } from './merchant-editor.routes.ts';
import { playerCareRoutes } from './player-care.routes.ts';
import { playerProfile, searchPlayers, unblockPlayer } from './players.service.ts';

/**
 * The back-office console's reads (issue 15): who is signed in, the dashboard, players, the
 * cashier's live events. The money decisions stay in the staff module's routes; the console calls
 * them as they are.
 */
export async function backofficeRoutes(app: FastifyInstance): Promise<void> {
  const route = envelopeRoutes(app, 'operator', requestedLanguage);

  route.get(
    '/ops/api/v1/console/session',
    {
      summary: 'The signed-in staff member and the merchants they may look at',
      permission: 'signed-in',
      answer: consoleSessionSchema,
    },
    async (req) => {
      const staff = signedInStaff(req);
      // Any role opens the console, but only with its second factor done.
      if (staff.scope !== 'FULL') throw new AppError('TOTP_ENROLMENT_REQUIRED');
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
      permission: 'dashboard.read',
      answer: dashboardSchema,
    },
    async (req) => dashboard(app.db, signedInStaff(req), req.query, requestedLanguage(req)),
  );

  route.get(
    '/ops/api/v1/players',
    {
      summary: 'Find players by username (beginning), mobile, CPF, e-mail or id',
      permission: 'players.read',
      querystring: playerSearchQuerySchema,
      answer: playerSearchSchema,
    },
    async (req) => searchPlayers(app.db, signedInStaff(req), req.query),
  );

  route.get(
    '/ops/api/v1/players/:id',
    {
      summary: "A player's profile: balances, ledger statement, rounds, orders, logins, game sessions",
      permission: 'players.read',
      params: playerIdParamsSchema,
      answer: playerProfileSchema,
    },
    async (req) => playerProfile(app.db, signedInStaff(req), req.params.id),
  );

  route.post(
    '/ops/api/v1/players/:id/unblock',
    {
      summary: 'Let a blocked player log in again (with a reason, audited)',
      permission: 'players.block',
      params: playerIdParamsSchema,
      body: decisionBodySchema,
      answer: playerUnblockAnswerSchema,
    },
    async (req) =>
      unblockPlayer(
        app.db,
        { staff: signedInStaff(req), reason: req.body.reason, ip: req.ip },
        req.params.id,
      ),
  );

  await cashierEventRoutes(app);
  await gamesConsoleRoutes(app);
  await merchantEditorRoutes(app);
  await playerCareRoutes(app);
}
