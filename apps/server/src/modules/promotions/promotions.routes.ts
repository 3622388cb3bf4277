import {
  claimAnswerSchema,
  promotionDetailSchema,
  promotionListSchema,
  promotionParamsSchema,
  rewardCenterSchema,
} from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import { envelopeRoutes } from '../../lib/envelope-routes.ts';
import { requireRealMember } from '../../plugins/auth.ts';
import { claimPromotion } from './claims.ts';
import { commentRoutes } from './comments.routes.ts';
import { expireLapsedGrants } from './grants.ts';
import { promotionDetail, promotionList } from './promotions.service.ts';
import { rewardCenter } from './reward-center.ts';

/** How often lapsed bonuses are expired (each by its ledger transfer; the run is idempotent). */
const EXPIRY_INTERVAL_MS = 60_000;

/**
 * Promotions and the reward center (issue 18; spec /m/activity, /m/activityDetail,
 * /m/rewardCenter). Visitors read promotions; claims and rewards need a real member (a trial
 * account gets FREE_REJECT).
 */
export async function promotionsRoutes(app: FastifyInstance, options: { expiryRun?: boolean } = {}) {
  const route = envelopeRoutes(app, 'promotions');

  route.get(
    '/wps/promotions',
    {
      summary: 'The promotions on offer, by category, with the notice of the merchant’s jurisdiction',
      answer: promotionListSchema,
    },
    async (req) => promotionList(app.db, req.merchant, req.language),
  );

  route.get(
    '/wps/promotions/:promotionId',
    {
      summary: 'One promotion: rules, terms, the member’s progress and what they may do now',
      params: promotionParamsSchema,
      answer: promotionDetailSchema,
    },
    async (req) =>
      promotionDetail(app.db, req.merchant, req.member ?? undefined, req.params.promotionId, req.language),
  );

  route.post(
    '/wps/promotions/:promotionId/claim',
    {
      summary: 'Claim a promotion’s reward (once; refused outside its schedule or audience)',
      params: promotionParamsSchema,
      answer: claimAnswerSchema,
    },
    async (req) => claimPromotion(app.db, req.merchant, requireRealMember(req), req.params.promotionId),
  );

  route.get(
    '/wps/rewards',
    {
      summary: 'Reward center: claimable rewards, active bonuses with their turnover, history',
      answer: rewardCenterSchema,
    },
    async (req) => rewardCenter(app.db, req.merchant, requireRealMember(req), req.language),
  );

  await commentRoutes(app);

  if (options.expiryRun !== false) {
    const timer = setInterval(() => {
      expireLapsedGrants(app.db).catch((error: unknown) =>
        app.log.error({ err: error }, 'bonus expiry run failed'),
      );
    }, EXPIRY_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
