import {
  opsCashbackRunBodySchema,
  opsCashbackRunSchema,
  opsPromotionActiveBodySchema,
  opsPromotionBodySchema,
  opsPromotionListSchema,
  opsPromotionParamsSchema,
  opsPromotionQuerySchema,
  opsPromotionSchema,
} from '@ficha/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeRoutes } from '../../lib/envelope-routes.ts';
import { requestedLanguage } from '../../plugins/request-context.ts';
import { signedInStaff } from '../staff/ops-access.ts';
import { commentOpsRoutes } from './comments-ops.routes.ts';
import * as ops from './promotions-ops.service.ts';

const staffRequest = (req: FastifyRequest) => ({ staff: signedInStaff(req), ip: req.ip });

/** The back office's promotions (issue 18 part 4) under /ops/api/v1/promotions. */
export async function promotionsOpsRoutes(app: FastifyInstance): Promise<void> {
  const route = envelopeRoutes(app, 'operator', requestedLanguage);
  const BASE = '/ops/api/v1/promotions';

  route.get(
    BASE,
    {
      summary: "A merchant's promotions with grants, cost and conversion, and its jurisdiction",
      querystring: opsPromotionQuerySchema,
      permission: 'promotions.read',
      answer: opsPromotionListSchema,
    },
    async (req) => ops.listForOps(app.db, signedInStaff(req), req.query.merchantId),
  );

  route.post(
    BASE,
    {
      summary: 'Create a promotion (refused when the jurisdiction forbids its kind)',
      body: opsPromotionBodySchema,
      permission: 'promotions.write',
      answer: opsPromotionSchema,
    },
    async (req) => ops.createPromotion(app.db, staffRequest(req), req.body),
  );

  route.put(
    `${BASE}/:promotionId`,
    {
      summary: 'Change a promotion: terms, schedule, audience, texts',
      params: opsPromotionParamsSchema,
      body: opsPromotionBodySchema,
      permission: 'promotions.write',
      answer: opsPromotionSchema,
    },
    async (req) => ops.savePromotion(app.db, staffRequest(req), req.params.promotionId, req.body),
  );

  route.post(
    `${BASE}/:promotionId/active`,
    {
      summary: 'Pause or resume a promotion',
      params: opsPromotionParamsSchema,
      body: opsPromotionActiveBodySchema,
      permission: 'promotions.write',
      answer: opsPromotionSchema,
    },
    async (req) =>
      ops.setActive(app.db, staffRequest(req), req.params.promotionId, req.body.merchantId, req.body.active),
  );

  route.post(
    `${BASE}/:promotionId/cashback-run`,
    {
      summary: 'Pay a cashback promotion’s last complete period (idempotent per member and period)',
      params: opsPromotionParamsSchema,
      body: opsCashbackRunBodySchema,
      permission: 'promotions.write',
      answer: opsCashbackRunSchema,
    },
    async (req) => ops.cashbackRun(app.db, staffRequest(req), req.params.promotionId, req.body.merchantId),
  );

  await commentOpsRoutes(app);
}
