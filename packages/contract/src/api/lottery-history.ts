import { z } from 'zod';
import { lotteryDrawSchema } from './lottery.ts';

/**
 * The lottery's public screens (issue 14, spec section 2 "lottery history, winner board, jackpot"):
 * past draws with their revealed seeds, trends over the last N draws, and the wins the draws paid.
 * No session: the merchant comes from the host (or the Merchant header), like the game lists.
 * Every figure is read from drawn periods and settled sub-orders; amounts are decimal strings.
 */

/** How many draws the trends may cover: the web's picker offers a few values inside this. */
export const TREND_PERIODS = { min: 10, max: 200, default: 50 } as const;
/** A page of past draws; the winner board's length is the spec's (section 9: 20 entries). */
export const HISTORY_PAGE_SIZE = { default: 20, max: 50 } as const;
export const WINNER_BOARD_SIZE = 20;

/** A game code as the catalogue writes it; an unknown one answers GAME_NOT_FOUND. */
export const lotteryGameParamsSchema = z.object({
  gameCode: z.string().regex(/^[a-z0-9_]{2,40}$/),
});

/** Keyset paging: the page of draws before the numero `before` (newest first when absent). */
export const lotteryHistoryQuerySchema = z.object({
  before: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,40}$/)
    .optional(),
  pageSize: z.coerce.number().int().min(1).max(HISTORY_PAGE_SIZE.max).default(HISTORY_PAGE_SIZE.default),
});

export const lotteryTrendsQuerySchema = z.object({
  periods: z.coerce
    .number()
    .int()
    .min(TREND_PERIODS.min)
    .max(TREND_PERIODS.max)
    .default(TREND_PERIODS.default),
});

const lotteryGameHeadSchema = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(['dice3', 'digits5', 'vietnam-north', 'vietnam-south']),
});
export type LotteryGameHead = z.infer<typeof lotteryGameHeadSchema>;

export const lotteryHistoryPageSchema = z.object({
  game: lotteryGameHeadSchema,
  list: z.array(lotteryDrawSchema),
  /** The numero to ask `before` for the next (older) page; null on the last page. */
  nextBefore: z.string().nullable(),
});
export type LotteryHistoryPage = z.infer<typeof lotteryHistoryPageSchema>;

/**
 * The side a draw falls on. Dice: the total, big 11-17, small 4-10, and a triple is neither (it
 * loses both bets). Five digits: the total, big 23-45. Vietnamese: the special prize's last two
 * digits, big 50-99.
 */
const sideSchema = z.enum(['big', 'small', 'odd', 'even', 'triple']);
export type LotteryTrendSide = z.infer<typeof sideSchema>;

const runSchema = z.object({ side: sideSchema, length: z.number().int() });

export const lotteryTrendsSchema = z.object({
  game: lotteryGameHeadSchema,
  /** The draws counted: at most the N asked for, fewer while the game is young. */
  periods: z.number().int(),
  /** From the oldest numero counted to the newest. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /**
   * How often each number came up: dice faces 1-6, digits 0-9 (every position), or the two-digit
   * endings 00-99 of every prize number. In number order.
   */
  frequency: z.array(z.object({ number: z.string(), count: z.number().int() })),
  /** The most and least frequent numbers (five, or three of the six dice faces), ties in number order. */
  hot: z.array(z.string()),
  cold: z.array(z.string()),
  /** Each counted draw's value (the total, or the special prize's ending), oldest first. */
  series: z.array(z.object({ numero: z.string(), value: z.number().int() })),
  streaks: z.object({
    bigSmall: z.object({ current: runSchema.nullable(), longest: runSchema.nullable() }),
    oddEven: z.object({ current: runSchema.nullable(), longest: runSchema.nullable() }),
  }),
});
export type LotteryTrends = z.infer<typeof lotteryTrendsSchema>;

/** A settled winning sub-order: the player's name masked ("jo***1"). */
export const lotteryWinSchema = z.object({
  player: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  numero: z.string(),
  betType: z.string(),
  pick: z.string(),
  stake: z.string(),
  win: z.string(),
  settledAt: z.string(),
});
export type LotteryWin = z.infer<typeof lotteryWinSchema>;

export const lotteryWinnersSchema = z.object({
  currency: z.string(),
  /** The newest wins. */
  latest: z.array(lotteryWinSchema),
  /** The biggest wins of the last seven days, biggest first. */
  biggest: z.array(lotteryWinSchema),
});
export type LotteryWinners = z.infer<typeof lotteryWinnersSchema>;

const windowSchema = z.object({
  /** When the window began: the merchant's local midnight, or seven days back. */
  since: z.string(),
  /** Everything the draws paid out in it, and in how many winning bets. */
  paid: z.string(),
  wins: z.number().int(),
  biggest: lotteryWinSchema.nullable(),
});

export const lotteryJackpotSchema = z.object({
  currency: z.string(),
  today: windowSchema,
  week: windowSchema,
  serverTime: z.string(),
});
export type LotteryJackpot = z.infer<typeof lotteryJackpotSchema>;
