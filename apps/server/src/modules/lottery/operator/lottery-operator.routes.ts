import {
  lotteryOpsGameListSchema,
  lotteryOpsGameParamsSchema,
  lotteryOpsGameSchema,
  lotteryOpsGamesQuerySchema,
  lotteryOpsLiabilitySchema,
  lotteryOpsPeriodListSchema,
  lotteryOpsPeriodParamsSchema,
  lotteryOpsPeriodsQuerySchema,
  lotteryOpsReasonBodySchema,
  lotteryOpsSettingsBodySchema,
  lotteryOpsVoidAnswerSchema,
} from '@ficha/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeRoutes } from '../../../lib/envelope-routes.ts';
import { requestedLanguage } from '../../../plugins/request-context.ts';
import type { StaffRole } from '../../staff/staff.service.ts';
import { requireStaff } from '../../staff/staff-guards.ts';
import * as lottery from './lottery-operator.service.ts';

/**
 * The operators' lottery API (issue 14 part 5) under /ops/api/v1/lottery, registered with the
 * other /ops routes (their staff sign-in and rate limit). Who may do what:
 *   read games, periods, liability   ADMIN, FINANCE, SUPPORT
 *   change odds and limits, suspend  ADMIN
 *   void a period (returns stakes)   ADMIN, FINANCE
 */
const READERS: StaffRole[] = ['ADMIN', 'FINANCE', 'SUPPORT'];
const SETTINGS: StaffRole[] = ['ADMIN'];
const VOIDERS: StaffRole[] = ['ADMIN', 'FINANCE'];

const GAME = '/ops/api/v1/lottery/merchants/:merchantId/games/:gameCode';
const PERIOD = `${GAME}/periods/:numero`;

/** The signed-in staff member of one of the roles, with the reason of the change and the address. */
const staffRequest = (req: FastifyRequest & { body: { reason: string } }, roles: StaffRole[]) => ({
  staff: requireStaff(req, roles),
  reason: req.body.reason,
  ip: req.ip,
});

export async function lotteryOperatorRoutes(app: FastifyInstance): Promise<void> {
  const route = envelopeRoutes(app, 'operator', requestedLanguage);

  route.get(
    '/ops/api/v1/lottery/games',
    {
      summary: 'Lottery games per merchant, with their odds, limits, suspension and current period',
      querystring: lotteryOpsGamesQuerySchema,
      answer: lotteryOpsGameListSchema,
    },
    async (req) => lottery.listGames(app.db, requireStaff(req, READERS), req.query.merchantId),
  );

  route.get(
    '/ops/api/v1/lottery/periods',
    {
      summary: 'Lottery periods, newest draw first, by game and state, with their stakes and wins',
      description: "A period's seed shows once it is no longer open (drawn, settled or voided).",
      querystring: lotteryOpsPeriodsQuerySchema,
      answer: lotteryOpsPeriodListSchema,
    },
    async (req) => lottery.listPeriods(app.db, requireStaff(req, READERS), req.query),
  );

  route.put(
    `${GAME}/settings`,
    {
      summary: "Change a game's odds and limits at a merchant (placed bets keep their odds)",
      description:
        'Odds overrides by bet type or "betType:pick" must make the bet return 50% to 100% of each stake.',
      params: lotteryOpsGameParamsSchema,
      body: lotteryOpsSettingsBodySchema,
      answer: lotteryOpsGameSchema,
    },
    async (req) =>
      lottery.changeSettings(
        app.db,
        staffRequest(req, SETTINGS),
        Number(req.params.merchantId),
        req.params.gameCode,
        req.body,
      ),
  );

  for (const [action, suspended] of [
    ['suspend', true],
    ['resume', false],
  ] as const) {
    route.post(
      `${GAME}/${action}`,
      {
        summary: suspended
          ? 'Suspend a game at a merchant: no new bet; tickets already placed stay and settle'
          : 'Resume a suspended game at a merchant',
        params: lotteryOpsGameParamsSchema,
        body: lotteryOpsReasonBodySchema,
        answer: lotteryOpsGameSchema,
      },
      async (req) =>
        lottery.setSuspended(
          app.db,
          staffRequest(req, SETTINGS),
          Number(req.params.merchantId),
          req.params.gameCode,
          suspended,
        ),
    );
  }

  route.post(
    `${PERIOD}/void`,
    {
      summary: 'Void a period not drawn yet: every stake returned through the wallet, once',
      description:
        'Asked again (or twice at once), it answers the same void and returns nothing twice. A drawn ' +
        'period cannot be voided (PERIOD_DRAWN): its result is public and its wins may be paid.',
      params: lotteryOpsPeriodParamsSchema,
      body: lotteryOpsReasonBodySchema,
      answer: lotteryOpsVoidAnswerSchema,
    },
    async (req) =>
      lottery.voidPeriod(
        app.db,
        staffRequest(req, VOIDERS),
        Number(req.params.merchantId),
        req.params.gameCode,
        req.params.numero,
      ),
  );

  route.get(
    `${PERIOD}/liability`,
    {
      summary: "A period's liability per pick: what it could pay on each, beside the cap",
      params: lotteryOpsPeriodParamsSchema,
      answer: lotteryOpsLiabilitySchema,
    },
    async (req) =>
      lottery.periodLiability(
        app.db,
        requireStaff(req, READERS),
        Number(req.params.merchantId),
        req.params.gameCode,
        req.params.numero,
      ),
  );
}
