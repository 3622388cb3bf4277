import { z } from 'zod';
import { instantTextSchema, listOf, moneyTextSchema } from './common.ts';

/**
 * VIP levels, the daily sign-in calendar and leaderboards (issue 18 parts 2 and 3): the member's
 * `/m/member/benefits`, `/m/activity/signIn` and `/m/leaderBoard`, and their console screens.
 * Every reward is a bonus grant (promotion kinds VIP_*, SIGN_IN, LEADERBOARD).
 */

/** What one VIP level asks and gives. */
export const vipLevelSchema = z.object({
  level: z.number(),
  name: z.string(),
  minDeposit: moneyTextSchema,
  minTurnover: moneyTextSchema,
  levelUpBonus: moneyTextSchema,
  weeklyBonus: moneyTextSchema,
  monthlyBonus: moneyTextSchema,
  /** The most the member may withdraw a day at this level; null: the site's limit. */
  withdrawDailyMax: moneyTextSchema.nullable(),
  /**
   * Percent ("1.5") of the member's net loss of each week (Monday to Sunday, UTC) paid back the
   * week after by the VIP cashback run, apart from any cashback promotion.
   */
  cashbackPercent: z.string(),
  /** Paid once a year on the member's birthday (the KYC-approved date of birth). */
  birthdayBonus: moneyTextSchema,
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

/** `/m/member/benefits`: the levels, the member's level and the progress to the next one. */
export const vipBenefitsSchema = z.object({
  /** False: the site has no VIP programme (the page says so). */
  enabled: z.boolean(),
  currency: z.string(),
  levels: z.array(vipLevelSchema),
  /** The member's level (0: none yet). */
  level: z.number(),
  deposits: moneyTextSchema,
  turnover: moneyTextSchema,
  /** Days the totals count (null: since the account opened). */
  windowDays: z.number().nullable(),
  downgrade: z.boolean(),
  /** What the next level still asks; null at the top. */
  next: z
    .object({
      level: z.number(),
      name: z.string(),
      depositLeft: moneyTextSchema,
      turnoverLeft: moneyTextSchema,
    })
    .nullable(),
});
export type VipBenefits = z.infer<typeof vipBenefitsSchema>;

/** One day of the sign-in calendar. */
export const signInDaySchema = z.object({ day: z.number(), reward: moneyTextSchema });

/** `/m/activity/signIn`: the calendar, today's claim and the streak. */
export const signInStateSchema = z.object({
  /** False: the site runs no sign-in calendar; `notice` says why when its licence forbids one. */
  enabled: z.boolean(),
  notice: z.string().nullable(),
  currency: z.string(),
  days: z.array(signInDaySchema),
  resetOnMiss: z.boolean(),
  /** The merchant's local date of today (YYYY-MM-DD). */
  today: z.string(),
  claimedToday: z.boolean(),
  /** The streak with today's claim, or the one today's claim would continue. */
  streak: z.number(),
  /** The calendar day (1…) today's claim pays. */
  todayDay: z.number(),
  todayReward: moneyTextSchema,
  /** Times the reward to wager before it becomes cash. */
  turnoverMultiple: z.number(),
});
export type SignInState = z.infer<typeof signInStateSchema>;

export const leaderboardEntrySchema = z.object({
  rank: z.number(),
  /** Masked, as other members may read it. */
  username: z.string(),
  score: moneyTextSchema,
  prize: moneyTextSchema,
  mine: z.boolean(),
});

export const leaderboardSchema = z.object({
  id: z.number(),
  title: z.string(),
  metric: z.enum(['TURNOVER', 'WIN']),
  startsAt: instantTextSchema,
  endsAt: instantTextSchema,
  status: z.enum(['RUNNING', 'CLOSED']),
  currency: z.string(),
  prizes: z.array(moneyTextSchema),
  entries: z.array(leaderboardEntrySchema),
  /** The member's own place when outside the prizes (null: no bets in the period). */
  mine: leaderboardEntrySchema.nullable(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;
export const leaderboardListSchema = listOf(leaderboardSchema);

// ---- console ----

const merchantIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
const amountSchema = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'amount');
export const opsVipMerchantQuerySchema = z.object({ merchantId: merchantIdSchema.optional() });

export const opsVipLevelBodySchema = z.object({
  name: z.string().trim().min(1).max(32),
  minDeposit: amountSchema,
  minTurnover: amountSchema,
  levelUpBonus: amountSchema,
  weeklyBonus: amountSchema,
  monthlyBonus: amountSchema,
  withdrawDailyMax: amountSchema.nullable(),
  cashbackPercent: z
    .string()
    .trim()
    .regex(/^\d{1,3}(\.\d{1,2})?$/),
  birthdayBonus: amountSchema,
});

export const opsVipConfigSchema = z.object({
  merchantId: z.number(),
  enabled: z.boolean(),
  currency: z.string(),
  windowDays: z.number().nullable(),
  downgrade: z.boolean(),
  turnoverMultiple: z.number(),
  levels: z.array(vipLevelSchema),
});
export type OpsVipConfig = z.infer<typeof opsVipConfigSchema>;

/** Replaces the whole programme: levels in order (level 1 first), thresholds rising. */
export const opsVipConfigBodySchema = z
  .object({
    merchantId: merchantIdSchema,
    windowDays: z.number().int().min(1).max(365).nullable(),
    downgrade: z.boolean(),
    turnoverMultiple: z.number().int().min(0).max(100),
    levels: z.array(opsVipLevelBodySchema).max(50),
  })
  .refine((b) => !b.downgrade || b.windowDays !== null, {
    message: 'A downgrade needs a window of days',
    path: ['downgrade'],
  });

export const opsSignInConfigSchema = z.object({
  merchantId: z.number(),
  enabled: z.boolean(),
  currency: z.string(),
  rewards: z.array(moneyTextSchema),
  resetOnMiss: z.boolean(),
  turnoverMultiple: z.number(),
  /** The merchant's licence forbids sign-in rewards: the reason, else null. */
  notice: z.string().nullable(),
});

export const opsSignInConfigBodySchema = z.object({
  merchantId: merchantIdSchema,
  enabled: z.boolean(),
  rewards: z.array(amountSchema).min(1).max(31),
  resetOnMiss: z.boolean(),
  turnoverMultiple: z.number().int().min(0).max(100),
});

export const opsLeaderboardBodySchema = z
  .object({
    merchantId: merchantIdSchema,
    title: z.string().trim().min(1).max(80),
    metric: z.enum(['TURNOVER', 'WIN']),
    startsAt: z.coerce.date(),
    endsAt: z.coerce.date(),
    prizes: z.array(amountSchema).min(1).max(100),
    turnoverMultiple: z.number().int().min(0).max(100),
  })
  .refine((b) => b.endsAt > b.startsAt, { message: 'The end comes after the start', path: ['endsAt'] });

export const opsLeaderboardParamsSchema = z.object({
  leaderboardId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const opsLeaderboardListSchema = listOf(leaderboardSchema);

/** What closing a leaderboard did: the prizes paid now (0 when an earlier run paid them). */
export const opsLeaderboardCloseSchema = z.object({ leaderboard: leaderboardSchema, paid: z.number() });

/** A reward paid by VIP, the sign-in calendar or a leaderboard. */
export const opsRewardPayoutSchema = z.object({
  grantId: z.string(),
  memberId: z.string(),
  username: z.string(),
  kind: z.string(),
  amount: moneyTextSchema,
  reason: z.string(),
  createdAt: instantTextSchema,
});
export const opsRewardPayoutListSchema = listOf(opsRewardPayoutSchema);

export const VIP_RUNS = ['LEVELS', 'WEEKLY', 'MONTHLY', 'CASHBACK', 'BIRTHDAY'] as const;
export type VipRunName = (typeof VIP_RUNS)[number];

/** What a VIP run paid: members raised or lowered, bonuses granted. */
export const opsVipRunSchema = z.object({ changed: z.number(), granted: z.number() });
export const opsVipRunBodySchema = z.object({
  merchantId: merchantIdSchema,
  /**
   * LEVELS: re-evaluate every member; WEEKLY / MONTHLY: pay this period's bonus; CASHBACK: pay the
   * last complete week's VIP cashback; BIRTHDAY: pay today's birthday bonuses.
   */
  run: z.enum(VIP_RUNS),
});
