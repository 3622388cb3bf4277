import {
  type FavouritePage,
  formatMinor,
  type Game,
  type GameCategory,
  type GameListPage,
  type LanguageCode,
  parseAmount,
  type VendorSorting,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import { KeptUntilChanged } from '../../db/change-feed.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthenticatedMember } from '../members/members.repository.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import type { CatalogueRow, GameRow } from './games.repository.ts';
import * as repo from './games.repository.ts';
import { selectFavouriteIds } from './member-games.queries.ts';
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

/** Spec section 9: a generated icon's path carries the merchant code in upper case. */
export const gameIconUrl = (iconUrl: string, merchantCode: string, nodeId: string | number) =>
  iconUrl || `/game-icons/${merchantCode.toUpperCase()}/${nodeId}.svg`;

export function toGame(row: GameRow, language: LanguageCode, merchantCode: string): Game {
  const name = row.names[language] ?? row.names.EN ?? row.game_code;
  const icon = gameIconUrl(row.icon_url, merchantCode, row.node_id);
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
    rtp: row.rtp === null ? null : Number(row.rtp).toFixed(2),
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

/**
 * A lobby asks for the catalogue all the time; it changes only by import or by an operator. Each
 * process keeps a merchant's enabled games in memory until the catalogue's tables change in any
 * process (db/change-feed.ts), and filters, searches and pages there, where a LIKE scan per
 * request would queue on the embedded database. The matches of each search are kept with it:
 * a lobby's searches repeat, and 20,000 games take about a millisecond to filter.
 */
interface Catalogue {
  rows: CatalogueRow[];
  /** Matches by filter, the oldest forgotten past SEARCHES_KEPT. */
  searches: Map<string, CatalogueRow[]>;
}

const SEARCHES_KEPT = 500;
const catalogues = new WeakMap<Kysely<DB>, KeptUntilChanged<number, Catalogue>>();

export function forgetCatalogue(db: Kysely<DB>): void {
  catalogues.get(db)?.close();
  catalogues.delete(db);
}

function cachedCatalogue(db: Kysely<DB>, merchantId: number): Promise<Catalogue> {
  let kept = catalogues.get(db);
  if (!kept) {
    kept = new KeptUntilChanged(db, ['games', 'game_vendors', 'merchant_games', 'merchant_vendors']);
    catalogues.set(db, kept);
  }
  return kept.get(merchantId, async () => ({
    rows: await repo.selectCatalogue(db, merchantId),
    searches: new Map(),
  }));
}

function rememberedSearch(catalogue: Catalogue, key: string, search: () => CatalogueRow[]): CatalogueRow[] {
  const known = catalogue.searches.get(key);
  if (known) return known;
  const found = search();
  if (catalogue.searches.size >= SEARCHES_KEPT) {
    catalogue.searches.delete(catalogue.searches.keys().next().value as string);
  }
  catalogue.searches.set(key, found);
  return found;
}

function inCategory(game: CatalogueRow, gameType: GameCategory): boolean {
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
): Promise<GameListPage> {
  const catalogue = await cachedCatalogue(db, merchant.id);
  const classify = f.gameClassify?.trim();
  const favourites =
    classify === 'favourite' ? new Set(member ? await selectFavouriteIds(db, member.id) : []) : null;
  const minBet = f.minBet ? String(parseAmount(f.minBet) ?? 0n) : undefined;
  const needle = f.gameName ? searchText(f.gameName) : '';
  const search = () =>
    catalogue.rows.filter(
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
  // A member's favourites are theirs alone: that search is not kept.
  const matches = favourites
    ? search()
    : rememberedSearch(
        catalogue,
        JSON.stringify([f.gameType, f.vassalage, f.isNew, minBet, f.minLine, needle, classify]),
        search,
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
  const rows = await repo.selectHotGames(db, merchant.id, limit);
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
  const rows = await repo.selectVendorCounts(db, merchant.id);
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

/** A game of the merchant's catalogue; GAME_NOT_FOUND for any other id. */
export async function findGame(db: Kysely<DB>, merchant: Merchant, nodeId: string): Promise<GameRow> {
  if (!/^\d{1,18}$/.test(nodeId)) throw new AppError('GAME_NOT_FOUND');
  const row = await repo.findCatalogueGame(db, merchant.id, nodeId);
  if (!row) throw new AppError('GAME_NOT_FOUND');
  return row;
}

/**
 * A game a member asks to launch: GAME_NOT_FOUND for an unknown or retired one, GAME_DISABLED when
 * this merchant switched it or its vendor off (a lobby page opened before the switch still shows
 * it). A game without integration is returned: the launch says PROVIDER_UNAVAILABLE, by name.
 */
export async function findLaunchGame(db: Kysely<DB>, merchant: Merchant, nodeId: string): Promise<GameRow> {
  if (!/^\d{1,18}$/.test(nodeId)) throw new AppError('GAME_NOT_FOUND');
  const row = await repo.findLaunchGame(db, merchant.id, nodeId);
  if (!row?.active) throw new AppError('GAME_NOT_FOUND');
  if (!row.shown) throw new AppError('GAME_DISABLED');
  return row;
}

/** A lottery game launched by its code: refused when the merchant switched it off in the catalogue. */
export async function checkLotteryGameShown(
  db: Kysely<DB>,
  merchant: Merchant,
  vendorCodes: readonly string[],
  gameCode: string,
): Promise<void> {
  const rows = await repo.findLaunchGamesByCode(db, merchant.id, vendorCodes, gameCode);
  if (rows.length > 0 && !rows.some((r) => r.active && r.shown)) throw new AppError('GAME_DISABLED');
}

/** MCSFE_getFavoriteGamesList: the member's favourites of a category, paged. */
export async function favouritePage(
  db: Kysely<DB>,
  merchant: Merchant,
  language: LanguageCode,
  member: AuthenticatedMember,
  query: { gameType?: GameCategory | undefined; pageNo: number; pageSize: number },
): Promise<FavouritePage> {
  const page = await listGames(db, merchant, language, member, { ...query, gameClassify: 'favourite' });
  return { content: page.games, totalPages: page.totalPages, total: page.total };
}

/** The lottery gateway's lists (spec section 7): the LOTTERY category; popular: the 10 first, hot first. */
export async function lotteryGames(
  db: Kysely<DB>,
  merchant: Merchant,
  language: LanguageCode,
  member: AuthenticatedMember | null,
  popular: boolean,
): Promise<Game[]> {
  const page = await listGames(db, merchant, language, member, {
    gameType: 'LOTTERY',
    pageNo: 1,
    pageSize: 100,
  });
  return popular
    ? [...page.games].sort((a, b) => Number(b.isHot) - Number(a.isHot)).slice(0, 10)
    : page.games;
}

/**
 * A generated tile's title and vendor, in the merchant's default language (the path carries the
 * merchant code); undefined for an unknown game.
 */
export async function iconTile(
  db: Kysely<DB>,
  merchantCode: string,
  nodeId: string | undefined,
): Promise<{ title: string; vendor: string } | undefined> {
  const language = await repo.findMerchantLanguage(db, merchantCode.toUpperCase().slice(0, 32));
  const game = nodeId ? await repo.findIconGame(db, nodeId) : undefined;
  if (!game) return undefined;
  return { title: game.names[language ?? 'EN'] ?? game.names.EN ?? '', vendor: game.display_name };
}
