import type { ConsoleGameListQuery, ConsoleGameSort, ConsoleGameStatus, LanguageCode } from '@ficha/contract';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { countedPage } from '../../db/paging.ts';
import type { DB } from '../../db/schema.ts';
import {
  EFFECTIVE_HOT_RANK,
  EFFECTIVE_IS_NEW,
  EFFECTIVE_MIN_BET,
  merchantCatalogue,
} from '../games/games.repository.ts';
import { searchText } from '../games/search-text.ts';

/**
 * The catalogue as a merchant's staff see it (issue 15 part 7): every game, also those players
 * never see, with why (CONSOLE_GAME_STATUSES, first reason first), the merchant's values and the
 * feed's, and the version of the merchant's row (0 without one).
 */

// biome-ignore lint/suspicious/noExplicitAny: the joined catalogue's tables are widened for sql fragments.
type CatalogueQuery = SelectQueryBuilder<any, any, object>;

const STATUS = sql<ConsoleGameStatus>`CASE
  WHEN NOT g.active THEN 'retired'
  WHEN v.launch_url IS NULL THEN 'notIntegrated'
  WHEN NOT coalesce(mv.enabled, true) THEN 'vendorOff'
  WHEN NOT coalesce(mg.enabled, true) THEN 'disabled'
  ELSE 'shown' END`;
const STATUS_RANK = sql<number>`CASE
  WHEN NOT g.active THEN 4
  WHEN v.launch_url IS NULL THEN 3
  WHEN NOT coalesce(mv.enabled, true) THEN 2
  WHEN NOT coalesce(mg.enabled, true) THEN 1
  ELSE 0 END`;
const SORT = sql<number>`coalesce(mg.sort, g.sort)`;

export interface ConsoleGameRow {
  node_id: string;
  vendor_code: string;
  vendor_name: string;
  game_code: string;
  names: Record<string, string>;
  game_type: string;
  status: ConsoleGameStatus;
  integrated: boolean;
  vendor_enabled: boolean;
  enabled: boolean;
  is_hot: boolean;
  is_new: boolean;
  min_bet: string;
  sort: number;
  feed_hot: boolean;
  feed_new: boolean;
  feed_min_bet: string;
  feed_sort: number;
  version: number;
}

function selectConsoleGame(query: CatalogueQuery) {
  return query.select([
    'g.node_id',
    'g.vendor_code',
    'v.display_name as vendor_name',
    'g.game_code',
    'g.names',
    'g.game_type',
    STATUS.as('status'),
    sql<boolean>`v.launch_url IS NOT NULL`.as('integrated'),
    sql<boolean>`coalesce(mv.enabled, true)`.as('vendor_enabled'),
    sql<boolean>`coalesce(mg.enabled, true)`.as('enabled'),
    sql<boolean>`${EFFECTIVE_HOT_RANK} IS NOT NULL`.as('is_hot'),
    EFFECTIVE_IS_NEW.as('is_new'),
    sql<string>`${EFFECTIVE_MIN_BET}::text`.as('min_bet'),
    SORT.as('sort'),
    sql<boolean>`g.hot_rank IS NOT NULL`.as('feed_hot'),
    'g.is_new as feed_new',
    sql<string>`g.min_bet::text`.as('feed_min_bet'),
    'g.sort as feed_sort',
    sql<number>`coalesce(mg.version, 0)`.as('version'),
  ]);
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function orderOf(sort: ConsoleGameSort, language: LanguageCode) {
  switch (sort) {
    case 'order':
      return SORT;
    case 'name':
      return sql`lower(coalesce(g.names->>${language}, g.names->>'EN', g.game_code))`;
    case 'vendor':
      return sql`v.display_name`;
    case 'category':
      return sql`g.game_type`;
    case 'minBet':
      return EFFECTIVE_MIN_BET;
    case 'status':
      return STATUS_RANK;
  }
}

/** One page of the merchant's games, filtered and sorted, with the count of all that match. */
export function consoleGamePage(
  db: Kysely<DB>,
  merchantId: number,
  language: LanguageCode,
  q: ConsoleGameListQuery,
): Promise<{ total: number; rows: ConsoleGameRow[] }> {
  let filtered = merchantCatalogue(db, merchantId) as CatalogueQuery;
  const needle = q.q ? searchText(q.q) : '';
  if (needle) filtered = filtered.where(sql<boolean>`g.search_text LIKE ${likePattern(needle)}`);
  if (q.vendor) filtered = filtered.where('g.vendor_code', '=', q.vendor);
  if (q.category) filtered = filtered.where('g.game_type', '=', q.category);
  if (q.status) filtered = filtered.where(sql<boolean>`${STATUS} = ${q.status}`);
  const dir = q.dir === 'desc' ? sql`DESC` : sql`ASC`;
  return countedPage(filtered, q, (query) =>
    selectConsoleGame(query)
      .orderBy(sql`${orderOf(q.sort, language)} ${dir}`)
      .orderBy('g.node_id'),
  ) as Promise<{ total: number; rows: ConsoleGameRow[] }>;
}

export async function findConsoleGame(
  db: Kysely<DB>,
  merchantId: number,
  nodeId: string,
): Promise<ConsoleGameRow | undefined> {
  return (await selectConsoleGame(merchantCatalogue(db, merchantId) as CatalogueQuery)
    .where('g.node_id', '=', nodeId)
    .executeTakeFirst()) as ConsoleGameRow | undefined;
}

/** The merchant's values of a game: null where it keeps the feed's. */
export interface MerchantGameValues {
  enabled: boolean;
  isHot: boolean | null;
  isNew: boolean | null;
  minBet: string | null;
  sort: number | null;
}

/**
 * Writes the merchant's row of a game if it is still at `version` (no row, or a row older than
 * versions, is version 0): the version goes up by one. Undefined when another change came first.
 */
export async function writeMerchantGame(
  db: Kysely<DB>,
  merchantId: number,
  nodeId: string,
  version: number,
  v: MerchantGameValues,
): Promise<number | undefined> {
  const values = { enabled: v.enabled, is_hot: v.isHot, is_new: v.isNew, min_bet: v.minBet, sort: v.sort };
  const next = { ...values, version: sql<number>`merchant_games.version + 1`, updated_at: sql<Date>`now()` };
  const row =
    version === 0
      ? await db
          .insertInto('merchant_games')
          .values({ merchant_id: merchantId, node_id: nodeId, ...values, version: 1 })
          .onConflict((oc) =>
            oc.columns(['merchant_id', 'node_id']).doUpdateSet(next).where('merchant_games.version', '=', 0),
          )
          .returning('version')
          .executeTakeFirst()
      : await db
          .updateTable('merchant_games')
          .set(next)
          .where('merchant_id', '=', merchantId)
          .where('node_id', '=', nodeId)
          .where('version', '=', version)
          .returning('version')
          .executeTakeFirst();
  return row?.version;
}

export interface ConsoleVendorRow {
  code: string;
  name: string;
  category: string;
  integrated: boolean;
  enabled: boolean;
  games: string;
  shown_games: string;
  version: number;
}

/** Every vendor with its integration, the merchant's switch, and its active and shown games. */
export async function consoleVendors(db: Kysely<DB>, merchantId: number): Promise<ConsoleVendorRow[]> {
  const { rows } = await sql<ConsoleVendorRow>`
    SELECT v.code, v.display_name AS name, v.category, v.launch_url IS NOT NULL AS integrated,
      coalesce(mv.enabled, true) AS enabled, coalesce(mv.version, 0) AS version,
      count(g.node_id)::text AS games,
      count(g.node_id) FILTER (WHERE v.launch_url IS NOT NULL AND coalesce(mv.enabled, true)
        AND coalesce(mg.enabled, true))::text AS shown_games
    FROM game_vendors v
    LEFT JOIN merchant_vendors mv ON mv.vendor_code = v.code AND mv.merchant_id = ${merchantId}
    LEFT JOIN games g ON g.vendor_code = v.code AND g.active
    LEFT JOIN merchant_games mg ON mg.node_id = g.node_id AND mg.merchant_id = ${merchantId}
    GROUP BY v.code, mv.enabled, mv.version
    ORDER BY v.sort, v.code`.execute(db);
  return rows;
}

export async function findConsoleVendor(db: Kysely<DB>, merchantId: number, code: string) {
  return (await consoleVendors(db, merchantId)).find((v) => v.code === code);
}

/** Switches a vendor for the merchant if its row is still at `version` (0: none); undefined if not. */
export async function writeMerchantVendor(
  db: Kysely<DB>,
  merchantId: number,
  code: string,
  version: number,
  enabled: boolean,
): Promise<number | undefined> {
  const next = { enabled, version: sql<number>`merchant_vendors.version + 1`, updated_at: sql<Date>`now()` };
  const row =
    version === 0
      ? await db
          .insertInto('merchant_vendors')
          .values({ merchant_id: merchantId, vendor_code: code, enabled, version: 1 })
          .onConflict((oc) =>
            oc
              .columns(['merchant_id', 'vendor_code'])
              .doUpdateSet(next)
              .where('merchant_vendors.version', '=', 0),
          )
          .returning('version')
          .executeTakeFirst()
      : await db
          .updateTable('merchant_vendors')
          .set(next)
          .where('merchant_id', '=', merchantId)
          .where('vendor_code', '=', code)
          .where('version', '=', version)
          .returning('version')
          .executeTakeFirst();
  return row?.version;
}
