import { z } from 'zod';
import { idTextSchema, instantTextSchema, moneyTextSchema } from './common.ts';
import { gameWeightSchema } from './payments.ts';

/**
 * Promotions and the reward center (issue 18; spec routes /m/activity, /m/activityDetail,
 * /m/rewardCenter). Kinds are in promotion-kinds.ts.
 */

/** Spec sections 6 and 10: an activity comment up to 140 characters, at most 3 png/jpg images of 5 MB. */
export const COMMENT_MAX_CHARS = 140;
export const COMMENT_MAX_IMAGES = 3;
export const COMMENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * What the member can do with a promotion now: CLAIM it here; DEPOSIT with it (a deposit bonus);
 * INVITE friends (referral, nothing to claim yet); WAIT (a goal not reached); CLAIMED already;
 * NONE (not for this member: visitor, trial, other audience, not running).
 */
export const PROMOTION_ACTIONS = ['CLAIM', 'DEPOSIT', 'INVITE', 'WAIT', 'CLAIMED', 'NONE'] as const;
export type PromotionAction = (typeof PROMOTION_ACTIONS)[number];

export const promotionCardSchema = z.object({
  id: z.number(),
  kind: z.string(),
  category: z.string(),
  title: z.string(),
  bannerUrl: z.string().nullable(),
  startsAt: instantTextSchema.nullable(),
  endsAt: instantTextSchema.nullable(),
});
export type PromotionCard = z.infer<typeof promotionCardSchema>;

export const promotionListSchema = z.object({
  /** What the merchant's jurisdiction profile says about its promotions (null: nothing). */
  notice: z.string().nullable(),
  list: z.array(promotionCardSchema),
});
export type PromotionList = z.infer<typeof promotionListSchema>;

export const promotionTermsSchema = z.object({
  percent: z.number().nullable(),
  fixedAmount: moneyTextSchema.nullable(),
  maxBonus: moneyTextSchema,
  minDeposit: moneyTextSchema,
  turnoverMultiplier: z.number(),
  maxBet: moneyTextSchema.nullable(),
  maxConversion: moneyTextSchema.nullable(),
  expiryDays: z.number().nullable(),
  audience: z.enum(['ALL', 'NEW', 'VIP', 'AGENT']),
  /** Kind-specific: cashback percent and period, mission rounds and game type, nth deposit. */
  settings: z.record(z.string(), z.unknown()),
  /** How much each game counts towards the turnover: the promotion's own weights where set. */
  gameWeights: z.array(gameWeightSchema),
});

export const promotionDetailSchema = promotionCardSchema.extend({
  /** Sanitised HTML. */
  description: z.string(),
  terms: promotionTermsSchema,
  action: z.enum(PROMOTION_ACTIONS),
  /** What a claim gives now (cashback, referrals), when known. */
  claimable: moneyTextSchema.nullable(),
  /** A mission's or cashback's progress: done of goal (rounds, or net loss in money). */
  progress: z.object({ done: z.number(), goal: z.number() }).nullable(),
  /** Why the action is NONE, in the user's language. */
  reason: z.string().nullable(),
});
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

export const promotionParamsSchema = z.object({ promotionId: z.coerce.number().int().positive() });

export const claimAnswerSchema = z.object({ amount: moneyTextSchema, grants: z.number() });
export type ClaimAnswer = z.infer<typeof claimAnswerSchema>;

/** One bonus of the reward center: active with its turnover progress, or history. */
export const rewardSchema = z.object({
  id: idTextSchema,
  kind: z.string(),
  title: z.string(),
  amount: moneyTextSchema,
  required: moneyTextSchema,
  wagered: moneyTextSchema,
  /** 0-100, the turnover bar. */
  progressPercent: z.number(),
  maxConversion: moneyTextSchema.nullable(),
  maxBet: moneyTextSchema.nullable(),
  status: z.enum(['ACTIVE', 'CONVERTED', 'EXPIRED']),
  released: moneyTextSchema.nullable(),
  createdAt: instantTextSchema,
  expiresAt: instantTextSchema.nullable(),
  closedAt: instantTextSchema.nullable(),
});
export type Reward = z.infer<typeof rewardSchema>;

export const rewardCenterSchema = z.object({
  /** Promotions the member may claim now, with what they give and until when. */
  claimable: z.array(
    z.object({
      promotionId: z.number(),
      title: z.string(),
      amount: moneyTextSchema.nullable(),
      endsAt: instantTextSchema.nullable(),
    }),
  ),
  active: z.array(rewardSchema),
  history: z.array(rewardSchema),
});
export type RewardCenter = z.infer<typeof rewardCenterSchema>;

/** What withdrawing does to the member's active bonuses, told before confirming. */
export const withdrawBonusNoticeSchema = z.object({
  activeBonus: moneyTextSchema,
  unmetTurnover: moneyTextSchema,
  withdrawable: moneyTextSchema,
  count: z.number(),
});
export type WithdrawBonusNotice = z.infer<typeof withdrawBonusNoticeSchema>;
