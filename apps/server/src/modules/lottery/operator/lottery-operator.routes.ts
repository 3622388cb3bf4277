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
  lotteryOpsSuspendBodySchema,
  lotteryOpsVoidAnswerSchema,
} from '@ficha/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeRoutes } from '../../../lib/envelope-routes.ts';
import { requestedLanguage } from '../../../plugins/request-context.ts';
import { signedInStaff } from '../../staff/ops-access.ts';
import * as lottery from './lottery-operator.service.ts';

/**
 * The operators' lottery API (issue 14 part 5) under /ops/api/v1/lottery, registered with the
 * other /ops routes (their staff sign-in and rate limit). Reading games, periods and liability
 * needs `lottery.read`; changing odds and limits and suspending need `lottery.manage`;
 * voiding a period, which returns stakes, `lottery.void`
 * (the contract's permission table, checked by the /ops gate before the handler).
 */
const GAME = '/ops/api/v1/lottery/merchants/:merchantId/games/:gameCode';
const PERIOD = `${GAME}/periods/:numero`;

/** The signed-in staff member, with the reason of the change and the address. */
const staffRequest = (req: FastifyRequest & { body: { reason: string } }) => ({
  staff: signedInStaff(req),
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
      permission: 'lottery.read',
      answer: lotteryOpsGameListSchema,
    },
    async (req) => lottery.listGames(app.db, signedInStaff(req), req.query.merchantId),
  );

  route.get(
    '/ops/api/v1/lottery/periods',
    {
      summary: 'Lottery periods, newest draw first, by game and state, with their stakes and wins',
      description: "A period's seed shows once it is no longer open (drawn, settled or voided).",
      querystring: lotteryOpsPeriodsQuerySchema,
      permission: 'lottery.read',
      answer: lotteryOpsPeriodListSchema,
    },
    async (req) => lottery.listPeriods(app.db, signedInStaff(req), req.query),
  );

  route.put(
    `${GAME}/settings`,
    {
      summary: "Change a game's odds and limits at a merchant (placed bets keep their odds)",
      description:
        'Odds overrides by bet type or "betType:pick" must make the bet return 50% to 100% of each ' +
        'stake. Send the `version` read with the game: a newer change answers EDIT_CONFLICT.',
      params: lotteryOpsGameParamsSchema,
      body: lotteryOpsSettingsBodySchema,
      permission: 'lottery.manage',
      answer: lotteryOpsGameSchema,
    },
    async (req) =>
      lottery.changeSettings(
        app.db,
        staffRequest(req),
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
        description: 'Send the `version` read with the game: a newer change answers EDIT_CONFLICT.',
        params: lotteryOpsGameParamsSchema,
        body: lotteryOpsSuspendBodySchema,
        permission: 'lottery.manage',
        answer: lotteryOpsGameSchema,
      },
      async (req) =>
        lottery.setSuspended(
          app.db,
          staffRequest(req),
          Number(req.params.merchantId),
          req.params.gameCode,
          suspended,
          req.body.version,
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
      permission: 'lottery.void',
      answer: lotteryOpsVoidAnswerSchema,
    },
    async (req) =>
      lottery.voidPeriod(
        app.db,
        staffRequest(req),
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
      permission: 'lottery.read',
      answer: lotteryOpsLiabilitySchema,
    },
    async (req) =>
      lottery.periodLiability(
        app.db,
        signedInStaff(req),
        Number(req.params.merchantId),
        req.params.gameCode,
        req.params.numero,
      ),
  );
}
