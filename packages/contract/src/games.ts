import { z } from 'zod';
import { LANGUAGE_CODES } from './languages.ts';

/**
 * The game catalogue's shapes (spec section 3 'Game', 'Game vendor sorting', 'Favourites',
 * 'Winner entry'; section 7 'Games').
 */

/** Lobby categories (spec section 2 'Home and lobby'). */
export const GAME_CATEGORIES = [
  'RNG',
  'LIVE',
  'FISH',
  'SPORTS',
  'CRASH',
  'NEW',
  'GAMESHOW',
  'MEGAWAY',
  'FEATUREBUY',
  'BONUSGAME',
  'TG',
  'BG',
  'LOTTERY',
  'ESPORTS',
  'COCKFIGHT',
  'CARD',
  'BGS',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Spec section 4 'Game click': vendors that open the lottery page instead of the generic launcher. */
export const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'] as const;

/** Spec section 5: minimum-bet filter choices (RNG only). */
export const MIN_BET_CHOICES = ['0.01', '0.05', '0.1', '0.5', '0.75'] as const;

/** Spec section 9: page sizes. */
export const PAGE_SIZE = { gameList: 9, homeList: 20, favourites: 24, winners: 20 } as const;

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
  minBet: z.string(),
  minLine: z.number(),
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
  winAmount: z.string(),
  nodeId: z.string(),
});
export type Winner = z.infer<typeof winnerSchema>;

export const launchAnswerSchema = z.object({
  /** Where the game runs, inside /m/launchGame's frame. */
  url: z.string(),
  sessionId: z.string(),
  mode: z.enum(['REAL', 'FREE']),
  currency: z.string(),
});
