import { z } from 'zod';
import { pageOf } from './common.ts';

/**
 * The in-house lottery's calls (issue 14), made by the lottery frame with its game session (the
 * x-game-session header, as the studio's games do). Amounts and odds are decimal strings; odds are
 * what one hit pays per 1 staked ("1.97"); times are ISO strings in the database's clock.
 */

/** When a period takes bets and draws; its seed's SHA-256 is public before it opens. */
export const lotteryPeriodSchema = z.object({
  numero: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  drawsAt: z.string(),
  seedHash: z.string(),
});
export type LotteryPeriodView = z.infer<typeof lotteryPeriodSchema>;

/** A draw's result: three dice, five digits, or the Vietnamese prize tiers. */
export const lotteryResultSchema = z.union([
  z.array(z.number().int()),
  z.object({ tiers: z.array(z.object({ name: z.string(), numbers: z.array(z.string()) })) }),
]);

/** A past period: its result and its revealed seed, from which anyone recomputes the draw. */
export const lotteryDrawSchema = lotteryPeriodSchema.extend({
  status: z.enum(['DRAWN', 'SETTLED', 'VOID']),
  result: lotteryResultSchema.nullable(),
  seed: z.string(),
});
export type LotteryDrawView = z.infer<typeof lotteryDrawSchema>;

export const lotteryBetTypeSchema = z.object({
  code: z.string(),
  /** The odds of every pick, or of the picks not in oddsByPick. */
  odds: z.string(),
  /** Picks whose odds differ (a total of 4 pays more than a total of 10). */
  oddsByPick: z.record(z.string(), z.string()),
  /** Every pick, when there are few; absent for numbers typed by the player. */
  picks: z.array(z.string()).optional(),
});
export type LotteryBetTypeView = z.infer<typeof lotteryBetTypeSchema>;

export const lotteryGameStateSchema = z.object({
  game: z.object({
    code: z.string(),
    name: z.string(),
    kind: z.enum(['dice3', 'digits5', 'vietnam-north', 'vietnam-south']),
    playType: z.enum(['ent', 'trad']),
    prizeMode: z.enum(['VN', 'SEA']).nullable(),
    minBet: z.string(),
    maxBet: z.string(),
    suspended: z.boolean(),
  }),
  /** The period taking bets (or closed and about to draw). */
  period: lotteryPeriodSchema,
  /** The one after it, which already takes bets: where a ticket goes once `period` has closed. */
  next: lotteryPeriodSchema,
  recent: z.array(lotteryDrawSchema),
  betTypes: z.array(lotteryBetTypeSchema),
  balance: z.string(),
  currency: z.string(),
  serverTime: z.string(),
});
export type LotteryGameState = z.infer<typeof lotteryGameStateSchema>;

export const ticketRequestSchema = z.object({
  numero: z.string().min(1).max(40),
  bets: z
    .array(
      z.object({
        betType: z.string().min(1).max(20),
        pick: z.string().max(20),
        amount: z.string().min(1).max(20),
      }),
    )
    .min(1)
    .max(30),
});
export type TicketRequest = z.infer<typeof ticketRequestSchema>;

export const placedTicketSchema = z.object({
  orderId: z.string(),
  numero: z.string(),
  suborders: z.array(
    z.object({ id: z.string(), betType: z.string(), pick: z.string(), amount: z.string(), odds: z.string() }),
  ),
  total: z.string(),
  balance: z.string(),
});
export type PlacedTicket = z.infer<typeof placedTicketSchema>;

export const suborderIdParamsSchema = z.object({ id: z.string().min(1).max(60) });

export const cancelledSuborderSchema = z.object({ balance: z.string() });

export const lotteryOrderSchema = z.object({
  id: z.string(),
  gameCode: z.string(),
  numero: z.string(),
  currency: z.string(),
  total: z.string(),
  createdAt: z.string(),
  /** True while the period takes bets: its placed sub-orders may be cancelled. */
  cancellable: z.boolean(),
  suborders: z.array(
    z.object({
      id: z.string(),
      betType: z.string(),
      pick: z.string(),
      amount: z.string(),
      odds: z.string(),
      status: z.enum(['PENDING', 'PLACED', 'REFUSED', 'CANCELLED', 'VOID', 'ROLLED_BACK', 'SETTLED']),
      hits: z.number().nullable(),
      win: z.string().nullable(),
    }),
  ),
});
export type LotteryOrder = z.infer<typeof lotteryOrderSchema>;

export const lotteryOrderPageSchema = pageOf(lotteryOrderSchema);
