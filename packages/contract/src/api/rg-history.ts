import { z } from 'zod';
import { moneyTextSchema } from './common.ts';

/**
 * The member's own play history (issue 19 part 5: "the player's own play history (deposits, bets,
 * net, time per day, with a chart) so the player can see how they play"), GET /wps/rg/history.
 * Real money only (free play moves no money); days in the merchant's time zone, oldest first.
 */

/** How many days the history covers, today included. */
export const RG_HISTORY_DAYS = 30;

export const rgHistoryDaySchema = z.object({
  /** The calendar day, YYYY-MM-DD, in the merchant's time zone. */
  date: z.string(),
  /** Deposits credited to the member's cash that day. */
  deposits: moneyTextSchema,
  /** Stakes of the bets placed that day, less stakes returned by a rollback. */
  bets: moneyTextSchema,
  /** Wins paid that day. */
  wins: moneyTextSchema,
  /** Wins less bets: negative is a loss. */
  net: moneyTextSchema,
  /** Minutes in games: from opening a game to its last bet, overlapping games counted once. */
  minutesPlayed: z.number(),
});
export type RgHistoryDay = z.infer<typeof rgHistoryDaySchema>;

export const rgHistorySchema = z.object({
  currency: z.string(),
  timeZone: z.string(),
  days: z.array(rgHistoryDaySchema),
  totals: rgHistoryDaySchema.omit({ date: true }),
});
export type RgHistory = z.infer<typeof rgHistorySchema>;
