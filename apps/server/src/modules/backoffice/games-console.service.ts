import {
  type ConsoleGame,
  type ConsoleGameListQuery,
  type ConsoleGamePage,
  type ConsoleGameUpdate,
  type ConsoleVendor,
  type ConsoleVendorUpdate,
  type FeedImportAnswer,
  type FeedImportBody,
  formatMinor,
  type LanguageCode,
  parseAmount,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import { ZodError } from 'zod';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { importFeed, parseCsv } from '../games/game-feed.ts';
import { audit, type StaffActor } from '../staff/staff.service.ts';
import { scopedMerchant } from './backoffice-access.ts';
import * as q from './games-console.queries.ts';

/**
 * The game catalogue of a merchant in the back office (issue 15 part 7). Every change is checked
 * against the version it was read with (EDIT_CONFLICT when another came first) and leaves an audit
 * row with the values before and after. The lobby's in-memory catalogue hears of it through the
 * tables' triggers (migrations 0020, 0026), in every process.
 */

export interface StaffCall {
  staff: StaffActor;
  ip: string;
}

function consoleGame(row: q.ConsoleGameRow, language: LanguageCode): ConsoleGame {
  return {
    nodeId: String(row.node_id),
    vendorCode: row.vendor_code,
    vendorName: row.vendor_name,
    gameCode: row.game_code,
    name: row.names[language] ?? row.names.EN ?? row.game_code,
    gameType: row.game_type,
    status: row.status,
    integrated: row.integrated,
    vendorEnabled: row.vendor_enabled,
    enabled: row.enabled,
    isHot: row.is_hot,
    isNew: row.is_new,
    minBet: formatMinor(row.min_bet),
    sort: Number(row.sort),
    feed: {
      isHot: row.feed_hot,
      isNew: row.feed_new,
      minBet: formatMinor(row.feed_min_bet),
      sort: Number(row.feed_sort),
    },
    version: Number(row.version),
  };
}

export async function listConsoleGames(
  db: Kysely<DB>,
  staff: StaffActor,
  query: ConsoleGameListQuery,
  language: LanguageCode,
): Promise<ConsoleGamePage> {
  const merchant = await scopedMerchant(db, staff, query.merchantId);
  const { total, rows } = await q.consoleGamePage(db, merchant.id, language, query);
  return {
    list: rows.map((r) => consoleGame(r, language)),
    pageNo: query.pageNo,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    total,
  };
}

/** What the audit row keeps of a game's settings. */
const settingsOf = (g: ConsoleGame) => ({
  enabled: g.enabled,
  isHot: g.isHot,
  isNew: g.isNew,
  minBet: g.minBet,
  sort: g.sort,
});

/** Saves the merchant's settings of a game; a value equal to the feed's follows the feed again. */
export async function updateConsoleGame(
  db: Kysely<DB>,
  call: StaffCall,
  nodeId: string,
  input: ConsoleGameUpdate,
  language: LanguageCode,
): Promise<ConsoleGame> {
  const merchant = await scopedMerchant(db, call.staff, input.merchantId);
  const minBet = parseAmount(input.minBet);
  if (!minBet) throw new AppError('BAD_REQUEST', { issues: [{ field: 'body.minBet', message: 'amount' }] });
  return db.transaction().execute(async (trx) => {
    const found = await q.findConsoleGame(trx, merchant.id, nodeId);
    if (!found) throw new AppError('NOT_FOUND');
    const before = consoleGame(found, language);
    if (before.version !== input.version) throw new AppError('EDIT_CONFLICT');
    const version = await q.writeMerchantGame(trx, merchant.id, nodeId, input.version, {
      enabled: input.enabled,
      isHot: input.isHot === found.feed_hot ? null : input.isHot,
      isNew: input.isNew === found.feed_new ? null : input.isNew,
      minBet: minBet === BigInt(found.feed_min_bet) ? null : minBet.toString(),
      sort: input.sort === Number(found.feed_sort) ? null : input.sort,
    });
    if (version === undefined) throw new AppError('EDIT_CONFLICT');
    const after = consoleGame((await q.findConsoleGame(trx, merchant.id, nodeId))!, language);
    await audit(
      trx,
      call.staff,
      'game.update',
      `game:${nodeId}`,
      { before: settingsOf(before), after: settingsOf(after), game: `${after.vendorCode}/${after.gameCode}` },
      call.ip,
      merchant.id,
    );
    return after;
  });
}

function consoleVendor(row: q.ConsoleVendorRow): ConsoleVendor {
  return {
    code: row.code,
    name: row.name,
    category: row.category,
    integrated: row.integrated,
    enabled: row.enabled,
    games: Number(row.games),
    shownGames: Number(row.shown_games),
    version: Number(row.version),
  };
}

export async function listConsoleVendors(
  db: Kysely<DB>,
  staff: StaffActor,
  merchantId: number | undefined,
): Promise<{ list: ConsoleVendor[] }> {
  const merchant = await scopedMerchant(db, staff, merchantId);
  return { list: (await q.consoleVendors(db, merchant.id)).map(consoleVendor) };
}

/** Switches a vendor on or off for the merchant: off hides every game of it from its players. */
export async function updateConsoleVendor(
  db: Kysely<DB>,
  call: StaffCall,
  code: string,
  input: ConsoleVendorUpdate,
): Promise<ConsoleVendor> {
  const merchant = await scopedMerchant(db, call.staff, input.merchantId);
  return db.transaction().execute(async (trx) => {
    const found = await q.findConsoleVendor(trx, merchant.id, code);
    if (!found) throw new AppError('NOT_FOUND');
    if (Number(found.version) !== input.version) throw new AppError('EDIT_CONFLICT');
    const version = await q.writeMerchantVendor(trx, merchant.id, code, input.version, input.enabled);
    if (version === undefined) throw new AppError('EDIT_CONFLICT');
    const after = consoleVendor((await q.findConsoleVendor(trx, merchant.id, code))!);
    await audit(
      trx,
      call.staff,
      'vendor.update',
      `vendor:${code}`,
      { before: { enabled: found.enabled }, after: { enabled: after.enabled } },
      call.ip,
      merchant.id,
    );
    return after;
  });
}

/** How many game codes an audit row lists of each kind; the counts are always complete. */
const AUDIT_CODES_KEPT = 500;

const badFeed = (issues: Array<{ field: string; message: string }>) =>
  new AppError('BAD_REQUEST', { issues: issues.slice(0, 20) });

/**
 * A vendor feed uploaded in the console, loaded by the same code as `npm run games:import`. The
 * catalogue is the platform's, shared by every merchant, so only platform staff import.
 */
export async function importConsoleFeed(
  db: Kysely<DB>,
  call: StaffCall,
  body: FeedImportBody,
): Promise<FeedImportAnswer> {
  if (call.staff.merchantIds !== null) throw new AppError('FORBIDDEN');
  let feed: unknown;
  if (body.format === 'csv') feed = { games: parseCsv(body.content) };
  else {
    try {
      feed = JSON.parse(body.content);
    } catch (error) {
      throw badFeed([{ field: 'content', message: `JSON: ${(error as Error).message}` }]);
    }
  }
  return db.transaction().execute(async (trx) => {
    let result: Awaited<ReturnType<typeof importFeed>>;
    try {
      result = await importFeed(trx, feed);
    } catch (error) {
      if (!(error instanceof ZodError)) throw error;
      throw badFeed(error.issues.map((i) => ({ field: i.path.join('.') || 'content', message: i.message })));
    }
    const codes = (games: typeof result.added) =>
      games.slice(0, AUDIT_CODES_KEPT).map((g) => `${g.vendorCode}/${g.gameCode}`);
    await audit(
      trx,
      call.staff,
      'games.import',
      'catalogue',
      {
        after: {
          vendors: result.vendors,
          games: result.games,
          added: result.added.length,
          updated: result.updated.length,
          unchanged: result.unchanged,
        },
        format: body.format,
        addedGames: codes(result.added),
        updatedGames: codes(result.updated),
      },
      call.ip,
      null,
    );
    return result;
  });
}
