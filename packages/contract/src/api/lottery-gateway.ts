import { z } from 'zod';
import { listLanguageQuerySchema } from './games.ts';
import { lotteryOrderSchema, lotteryResultSchema } from './lottery.ts';

/**
 * The member site's lottery gateway (spec section 7 'Games' and 'Orders'; issue 14): what the
 * lottery lobby (/m/lottery) reads about each game's open period and last draw, the Vietnamese game
 * menu, and the member's tickets with their detail and the cancel of an open sub-order. Called with
 * the member site's session (Authorization), not the frame's game session. Times are ISO strings
 * in the database's clock; `serverTime` lets a countdown start from the server's now.
 */

/** A game's last draw: its numero and result (null when the period was voided). */
export const lotteryLastDrawSchema = z.object({
  numero: z.string(),
  drawsAt: z.string(),
  status: z.enum(['DRAWN', 'SETTLED', 'VOID']),
  result: lotteryResultSchema.nullable(),
});
export type LotteryLastDraw = z.infer<typeof lotteryLastDrawSchema>;

/** One catalogue lottery game with the period taking bets now and its last result. */
export const openedLotteryGameSchema = z.object({
  /** The catalogue entry a tap launches (spec section 3 'Game'). */
  nodeId: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  /** The catalogue vendor: LOTT (entertainment and traditional) or ELOTT (electronic). */
  vassalage: z.string(),
  iconUrl: z.string(),
  gameGroupId: z.string().nullable(),
  lottoMode: z.string().nullable(),
  kind: z.enum(['dice3', 'digits5', 'vietnam-north', 'vietnam-south']),
  playType: z.enum(['ent', 'trad']),
  prizeMode: z.enum(['VN', 'SEA']).nullable(),
  /** Seconds between draws (ent games), or null for a daily draw (trad games). */
  intervalSeconds: z.number().nullable(),
  suspended: z.boolean(),
  /** The period taking bets now. */
  numero: z.string(),
  closesAt: z.string(),
  drawsAt: z.string(),
  last: lotteryLastDrawSchema.nullable(),
});
export type OpenedLotteryGame = z.infer<typeof openedLotteryGameSchema>;

export const openedNumeroQuerySchema = listLanguageQuerySchema.extend({
  /** One game only; every lottery game of the merchant when absent. */
  gameCode: z.string().min(1).max(40).optional(),
});

/** /lotto/lgw/games/opened/numero and /lgw/vn/games/game_menu/recent. */
export const openedLotteryGamesSchema = z.object({
  list: z.array(openedLotteryGameSchema),
  serverTime: z.string(),
});
export type OpenedLotteryGames = z.infer<typeof openedLotteryGamesSchema>;

/** /lgw/vn/games/game_menu: the Vietnamese games by prize mode (VN: north, SEA: south). */
export const vietnamGameMenuSchema = z.object({
  list: z.array(z.object({ prizeMode: z.enum(['VN', 'SEA']), games: z.array(openedLotteryGameSchema) })),
  serverTime: z.string(),
});
export type VietnamGameMenu = z.infer<typeof vietnamGameMenuSchema>;

export const gameCodeQuerySchema = listLanguageQuerySchema.extend({ gameCode: z.string().min(1).max(40) });

/** /lgw/vn/numeros/opened/game: the periods of one Vietnamese game that take bets. */
export const openedNumerosSchema = z.object({
  gameCode: z.string(),
  list: z.array(z.object({ numero: z.string(), closesAt: z.string(), drawsAt: z.string() })),
  serverTime: z.string(),
});
export type OpenedNumeros = z.infer<typeof openedNumerosSchema>;

export const orderIdQuerySchema = z.object({ orderId: z.string().min(1).max(60) });

/** /lgw/orders/detail: one of the member's tickets with its sub-orders. */
export const lotteryOrderDetailSchema = lotteryOrderSchema.extend({ gameName: z.string() });
export type LotteryOrderDetail = z.infer<typeof lotteryOrderDetailSchema>;

/** /lgw/orders/suborders/cancel: one open sub-order of the member's. */
export const cancelSuborderBodySchema = z.object({ suborderId: z.string().min(1).max(60) });
export const cancelledSuborderAnswerSchema = z.object({ suborderId: z.string(), balance: z.string() });
