import { type Kysely, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type { DB, GamesTable } from '../../db/schema.ts';

/** The catalogue as a merchant's lobby reads it: games, vendors, the merchant's switches. */

// biome-ignore lint/suspicious/noExplicitAny: the builder's selection is widened step by step below.
type GameQuery = SelectQueryBuilder<any, any, any>;

/** Every game with its vendor and this merchant's settings of both (no row: on, the feed's values). */
export function merchantCatalogue(db: Kysely<DB>, merchantId: number) {
  return db
    .selectFrom('games as g')
    .innerJoin('game_vendors as v', 'v.code', 'g.vendor_code')
    .leftJoin('merchant_games as mg', (join) =>
      join.onRef('mg.node_id', '=', 'g.node_id').on('mg.merchant_id', '=', merchantId),
    )
    .leftJoin('merchant_vendors as mv', (join) =>
      join.onRef('mv.vendor_code', '=', 'v.code').on('mv.merchant_id', '=', merchantId),
    );
}

/**
 * What players see (issue 15 part 7): active games of a vendor with a live integration (a launch
 * URL; without one a launch could only fail), neither the game nor its vendor switched off by
 * this merchant.
 */
function catalogue(db: Kysely<DB>, merchantId: number) {
  return merchantCatalogue(db, merchantId)
    .where('g.active', '=', true)
    .where('v.launch_url', 'is not', null)
    .where(sql<boolean>`coalesce(mg.enabled, true) AND coalesce(mv.enabled, true)`);
}

/** The merchant's hot flag over the feed's rank: a game made hot by the merchant follows the ranked ones. */
export const EFFECTIVE_HOT_RANK = sql<number | null>`CASE
  WHEN mg.is_hot IS NULL THEN g.hot_rank
  WHEN mg.is_hot THEN coalesce(g.hot_rank, 100000 + coalesce(mg.sort, g.sort))
  END`;
export const EFFECTIVE_MIN_BET = sql<string>`coalesce(mg.min_bet, g.min_bet)`;
export const EFFECTIVE_IS_NEW = sql<boolean>`coalesce(mg.is_new, g.is_new)`;

const GAME_COLUMNS = [
  'g.node_id',
  'g.vendor_code',
  'g.game_code',
  'g.game_id',
  'g.room_id',
  'g.game_group_id',
  'g.lotto_mode',
  'g.tel_node_id',
  'g.names',
  'g.game_type',
  'g.classify',
  'g.support_play',
  'g.is_h5',
  'g.icon_url',
  'g.min_bet',
  'g.min_line',
  'g.rtp',
  'v.display_name',
  'v.launch_url',
] as const;

/** The columns a merchant may set, as that merchant's lobby reads them. */
const MERCHANT_COLUMNS = [
  EFFECTIVE_MIN_BET.as('min_bet'),
  EFFECTIVE_IS_NEW.as('is_new'),
  EFFECTIVE_HOT_RANK.as('hot_rank'),
] as const;
const LOBBY_COLUMNS = [...GAME_COLUMNS, ...MERCHANT_COLUMNS];

/** The column names of one table's alias in a list of `alias.column` selections. */
type ColumnsOf<Alias extends string, T> = T extends `${Alias}.${infer C}` ? C : never;
type Selected<Alias extends string> = ColumnsOf<Alias, (typeof GAME_COLUMNS)[number]>;

/** A game as the lobby lists it: the columns above, of the game and of its vendor. */
export type GameRow = Pick<Selectable<GamesTable>, Selected<'g'> | 'min_bet' | 'is_new' | 'hot_rank'> &
  Pick<Selectable<DB['game_vendors']>, Selected<'v'>>;

/** A game row with what the in-memory filters need besides. */
export interface CatalogueRow extends GameRow {
  search_text: string;
  category: string;
}

/** The merchant's whole catalogue in lobby order. */
export function selectCatalogue(db: Kysely<DB>, merchantId: number): Promise<CatalogueRow[]> {
  return (catalogue(db, merchantId) as GameQuery)
    .select([...LOBBY_COLUMNS, 'g.search_text', 'v.category'])
    .orderBy(sql`coalesce(mg.sort, g.sort)`)
    .orderBy('g.node_id')
    .execute() as Promise<CatalogueRow[]>;
}

export async function selectHotGames(db: Kysely<DB>, merchantId: number, limit: number): Promise<GameRow[]> {
  return (await (catalogue(db, merchantId) as GameQuery)
    .where(EFFECTIVE_HOT_RANK, 'is not', null)
    .select([...LOBBY_COLUMNS])
    .orderBy(EFFECTIVE_HOT_RANK)
    .orderBy('g.node_id')
    .limit(limit)
    .execute()) as GameRow[];
}

export async function findCatalogueGame(
  db: Kysely<DB>,
  merchantId: number,
  nodeId: string,
): Promise<GameRow | undefined> {
  return (await (catalogue(db, merchantId) as GameQuery)
    .where('g.node_id', '=', nodeId)
    .select([...LOBBY_COLUMNS])
    .executeTakeFirst()) as GameRow | undefined;
}

/** A game as a launch judges it: also one switched off or without integration, with the reasons. */
export type LaunchRow = GameRow & { active: boolean; shown: boolean };

function launchQuery(db: Kysely<DB>, merchantId: number) {
  return (merchantCatalogue(db, merchantId) as GameQuery).select([
    ...LOBBY_COLUMNS,
    'g.active',
    sql<boolean>`coalesce(mg.enabled, true) AND coalesce(mv.enabled, true)`.as('shown'),
  ]);
}

export async function findLaunchGame(
  db: Kysely<DB>,
  merchantId: number,
  nodeId: string,
): Promise<LaunchRow | undefined> {
  return (await launchQuery(db, merchantId).where('g.node_id', '=', nodeId).executeTakeFirst()) as
    | LaunchRow
    | undefined;
}

/** The catalogue entries of a game code under some vendors (the lottery's, launched by code). */
export async function findLaunchGamesByCode(
  db: Kysely<DB>,
  merchantId: number,
  vendorCodes: readonly string[],
  gameCode: string,
): Promise<LaunchRow[]> {
  return (await launchQuery(db, merchantId)
    .where('g.vendor_code', 'in', vendorCodes)
    .where('g.game_code', '=', gameCode)
    .execute()) as LaunchRow[];
}

/** The member's last 20 games played, latest first. */
export async function selectRecentGames(
  db: Kysely<DB>,
  merchantId: number,
  memberId: number,
): Promise<GameRow[]> {
  return (await (catalogue(db, merchantId) as GameQuery)
    .innerJoin('recent_games as r', 'r.node_id', 'g.node_id')
    .where('r.member_id', '=', String(memberId))
    .select([...LOBBY_COLUMNS])
    .orderBy('r.played_at', 'desc')
    .limit(20)
    .execute()) as GameRow[];
}

/** Each vendor with games this merchant shows: their count and every classification of the vendor. */
export async function selectVendorCounts(db: Kysely<DB>, merchantId: number) {
  const { rows } = await sql<{
    code: string;
    display_name: string;
    account_type_name: string;
    logo_url: string;
    category: string;
    games: string;
    classes: string[] | null;
  }>`
    SELECT v.code, v.display_name, v.account_type_name, v.logo_url, v.category, v.sort,
           count(*)::text AS games,
           (SELECT array_agg(DISTINCT c) FROM games g2, unnest(g2.classify) c
             WHERE g2.vendor_code = v.code AND g2.active) AS classes
    FROM games g
    JOIN game_vendors v ON v.code = g.vendor_code
    LEFT JOIN merchant_games mg ON mg.node_id = g.node_id AND mg.merchant_id = ${merchantId}
    LEFT JOIN merchant_vendors mv ON mv.vendor_code = v.code AND mv.merchant_id = ${merchantId}
    WHERE g.active AND v.launch_url IS NOT NULL AND coalesce(mg.enabled, true) AND coalesce(mv.enabled, true)
    GROUP BY v.code
    ORDER BY v.sort, v.code`.execute(db);
  return rows;
}

/** What a generated icon tile shows: the game's names and its vendor's, in any merchant's catalogue. */
export async function findIconGame(db: Kysely<DB>, nodeId: string) {
  return db
    .selectFrom('games')
    .innerJoin('game_vendors', 'game_vendors.code', 'games.vendor_code')
    .select(['games.names', 'game_vendors.display_name'])
    .where('games.node_id', '=', nodeId)
    .executeTakeFirst();
}

export async function findMerchantLanguage(db: Kysely<DB>, code: string): Promise<string | undefined> {
  const merchant = await db
    .selectFrom('merchants')
    .select('default_language')
    .where('code', '=', code)
    .executeTakeFirst();
  return merchant?.default_language;
}
