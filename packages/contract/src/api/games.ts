import { z } from 'zod';
import { LANGUAGE_CODES } from '../languages.ts';
import {
  idTextSchema,
  instantTextSchema,
  listOf,
  moneyTextSchema,
  pageOf,
  pagingQuerySchema,
} from './common.ts';
import { GAME_CATEGORIES, MIN_BET_CHOICES, PAGE_SIZE } from './game-catalogue.ts';

/**
 * The game catalogue's shapes (spec section 3 'Game', 'Game vendor sorting', 'Favourites',
 * 'Winner entry'; section 7 'Games').
 */

export const gameSchema = z.object({
  nodeId: z.string(),
  nodeName: z.string(),
  gameName: z.string(),
  displayName: z.string(),
  gameType: z.string(),
  vassalage: z.string(),
  vendorCode: z.string(),
  gameId: z.string(),
  roomId: z.string().nullable(),
  gameCode: z.string(),
  gameGroupId: z.string().nullable(),
  lottoMode: z.string().nullable(),
  /** 0: free play supported (list items); 1 on vendor items (spec section 3). */
  supportPlay: z.number(),
  isGameH5: z.boolean(),
  iconUrl: z.string(),
  mobileSmallIcon: z.string(),
  showIcon: z.boolean(),
  telNodeId: z.string().nullable(),
  /** Classifications; contains 'Crash' for crash games. */
  gameClassifyNew: z.array(z.string()),
  minBet: moneyTextSchema,
  minLine: z.number(),
  /**
   * Return to player in percent, "96.50" (issue 19 part 5); null when the vendor has published
   * none: the site says so and never invents a figure.
   */
  rtp: z.string().nullable(),
  isNew: z.boolean(),
  isHot: z.boolean(),
  /** The vendor has a live integration: launching works. */
  available: z.boolean(),
});
export type Game = z.infer<typeof gameSchema>;

export const vendorSortingSchema = z.object({
  content: z.array(
    z.object({
      gameCategory: z.string(),
      vendorNames: z.array(
        z.object({
          vassalage: z.string(),
          accountTypeName: z.string(),
          displayName: z.string(),
          logoUrl: z.string(),
          gameCount: z.number(),
        }),
      ),
      gameClassify: z.array(z.object({ code: z.string(), name: z.string() })),
    }),
  ),
});
export type VendorSorting = z.infer<typeof vendorSortingSchema>;

export const gameListQuerySchema = z.object({
  merchant: z.string().max(32).optional(),
  platform: z.literal('html5').default('html5'),
  gameName: z.string().trim().max(60).optional(),
  gameType: z.enum(GAME_CATEGORIES).optional(),
  vassalage: z
    .string()
    .regex(/^[A-Z0-9_]{1,32}$/)
    .optional(),
  gameClassify: z.string().max(40).optional(),
  isNew: z.enum(['0', '1', 'true', 'false']).optional(),
  minBet: z.enum(MIN_BET_CHOICES).optional(),
  minLine: z.coerce.number().int().min(0).max(10_000).optional(),
  language: z.enum(LANGUAGE_CODES).optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE.gameList),
});

export const gameListAnswerSchema = z.object({
  games: z.array(gameSchema),
  pageNum: z.number(),
  totalPages: z.number(),
  total: z.number(),
});

export const winnerSchema = z.object({
  customerName: z.string(),
  gameName: z.string(),
  iconUrl: z.string(),
  winAmount: moneyTextSchema,
  nodeId: z.string(),
});
export type Winner = z.infer<typeof winnerSchema>;
export const winnerListSchema = listOf(winnerSchema);
export type WinnerList = z.infer<typeof winnerListSchema>;

export const launchAnswerSchema = z.object({
  /** Where the game runs, inside /m/launchGame's frame. */
  url: z.string(),
  sessionId: z.string(),
  mode: z.enum(['REAL', 'FREE']),
  currency: z.string(),
});
export type LaunchAnswer = z.infer<typeof launchAnswerSchema>;
export type GameListPage = z.infer<typeof gameListAnswerSchema>;

/** The list language a lobby call may ask for; the request's language otherwise. */
const listLanguage = z.enum(LANGUAGE_CODES).optional();

export const vendorSortingQuerySchema = z.object({
  typeId: z.coerce.number().int().optional(),
  language: listLanguage,
});

export const hotGamesQuerySchema = z.object({
  isPlatform: z.coerce.number().optional(),
  platform: z.literal('html5').optional(),
  language: listLanguage,
});

export const winnersQuerySchema = z.object({
  gameCategory: z.string().max(20).default('ALL'),
  limitNum: z.coerce.number().int().min(1).max(50).default(20),
  language: listLanguage,
});

export const listLanguageQuerySchema = z.object({ language: listLanguage });

/** A list of games (hot, recent, lottery). */
export const gamesListSchema = listOf(gameSchema);
export type GamesList = z.infer<typeof gamesListSchema>;

/** Favourites add/remove and recent-game bodies (spec section 3 'Favourites'). */
export const nodeBodySchema = z.object({
  nodeId: z.coerce.string().regex(/^\d{1,18}$/),
  vendor: z.string().max(32).optional(),
});
export type NodeBody = z.input<typeof nodeBodySchema>;

export const successSchema = z.object({ success: z.boolean() });
export type Success = z.infer<typeof successSchema>;

/** The member's favourite node ids. */
export const favouriteIdsSchema = listOf(z.string());
export type FavouriteIds = z.infer<typeof favouriteIdsSchema>;

export const favouriteListQuerySchema = z.object({
  gameType: z.enum(GAME_CATEGORIES).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE.favourites),
  language: listLanguage,
});

export const favouritePageSchema = z.object({
  content: z.array(gameSchema),
  totalPages: z.number(),
  total: z.number(),
});
export type FavouritePage = z.infer<typeof favouritePageSchema>;

export const launchQuerySchema = z.object({
  /** A catalogue game; absent for the lottery launch by game code below. */
  nodeId: idTextSchema.optional(),
  freePlay: z.enum(['0', '1']).default('0'),
  /** Spec section 7 "lottery launch: vendor, gameCode, prizeMode, playType" (the in-house lottery). */
  vendor: z.string().max(32).optional(),
  gameCode: z.string().max(60).optional(),
  prizeMode: z.string().max(10).optional(),
  playType: z.enum(['ent', 'trad']).optional(),
});

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .transform((d) => new Date(`${d}T00:00:00Z`));

/** /lgw/orders: days YYYY-MM-DD, both included. */
export const gameRecordsQuerySchema = pagingQuerySchema.extend({
  startDate: day.optional(),
  endDate: day.optional(),
});

/** One round the member played (issue 5 'Game records'). Amounts are decimal strings. */
export const gameRecordSchema = z.object({
  roundId: z.string(),
  transactionId: z.string(),
  gameName: z.string(),
  /** The vendor's code ("FICHA") and the name a player reads ("Ficha Originals"). */
  vendor: z.string(),
  vendorName: z.string(),
  /** ISO currency of the round, or PLAY for free play. */
  currency: z.string(),
  betAmount: moneyTextSchema,
  winAmount: moneyTextSchema,
  status: z.string(),
  createdAt: instantTextSchema,
  /** The lottery ticket this bet is a sub-order of (its /lgw/orders/detail), null for other games. */
  orderId: z.string().nullable(),
});
export type GameRecord = z.infer<typeof gameRecordSchema>;

export const gameRecordPageSchema = pageOf(gameRecordSchema);
export type GameRecordPage = z.infer<typeof gameRecordPageSchema>;
