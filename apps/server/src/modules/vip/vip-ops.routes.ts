import {
  leaderboardSchema,
  opsLeaderboardBodySchema,
  opsLeaderboardCloseSchema,
  opsLeaderboardListSchema,
  opsLeaderboardParamsSchema,
  opsRewardPayoutListSchema,
  opsSignInConfigBodySchema,
  opsSignInConfigSchema,
  opsVipConfigBodySchema,
  opsVipConfigSchema,
  opsVipMerchantQuerySchema,
  opsVipRunBodySchema,
  opsVipRunSchema,
} from '@ficha/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { envelopeRoutes } from '../../lib/envelope-routes.ts';
import { requestedLanguage } from '../../plugins/request-context.ts';
import { signedInStaff } from '../staff/ops-access.ts';
import * as ops from './vip-ops.service.ts';

/** The merchant asked for, else the staff member's first; NOT_FOUND for one they do not work for. */
function merchantOf(app: FastifyInstance, req: FastifyRequest, asked: number | undefined) {
  const staff = signedInStaff(req);
  const id = asked ?? staff.merchantIds?.[0];
  if (id === undefined) throw new AppError('BAD_REQUEST', { field: 'merchantId' });
  return ops.staffMerchant(app.db, staff, id);
}

/**
 * The console's VIP, sign-in calendar and leaderboard routes (issue 18 part 4) under /ops/api/v1:
 * reading needs `vip.read`, changing rules `vip.manage`, runs that pay now `vip.pay`.
 */
export async function vipOpsRoutes(app: FastifyInstance): Promise<void> {
  const route = envelopeRoutes(app, 'operator', requestedLanguage);
  const lang = (req: FastifyRequest) => requestedLanguage(req);

  route.get(
    '/ops/api/v1/vip',
    {
      summary: "A merchant's VIP levels and rules",
      querystring: opsVipMerchantQuerySchema,
      permission: 'vip.read',
      answer: opsVipConfigSchema,
    },
    async (req) => ops.vipConfig(app.db, await merchantOf(app, req, req.query.merchantId)),
  );
  route.put(
    '/ops/api/v1/vip',
    {
      summary: "Replace a merchant's VIP levels and rules",
      body: opsVipConfigBodySchema,
      permission: 'vip.manage',
      answer: opsVipConfigSchema,
    },
    async (req) => ops.saveVipConfig(app.db, await merchantOf(app, req, req.body.merchantId), req.body),
  );
  route.post(
    '/ops/api/v1/vip/run',
    {
      summary:
        'Re-evaluate every member’s level, or pay this week’s or month’s VIP bonuses, last week’s VIP cashback or today’s birthday bonuses (once per period)',
      body: opsVipRunBodySchema,
      permission: 'vip.pay',
      answer: opsVipRunSchema,
    },
    async (req) => ops.runVip(app.db, await merchantOf(app, req, req.body.merchantId), req.body.run),
  );
  route.get(
    '/ops/api/v1/vip/payouts',
    {
      summary: 'Rewards paid by VIP, the sign-in calendar and leaderboards',
      querystring: opsVipMerchantQuerySchema,
      permission: 'vip.read',
      answer: opsRewardPayoutListSchema,
    },
    async (req) => ops.payouts(app.db, await merchantOf(app, req, req.query.merchantId)),
  );
  route.get(
    '/ops/api/v1/sign-in',
    {
      summary: "A merchant's daily sign-in calendar",
      querystring: opsVipMerchantQuerySchema,
      permission: 'vip.read',
      answer: opsSignInConfigSchema,
    },
    async (req) => ops.signInConfig(app.db, await merchantOf(app, req, req.query.merchantId), lang(req)),
  );
  route.put(
    '/ops/api/v1/sign-in',
    {
      summary: "Set a merchant's daily sign-in calendar",
      body: opsSignInConfigBodySchema,
      permission: 'vip.manage',
      answer: opsSignInConfigSchema,
    },
    async (req) =>
      ops.saveSignInConfig(app.db, await merchantOf(app, req, req.body.merchantId), req.body, lang(req)),
  );
  route.get(
    '/ops/api/v1/leaderboards',
    {
      summary: "A merchant's leaderboards with standings or winners",
      querystring: opsVipMerchantQuerySchema,
      permission: 'vip.read',
      answer: opsLeaderboardListSchema,
    },
    async (req) => ops.opsLeaderboards(app.db, await merchantOf(app, req, req.query.merchantId), lang(req)),
  );
  route.post(
    '/ops/api/v1/leaderboards',
    {
      summary: 'Create a leaderboard of a period with its prizes',
      body: opsLeaderboardBodySchema,
      permission: 'vip.manage',
      answer: leaderboardSchema,
    },
    async (req) =>
      ops.createLeaderboard(app.db, await merchantOf(app, req, req.body.merchantId), req.body, lang(req)),
  );
  route.post(
    '/ops/api/v1/leaderboards/:leaderboardId/close',
    {
      summary: 'Close a leaderboard now and pay its prizes (a repeated close pays nothing more)',
      params: opsLeaderboardParamsSchema,
      permission: 'vip.pay',
      answer: opsLeaderboardCloseSchema,
    },
    async (req) => ops.closeLeaderboardNow(app.db, signedInStaff(req), req.params.leaderboardId, lang(req)),
  );
}
