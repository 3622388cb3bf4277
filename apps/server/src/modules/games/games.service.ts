import {
  formatMinor,
  type Game,
  type GameCategory,
  type LanguageCode,
  parseAmount,
  TRIAL_TYPE,
  type VendorSorting,
  type Winner,
} from '@ficha/contract';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { PLAY_CURRENCY } from '../ledger/ledger-accounts.ts';
import type { AuthenticatedMember } from '../members/members.repository.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { openGameSession } from '../wallet/seamless-wallet.service.ts';
import { searchText } from './search-text.ts';

/** Classifications of RNG games that the lobby menu shows as categories (spec 'Home and lobby'). */
const RNG_CLASSES = ['MEGAWAY', 'FEATUREBUY', 'BONUSGAME'];
/** Spec 'Vendor sorting': sports vendors split into these categories, placed after SPORTS. */
const SPORTS_FAMILY = ['SPORTS', 'COCKFIGHT', 'ESPORTS'];

const CLASSIFY_NAMES: Record<string, Record<LanguageCode, string>> = {
  all: { PT: 'Todos', EN: 'All' },
  new: { PT: 'Novos', EN: 'New' },
  favourite: { PT: 'Favoritos', EN: 'Favourites' },
};

// biome-ignore lint/suspicious/noExplicitAny: the builder's selection is widened step by step below.
type GameQuery = SelectQueryBuilder<any, any, any>;

/** Active games this merchant has not switched off, with their vendor. */
function catalogue(db: Kysely<DB>, merchantId: number) {
  return db
    .selectFrom('games as g')
    .innerJoin('game_vendors as v', 'v.code', 'g.vendor_code')
    .leftJoin('merchant_games as mg', (join) =>
      join.onRef('mg.node_id', '=', 'g.node_id').on('mg.merchant_id', '=', merchantId),
    )
    .where('g.active', '=', true)
    .where((eb) => eb.or([eb('mg.enabled', 'is', null), eb('mg.enabled', '=', true)]));
}

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
  'g.is_new',
  'g.hot_rank',
  'v.display_name',
  'v.launch_url',
] as const;

interface GameRow {
  node_id: string;
  vendor_code: string;
  game_code: string;
  game_id: string;
  room_id: string | null;
  game_group_id: string | null;
  lotto_mode: string | null;
  tel_node_id: string | null;
  names: Record<string, string>;
  game_type: string;
  classify: string[];
  support_play: number;
  is_h5: boolean;
  icon_url: string;
  min_bet: string;
  min_line: number;
  is_new: boolean;
  hot_rank: number | null;
  display_name: string;
  launch_url: string | null;
}

export function toGame(row: GameRow, language: LanguageCode, merchantCode: string): Game {
  const name = row.names[language] ?? row.names.EN ?? row.game_code;
  // Spec section 9: the game icon path carries the merchant code in upper case.
  const icon = row.icon_url || `/game-icons/${merchantCode.toUpperCase()}/${row.node_id}.svg`;
  return {
    nodeId: row.node_id,
    nodeName: name,
    gameName: name,
    displayName: row.display_name,
    gameType: row.game_type,
    vassalage: row.vendor_code,
    vendorCode: row.vendor_code,
    gameId: row.game_id,
    roomId: row.room_id,
    gameCode: row.game_code,
    gameGroupId: row.game_group_id,
    lottoMode: row.lotto_mode,
    supportPlay: row.support_play,
    isGameH5: row.is_h5,
    iconUrl: icon,
    mobileSmallIcon: icon,
    showIcon: true,
    telNodeId: row.tel_node_id,
    gameClassifyNew: row.classify,
    minBet: formatMinor(row.min_bet),
    minLine: row.min_line,
    isNew: row.is_new,
    isHot: row.hot_rank !== null,
    available: row.launch_url !== null,
  };
}

export interface GameListFilter {
  gameName?: string | undefined;
  gameType?: GameCategory | undefined;
  vassalage?: string | undefined;
  gameClassify?: string | undefined;
  isNew?: boolean | undefined;
  minBet?: string | undefined;
  minLine?: number | undefined;
  pageNo: number;
  pageSize: number;
}

interface CachedGame extends GameRow {
  search_text: string;
  category: string;
}

/**
 * The catalogue changes only by import or by an operator, and a lobby asks for it all the time:
 * each process keeps a merchant's enabled games in memory for CATALOGUE_TTL_MS (an import through
 * this process clears it at once) and filters, searches and pages there. 20,000 games filter in
 * about a millisecond, where a LIKE scan per request would queue on the embedded database.
 */
const CATALOGUE_TTL_MS = 15_000;
const catalogueCache = new WeakMap<Kysely<DB>, Map<number, { until: number; rows: Promise<CachedGame[]> }>>();

export function forgetCatalogue(db: Kysely<DB>): void {
  catalogueCache.delete(db);
}

function cachedCatalogue(db: Kysely<DB>, merchantId: number): Promise<CachedGame[]> {
  let byMerchant = catalogueCache.get(db);
  if (!byMerchant) {
    byMerchant = new Map();
    catalogueCache.set(db, byMerchant);
  }
  const hit = byMerchant.get(merchantId);
  if (hit && hit.until > Date.now()) return hit.rows;
  const rows = (catalogue(db, merchantId) as GameQuery)
    .select([...GAME_COLUMNS, 'g.search_text', 'v.category'])
    .orderBy(sql`coalesce(mg.sort, g.sort)`)
    .orderBy('g.node_id')
    .execute() as Promise<CachedGame[]>;
  byMerchant.set(merchantId, { until: Date.now() + CATALOGUE_TTL_MS, rows });
  rows.catch(() => byMerchant.delete(merchantId));
  return rows;
}

function inCategory(game: CachedGame, gameType: GameCategory): boolean {
  if (RNG_CLASSES.includes(gameType)) return game.game_type === 'RNG' && game.classify.includes(gameType);
  if (gameType === 'NEW') return game.is_new;
  if (gameType === 'BGS') return game.vendor_code === 'BGS';
  if (gameType === 'COCKFIGHT' || gameType === 'ESPORTS') return game.category === gameType;
  return game.game_type === gameType;
}

/** GCSGAME_gameList (spec section 7): filters, accent- and case-insensitive name search, paging. */
export async function listGames(
  db: Kysely<DB>,
  merchant: Merchant,
  language: LanguageCode,
  member: AuthenticatedMember | null,
  f: GameListFilter,
) {
  const all = await cachedCatalogue(db, merchant.id);
  const classify = f.gameClassify?.trim();
  const favourites = classify === 'favourite' ? new Set(member ? await favouriteIds(db, member) : []) : null;
  const minBet = f.minBet ? String(parseAmount(f.minBet) ?? 0n) : undefined;
  const needle = f.gameName ? searchText(f.gameName) : '';
  const matches = all.filter(
    (g) =>
      (!f.gameType || inCategory(g, f.gameType)) &&
      (!f.vassalage || g.vendor_code === f.vassalage) &&
      (!f.isNew || g.is_new) &&
      (!minBet || g.min_bet === minBet) &&
      (!f.minLine || g.min_line === f.minLine) &&
      (!needle || g.search_text.includes(needle)) &&
      (!classify ||
        classify === 'all' ||
        (classify === 'new'
          ? g.is_new
          : favourites
            ? favourites.has(g.node_id)
            : g.classify.includes(classify))),
  );
  return {
    games: matches
      .slice((f.pageNo - 1) * f.pageSize, f.pageNo * f.pageSize)
      .map((r) => toGame(r, language, merchant.code)),
    pageNum: f.pageNo,
    totalPages: Math.max(1, Math.ceil(matches.length / f.pageSize)),
    total: matches.length,
  };
}

export async function hotGames(
  db: Kysely<DB>,
  merchant: Merchant,
  language: LanguageCode,
  limit = 30,
): Promise<Game[]> {
  const rows = (await (catalogue(db, merchant.id) as GameQuery)
    .where('g.hot_rank', 'is not', null)
    .select([...GAME_COLUMNS])
    .orderBy('g.hot_rank')
    .limit(limit)
    .execute()) as GameRow[];
  return rows.map((r) => toGame(r, language, merchant.code));
}

/**
 * GCSGAME_getVassGameType (spec sections 3-4 'Vendor sorting'): per category its vendors with game
 * counts and a classification list. RNG with a BGS vendor: BGS becomes its own first category.
 * Sports vendors split into SPORTS, COCKFIGHT and ESPORTS, placed after SPORTS.
 */
export async function vendorSorting(
  db: Kysely<DB>,
  merchant: Merchant,
  language: LanguageCode,
): Promise<VendorSorting> {
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
    LEFT JOIN merchant_games mg ON mg.node_id = g.node_id AND mg.merchant_id = ${merchant.id}
    WHERE g.active AND coalesce(mg.enabled, true)
    GROUP BY v.code
    ORDER BY v.sort, v.code`.execute(db);
  const categories = new Map<string, { vendors: typeof rows; classes: Set<string> }>();
  for (const row of rows) {
    const category = row.code === 'BGS' && row.category === 'RNG' ? 'BGS' : row.category;
    const entry = categories.get(category) ?? { vendors: [], classes: new Set<string>() };
    entry.vendors.push(row);
    for (const c of row.classes ?? []) entry.classes.add(c);
    categories.set(category, entry);
  }
  const order = (category: string): number => {
    if (category === 'BGS') return -1;
    const family = SPORTS_FAMILY.indexOf(category);
    if (family >= 0) return 100 + family;
    return (
      ['RNG', 'LIVE', 'FISH', 'CRASH', 'GAMESHOW', 'TG', 'BG', 'CARD', 'LOTTERY'].indexOf(category) +
      (category === 'LOTTERY' ? 200 : 0)
    );
  };
  const classifyName = (code: string) =>
    CLASSIFY_NAMES[code]?.[language] ?? code.charAt(0).toUpperCase() + code.slice(1);
  return {
    content: [...categories.entries()]
      .sort(([a], [b]) => order(a) - order(b))
      .map(([gameCategory, entry]) => ({
        gameCategory,
        vendorNames: entry.vendors.map((v) => ({
          vassalage: v.code,
          accountTypeName: v.account_type_name,
          displayName: v.display_name,
          logoUrl: v.logo_url,
          gameCount: Number(v.games),
        })),
        // Spec 'Game classifications': all, new, favourite plus vendor-specific ones; FISH has none.
        gameClassify:
          gameCategory === 'FISH'
            ? []
            : ['all', 'new', 'favourite', ...[...entry.classes].sort()].map((code) => ({
                code,
                name: classifyName(code),
              })),
      })),
  };
}

async function findGame(db: Kysely<DB>, merchant: Merchant, nodeId: string): Promise<GameRow> {
  if (!/^\d{1,18}$/.test(nodeId)) throw new AppError('GAME_NOT_FOUND');
  const row = (await (catalogue(db, merchant.id) as GameQuery)
    .where('g.node_id', '=', nodeId)
    .select([...GAME_COLUMNS])
    .executeTakeFirst()) as GameRow | undefined;
  if (!row) throw new AppError('GAME_NOT_FOUND');
  return row;
}

export async function addFavourite(
  db: Kysely<DB>,
  merchant: Merchant,
  member: AuthenticatedMember,
  nodeId: string,
): Promise<void> {
  await findGame(db, merchant, nodeId);
  await db
    .insertInto('favourite_games')
    .values({ member_id: String(member.id), node_id: nodeId })
    .onConflict((oc) => oc.columns(['member_id', 'node_id']).doNothing())
    .execute();
}

export async function removeFavourite(
  db: Kysely<DB>,
  member: AuthenticatedMember,
  nodeId: string,
): Promise<void> {
  if (!/^\d{1,18}$/.test(nodeId)) throw new AppError('GAME_NOT_FOUND');
  await db
    .deleteFrom('favourite_games')
    .where('member_id', '=', String(member.id))
    .where('node_id', '=', nodeId)
    .execute();
}

export async function favouriteIds(db: Kysely<DB>, member: AuthenticatedMember): Promise<string[]> {
  const rows = await db
    .selectFrom('favourite_games')
    .select('node_id')
    .where('member_id', '=', String(member.id))
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((r) => String(r.node_id));
}

export async function recordRecent(
  db: Kysely<DB>,
  merchant: Merchant,
  member: AuthenticatedMember,
  nodeId: string,
): Promise<void> {
  await findGame(db, merchant, nodeId);
  await db
    .insertInto('recent_games')
    .values({ member_id: String(member.id), node_id: nodeId })
    .onConflict((oc) => oc.columns(['member_id', 'node_id']).doUpdateSet({ played_at: sql<Date>`now()` }))
    .execute();
}

export async function recentGames(
  db: Kysely<DB>,
  merchant: Merchant,
  language: LanguageCode,
  member: AuthenticatedMember,
): Promise<Game[]> {
  const rows = (await (catalogue(db, merchant.id) as GameQuery)
    .innerJoin('recent_games as r', 'r.node_id', 'g.node_id')
    .where('r.member_id', '=', String(member.id))
    .select([...GAME_COLUMNS])
    .orderBy('r.played_at', 'desc')
    .limit(20)
    .execute()) as GameRow[];
  return rows.map((r) => toGame(r, language, merchant.code));
}

/** Winner board (spec 'Winner entry'): recent wins from the wallet, names masked. */
export async function winners(
  db: Kysely<DB>,
  merchant: Merchant,
  language: LanguageCode,
  limit: number,
): Promise<Winner[]> {
  const rows = await db
    .selectFrom('wallet_bets as b')
    .innerJoin('game_sessions as s', 's.id', 'b.session_id')
    .innerJoin('games as g', (join) =>
      join.onRef('g.vendor_code', '=', 's.vendor_code').onRef('g.game_code', '=', 's.game_code'),
    )
    .innerJoin('members as m', 'm.id', 'b.member_id')
    .select(['m.username', 'g.names', 'g.node_id', 'g.icon_url', 'b.won'])
    .where('b.merchant_id', '=', merchant.id)
    .where('s.currency', '<>', PLAY_CURRENCY)
    .where(sql<boolean>`b.won > 0`)
    .orderBy('b.updated_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    customerName: `${r.username.slice(0, 2)}***${r.username.slice(-1)}`,
    gameName: r.names[language] ?? r.names.EN ?? '',
    iconUrl: r.icon_url || `/game-icons/${merchant.code.toUpperCase()}/${r.node_id}.svg`,
    winAmount: formatMinor(r.won),
    nodeId: String(r.node_id),
  }));
}

/**
 * /wps/game/launchGame (spec section 4 'Game click'): a game session bound to the member, the game
 * and one currency (PLAY for free play), and a recent-game entry. A vendor without a live
 * integration answers PROVIDER_UNAVAILABLE: the catalogue never pretends.
 */
export async function launchGame(
  db: Kysely<DB>,
  merchant: Merchant,
  language: LanguageCode,
  member: AuthenticatedMember,
  input: { nodeId: string; freePlay: boolean },
) {
  const game = await findGame(db, merchant, input.nodeId);
  if (member.type === TRIAL_TYPE && !input.freePlay) throw new AppError('FREE_REJECT');
  if (input.freePlay && game.support_play !== 0) throw new AppError('FREE_PLAY_UNSUPPORTED');
  await recordRecent(db, merchant, member, input.nodeId);
  if (!game.launch_url) throw new AppError('PROVIDER_UNAVAILABLE', { vendor: game.vendor_code });
  const currency = input.freePlay ? PLAY_CURRENCY : merchant.currency;
  const session = await openGameSession(db, {
    merchantId: merchant.id,
    memberId: member.id,
    vendorCode: game.vendor_code,
    gameCode: game.game_code,
    currency,
    loginSessionId: member.sessionId,
  });
  const url = `${game.launch_url}?session=${encodeURIComponent(session.id)}&game=${encodeURIComponent(game.game_code)}&lang=${language}`;
  return {
    url,
    sessionId: session.id,
    mode: input.freePlay ? ('FREE' as const) : ('REAL' as const),
    currency,
  };
}

/** /lgw/orders: the member's rounds from the wallet's bet records. */
export async function gameRecords(
  db: Kysely<DB>,
  language: LanguageCode,
  member: AuthenticatedMember,
  filter: { startDate?: Date | undefined; endDate?: Date | undefined; pageNo: number; pageSize: number },
) {
  let query = db
    .selectFrom('wallet_bets as b')
    .innerJoin('game_sessions as s', 's.id', 'b.session_id')
    .leftJoin('games as g', (join) =>
      join.onRef('g.vendor_code', '=', 's.vendor_code').onRef('g.game_code', '=', 's.game_code'),
    )
    .leftJoin('game_vendors as v', 'v.code', 's.vendor_code')
    .where('b.member_id', '=', String(member.id))
    .where('b.amount', 'is not', null);
  if (filter.startDate) query = query.where('b.created_at', '>=', filter.startDate);
  if (filter.endDate) query = query.where('b.created_at', '<', filter.endDate);
  const total = Number(
    (await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
  );
  const rows = await query
    .select([
      'b.round_id',
      'b.tx_id',
      'b.amount',
      'b.won',
      'b.status',
      'b.created_at',
      'b.currency',
      's.vendor_code',
      'v.display_name',
      'g.names',
    ])
    .orderBy('b.created_at', 'desc')
    .limit(filter.pageSize)
    .offset((filter.pageNo - 1) * filter.pageSize)
    .execute();
  return {
    list: rows.map((r) => ({
      roundId: r.round_id ?? r.tx_id,
      // Unique per bet: several bets can share a round (crash, the money wheel).
      transactionId: `${r.vendor_code}:${r.tx_id}`,
      gameName: r.names?.[language] ?? r.names?.EN ?? '',
      vendor: r.vendor_code,
      // The player reads the vendor's name ("Ficha Originals"), not its code (hardening 18).
      vendorName: r.display_name ?? r.vendor_code,
      currency: r.currency ?? '',
      betAmount: formatMinor(r.amount ?? '0'),
      winAmount: formatMinor(r.won),
      status: r.status,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    pageNo: filter.pageNo,
    totalPages: Math.max(1, Math.ceil(total / filter.pageSize)),
    total,
  };
}
