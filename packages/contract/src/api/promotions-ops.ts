import { z } from 'zod';
import { moneyTextSchema } from './common.ts';

/**
 * The back office's promotions (issue 18 part 4) under /ops/api/v1/promotions: list with grants,
 * cost and conversion (`promotions.read`); create, schedule, pause and run a cashback period
 * (`promotions.write`). Every call names its merchant; another merchant's staff get NOT_FOUND.
 */

const instant = z
  .string()
  .refine((t) => !Number.isNaN(Date.parse(t)), { message: 'date' })
  .nullable()
  .default(null);
const money = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/);

/** At most this many game weights per promotion. */
export const PROMOTION_GAME_WEIGHTS_MAX = 50;

const weightPercent = z.number().int().min(0).max(100);
/**
 * How much of a stake counts towards this promotion's grants' turnover, per game type (lobby
 * category) or per game; it overrides the merchant's and the platform's weight for its grants.
 */
export const promotionGameWeightSchema = z.union([
  z.object({ gameType: z.string().regex(/^[A-Z0-9_]{1,30}$/), weightPercent }).strict(),
  z
    .object({
      vendorCode: z.string().trim().min(1).max(40),
      gameCode: z.string().trim().min(1).max(100),
      weightPercent,
    })
    .strict(),
]);
export type PromotionGameWeight = z.infer<typeof promotionGameWeightSchema>;

const gameWeightTarget = (w: PromotionGameWeight) =>
  'gameType' in w ? w.gameType : `${w.vendorCode}|${w.gameCode}`;

export const promotionGameWeightsSchema = z
  .array(promotionGameWeightSchema)
  .max(PROMOTION_GAME_WEIGHTS_MAX)
  .refine((weights) => new Set(weights.map(gameWeightTarget)).size === weights.length, {
    message: 'duplicate',
  });

export const opsPromotionQuerySchema = z.object({ merchantId: z.coerce.number().int().positive() });
export const opsPromotionParamsSchema = z.object({ promotionId: z.coerce.number().int().positive() });

export const opsPromotionBodySchema = z.object({
  merchantId: z.number().int().positive(),
  kind: z.string().regex(/^[A-Z_]{2,32}$/),
  category: z.string().trim().min(1).max(30),
  titles: z.record(z.string(), z.string().trim().min(1).max(120)),
  /** HTML per language, sanitised when saved. */
  descriptions: z.record(z.string(), z.string().max(20_000)),
  bannerUrl: z.string().max(500).nullable().default(null),
  languages: z.array(z.string()).nullable().default(null),
  startsAt: instant,
  endsAt: instant,
  audience: z.enum(['ALL', 'NEW', 'VIP', 'AGENT']).default('ALL'),
  audienceVipLevels: z.array(z.number().int().min(0)).default([]),
  audienceAgentIds: z.array(z.string().regex(/^\d{1,18}$/)).default([]),
  percent: z.number().int().min(1).max(500).nullable().default(null),
  fixedAmount: money.nullable().default(null),
  maxBonus: money,
  minDeposit: money.default('0'),
  turnoverMultiplier: z.number().int().min(0).max(100),
  maxBet: money.default('25'),
  maxConversion: money.nullable().default(null),
  expiryDays: z.number().int().min(1).max(365).nullable().default(null),
  settings: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
  active: z.boolean().default(true),
  /** The promotion's own turnover weights; given on update, they replace the stored ones. */
  gameWeights: promotionGameWeightsSchema.optional(),
});
export type OpsPromotionBody = z.input<typeof opsPromotionBodySchema>;

export const opsPromotionSchema = z.object({
  id: z.number(),
  merchantId: z.number(),
  kind: z.string(),
  category: z.string(),
  titles: z.record(z.string(), z.string()),
  descriptions: z.record(z.string(), z.string()),
  bannerUrl: z.string().nullable(),
  languages: z.array(z.string()).nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  audience: z.enum(['ALL', 'NEW', 'VIP', 'AGENT']),
  /** Who a VIP or AGENT audience names, so the console can edit it without losing them. */
  audienceVipLevels: z.array(z.number()),
  audienceAgentIds: z.array(z.string()),
  percent: z.number().nullable(),
  fixedAmount: moneyTextSchema.nullable(),
  maxBonus: moneyTextSchema,
  minDeposit: moneyTextSchema,
  turnoverMultiplier: z.number(),
  maxBet: moneyTextSchema,
  maxConversion: moneyTextSchema.nullable(),
  expiryDays: z.number().nullable(),
  settings: z.record(z.string(), z.unknown()),
  active: z.boolean(),
  /** The promotion's own turnover weights (empty: the merchant's apply). */
  gameWeights: z.array(promotionGameWeightSchema),
  /** Whether the merchant's jurisdiction lets it run (a forbidden kind is kept but never runs). */
  allowed: z.boolean(),
  stats: z.object({
    grants: z.number(),
    open: z.number(),
    /** Bonus money granted: the promotion's cost before conversion. */
    granted: moneyTextSchema,
    /** What became cash, and the share of grants that converted. */
    converted: moneyTextSchema,
    forfeited: moneyTextSchema,
    conversionPercent: z.number(),
  }),
});
export type OpsPromotion = z.infer<typeof opsPromotionSchema>;

export const opsPromotionListSchema = z.object({
  jurisdiction: z.string(),
  allowedKinds: z.array(z.string()).nullable(),
  /** Whether a grant may carry a wagering requirement; where not, turnoverMultiplier must be 0. */
  wageringAllowed: z.boolean(),
  list: z.array(opsPromotionSchema),
});
export type OpsPromotionList = z.infer<typeof opsPromotionListSchema>;

export const opsPromotionActiveBodySchema = z.object({
  merchantId: z.number().int().positive(),
  active: z.boolean(),
});
export const opsCashbackRunBodySchema = z.object({ merchantId: z.number().int().positive() });
export const opsCashbackRunSchema = z.object({
  members: z.number(),
  amount: moneyTextSchema,
  periodFrom: z.string(),
});
