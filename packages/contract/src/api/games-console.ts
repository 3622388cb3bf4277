import { z } from 'zod';
import { dashboardGameRowSchema, dashboardQuerySchema, dashboardVendorRowSchema } from './backoffice.ts';
import { idTextSchema, listOf } from './common.ts';
import { GAME_CATEGORIES } from './game-catalogue.ts';

/**
 * The back office's game catalogue and GGR report under /ops/api/v1 (issue 15 parts 7 and 9). A
 * merchant's settings of a game or vendor carry a `version`: a change sends back the version it
 * was read with, and a newer change in between answers EDIT_CONFLICT. Money in major units as text.
 */

/**
 * Where a game stands on the merchant's site, the first reason that applies: retired from the
 * feed; its vendor has no live integration (never shown to players); its vendor or the game itself
 * switched off by the merchant; else shown.
 */
export const CONSOLE_GAME_STATUSES = ['shown', 'disabled', 'vendorOff', 'notIntegrated', 'retired'] as const;
export type ConsoleGameStatus = (typeof CONSOLE_GAME_STATUSES)[number];

export const CONSOLE_GAME_SORTS = ['order', 'name', 'vendor', 'category', 'minBet', 'status'] as const;
export type ConsoleGameSort = (typeof CONSOLE_GAME_SORTS)[number];

const merchantIdSchema = z.coerce.number().int().positive().optional();
const vendorCodeSchema = z.string().regex(/^[A-Z0-9_]{1,32}$/);
/** The largest page the console asks for (its CSV export reads page after page). */
export const CONSOLE_GAMES_MAX_PAGE = 500;

export const consoleGameListQuerySchema = z.object({
  merchantId: merchantIdSchema,
  /** Part of a name, in any language, accents and case ignored. */
  q: z.string().trim().max(60).optional(),
  vendor: vendorCodeSchema.optional(),
  category: z.enum(GAME_CATEGORIES).optional(),
  status: z.enum(CONSOLE_GAME_STATUSES).optional(),
  sort: z.enum(CONSOLE_GAME_SORTS).default('order'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(CONSOLE_GAMES_MAX_PAGE).default(50),
});
export type ConsoleGameListQuery = z.infer<typeof consoleGameListQuerySchema>;

/** What the merchant may set on a game; the feed's values when it set nothing. */
const gameSettingsSchema = z.object({
  enabled: z.boolean(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  minBet: z.string(),
  /** Lobby order: lower first. */
  sort: z.number(),
});

export const consoleGameSchema = gameSettingsSchema.extend({
  nodeId: z.string(),
  vendorCode: z.string(),
  vendorName: z.string(),
  gameCode: z.string(),
  name: z.string(),
  gameType: z.string(),
  status: z.enum(CONSOLE_GAME_STATUSES),
  /** The vendor has a launch URL: its games can be played. */
  integrated: z.boolean(),
  vendorEnabled: z.boolean(),
  /** The feed's own values, for "back to the feed's". */
  feed: gameSettingsSchema.omit({ enabled: true }),
  version: z.number(),
});
export type ConsoleGame = z.infer<typeof consoleGameSchema>;

export const consoleGamePageSchema = z.object({
  list: z.array(consoleGameSchema),
  pageNo: z.number(),
  totalPages: z.number(),
  total: z.number(),
});
export type ConsoleGamePage = z.infer<typeof consoleGamePageSchema>;

export const consoleGameParamsSchema = z.object({ nodeId: idTextSchema });

/** A minimum bet: an amount above zero with at most two decimals ("0.10"). */
export const minBetTextSchema = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'amount')
  .refine((v) => Number(v) > 0, 'amount');

export const consoleGameUpdateSchema = z.object({
  merchantId: z.number().int().positive().optional(),
  version: z.number().int().min(0),
  enabled: z.boolean(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  minBet: minBetTextSchema,
  sort: z.number().int().min(-1_000_000).max(1_000_000),
});
export type ConsoleGameUpdate = z.infer<typeof consoleGameUpdateSchema>;

export const consoleVendorSchema = z.object({
  code: z.string(),
  name: z.string(),
  category: z.string(),
  integrated: z.boolean(),
  enabled: z.boolean(),
  /** Active games of the vendor, and those the merchant's players see. */
  games: z.number(),
  shownGames: z.number(),
  version: z.number(),
});
export type ConsoleVendor = z.infer<typeof consoleVendorSchema>;
export const consoleVendorListSchema = listOf(consoleVendorSchema);
export const consoleVendorQuerySchema = z.object({ merchantId: merchantIdSchema });
export const consoleVendorParamsSchema = z.object({ code: vendorCodeSchema });

export const consoleVendorUpdateSchema = z.object({
  merchantId: z.number().int().positive().optional(),
  version: z.number().int().min(0),
  enabled: z.boolean(),
});
export type ConsoleVendorUpdate = z.infer<typeof consoleVendorUpdateSchema>;

/** The largest feed file the console uploads, in characters. */
export const FEED_MAX_CHARS = 4_000_000;

/** A feed file's text as `npm run games:import` reads it: JSON { vendors, games } or CSV of games. */
export const feedImportBodySchema = z.object({
  format: z.enum(['json', 'csv']),
  content: z.string().min(1).max(FEED_MAX_CHARS),
});
export type FeedImportBody = z.infer<typeof feedImportBodySchema>;

const importedGameSchema = z.object({ vendorCode: z.string(), gameCode: z.string(), name: z.string() });
export const feedImportAnswerSchema = z.object({
  vendors: z.number(),
  games: z.number(),
  added: z.array(importedGameSchema),
  updated: z.array(importedGameSchema),
  unchanged: z.number(),
});
export type FeedImportAnswer = z.infer<typeof feedImportAnswerSchema>;

/** The GGR report's range: the dashboard's (a merchant and up to a year of UTC days). */
export const ggrReportQuerySchema = dashboardQuerySchema;
export type GgrReportQuery = z.infer<typeof ggrReportQuerySchema>;

const ggrFiguresSchema = z.object({ bets: z.string(), wins: z.string(), ggr: z.string() });
export const ggrReportSchema = z.object({
  merchantId: z.number(),
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  total: ggrFiguresSchema,
  days: z.array(ggrFiguresSchema.extend({ day: z.string() })),
  games: z.array(dashboardGameRowSchema),
  vendors: z.array(dashboardVendorRowSchema),
});
export type GgrReport = z.infer<typeof ggrReportSchema>;
