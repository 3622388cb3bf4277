import { z } from 'zod';

/**
 * The operators' lottery API under /ops/api/v1/lottery (issue 14 part 5): games with their
 * settings and state, periods, odds and limits per merchant, suspending a game, voiding a period,
 * a period's liability per pick. Money in major units as decimal text ("10.00"); odds are what one
 * unit staked pays per hit ("1.97").
 */

/** Why the staff member acts: written to the audit log. */
const reason = z.string().trim().min(1).max(500);
const money = z.string().regex(/^\d{1,13}(\.\d{1,2})?$/);
const odds = z.string().regex(/^\d{1,6}(\.\d{1,2})?$/);
const gameCode = z.string().regex(/^[a-z0-9_]{1,40}$/);
/** The version of the game's settings the page read: a newer change answers EDIT_CONFLICT. */
const version = z.number().int().min(0).max(2_147_483_647);

/** A game of one merchant: the merchant's id and the game's code. */
export const lotteryOpsGameParamsSchema = z.object({
  merchantId: z.string().regex(/^\d{1,9}$/),
  gameCode,
});

/** One period of a game at a merchant. */
export const lotteryOpsPeriodParamsSchema = lotteryOpsGameParamsSchema.extend({
  numero: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
});

/** Platform staff choose a merchant (or see every one); merchant staff see their own. */
export const lotteryOpsGamesQuerySchema = z.object({
  merchantId: z.coerce.number().int().positive().optional(),
});

export const lotteryOpsPeriodsQuerySchema = z.object({
  merchantId: z.coerce.number().int().positive().optional(),
  gameCode: gameCode.optional(),
  status: z.enum(['OPEN', 'DRAWN', 'SETTLED', 'VOID']).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type LotteryOpsPeriodsQuery = z.infer<typeof lotteryOpsPeriodsQuerySchema>;

const limitsSchema = z.object({
  minBet: z.string(),
  maxBet: z.string(),
  /** The most one period may have to pay on one pick of one bet type. */
  maxPickLiability: z.string(),
  /** The most one member may stake on one period. */
  maxPeriodStake: z.string(),
});

export const lotteryOpsGameSchema = z.object({
  merchant_id: z.number(),
  code: z.string(),
  name: z.string(),
  kind: z.string(),
  playType: z.enum(['ent', 'trad']),
  prizeMode: z.enum(['VN', 'SEA']).nullable(),
  suspended: z.boolean(),
  /** Sent back with a change, so a stale page never overwrites a newer one (0: never changed). */
  version: z.number(),
  /** The limits in force: the merchant's own, or the game's defaults. */
  limits: limitsSchema,
  /** The merchant's own limits (null: the game's default applies). */
  ownLimits: z.object({
    minBet: z.string().nullable(),
    maxBet: z.string().nullable(),
    maxPickLiability: z.string().nullable(),
    maxPeriodStake: z.string().nullable(),
  }),
  /** Per bet type: the odds in force (of its sample pick), the default, and the merchant's overrides. */
  betTypes: z.array(
    z.object({
      betType: z.string(),
      odds: z.string(),
      defaultOdds: z.string(),
      overridden: z.boolean(),
    }),
  ),
  /** The merchant's odds overrides, by "betType" or "betType:pick". */
  oddsOverrides: z.record(z.string(), z.string()),
  /** The period taking bets now, if made. */
  currentPeriod: z
    .object({ numero: z.string(), status: z.string(), closesAt: z.string(), drawsAt: z.string() })
    .nullable(),
});
export type LotteryOpsGame = z.infer<typeof lotteryOpsGameSchema>;

export const lotteryOpsGameListSchema = z.object({ list: z.array(lotteryOpsGameSchema) });

export const lotteryOpsPeriodSchema = z.object({
  merchant_id: z.number(),
  gameCode: z.string(),
  numero: z.string(),
  status: z.enum(['OPEN', 'DRAWN', 'SETTLED', 'VOID']),
  opensAt: z.string(),
  closesAt: z.string(),
  drawsAt: z.string(),
  seedHash: z.string(),
  /** Revealed once drawn. */
  seed: z.string().nullable(),
  result: z.unknown().nullable(),
  drawnAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  /** Sub-orders and stakes of the period (cancelled and refused ones not counted). */
  bets: z.number(),
  staked: z.string(),
  won: z.string(),
});
export type LotteryOpsPeriod = z.infer<typeof lotteryOpsPeriodSchema>;

export const lotteryOpsPeriodListSchema = z.object({
  list: z.array(lotteryOpsPeriodSchema),
  total: z.number(),
});

/**
 * A change of a game's settings at a merchant. Limits: decimal text, or null for the game's
 * default; left out, unchanged. Odds: by "betType" (every pick of it) or "betType:pick"; null
 * removes the override. Each override must keep the bet's return between 50% and 100%.
 */
export const lotteryOpsSettingsBodySchema = z.object({
  reason,
  version,
  minBet: money.nullable().optional(),
  maxBet: money.nullable().optional(),
  maxPickLiability: money.nullable().optional(),
  maxPeriodStake: money.nullable().optional(),
  odds: z
    .record(z.string().regex(/^[a-z0-9_]{1,20}(:[0-9-]{1,20})?$/), odds.nullable())
    .refine((record) => Object.keys(record).length <= 200)
    .optional(),
});
export type LotteryOpsSettingsBody = z.infer<typeof lotteryOpsSettingsBodySchema>;

export const lotteryOpsReasonBodySchema = z.object({ reason });

/** Suspending or resuming changes the game's settings row: it carries the version read. */
export const lotteryOpsSuspendBodySchema = z.object({ reason, version });

export const lotteryOpsVoidAnswerSchema = z.object({
  numero: z.string(),
  status: z.literal('VOID'),
  /** False when the period was voided before (by this call's twin, or earlier): nothing twice. */
  voidedNow: z.boolean(),
  /** Every sub-order's stake returned through the wallet; false: the draw loop finishes it. */
  refunded: z.boolean(),
  suborders: z.number(),
  refundedAmount: z.string(),
});
export type LotteryOpsVoidAnswer = z.infer<typeof lotteryOpsVoidAnswerSchema>;

export const lotteryOpsLiabilitySchema = z.object({
  merchant_id: z.number(),
  gameCode: z.string(),
  numero: z.string(),
  status: z.string(),
  /** What the period could pay on each pick, the largest first. */
  list: z.array(z.object({ betType: z.string(), pick: z.string(), liability: z.string() })),
  /** The largest single payout the period could owe on one pick, and the cap in force. */
  maxLiability: z.string(),
  maxPickLiability: z.string(),
});
export type LotteryOpsLiability = z.infer<typeof lotteryOpsLiabilitySchema>;
