import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { searchText } from './search-text.ts';

/** Feed rows as the import writes them: upserts by code, so a feed imported twice changes nothing. */

export interface FeedVendorRow {
  code: string;
  displayName: string;
  accountTypeName: string;
  category: string;
  logoUrl: string;
  launchUrl: string | null;
  sort: number;
}

export interface FeedGameRow {
  vendor: string;
  gameCode: string;
  gameId: string;
  nameEN: string;
  namePT?: string | undefined;
  gameType: string;
  classify: string[];
  supportPlay: number;
  minBet: bigint;
  minLine: number;
  /** Return to player in percent; absent: not published. */
  rtp?: number | undefined;
  isNew: boolean;
  hotRank?: number | undefined;
  roomId?: string | undefined;
  gameGroupId?: string | undefined;
  lottoMode?: string | undefined;
  sort: number;
}

export async function selectVendorCodes(db: Kysely<DB>): Promise<string[]> {
  return (await db.selectFrom('game_vendors').select('code').execute()).map((v) => v.code);
}

/** A vendor's names, category and order; its launch URL only when new (an operator may have set it). */
export async function upsertVendor(db: Kysely<DB>, v: FeedVendorRow): Promise<void> {
  await db
    .insertInto('game_vendors')
    .values({
      code: v.code,
      display_name: v.displayName,
      account_type_name: v.accountTypeName,
      category: v.category,
      logo_url: v.logoUrl,
      launch_url: v.launchUrl,
      sort: v.sort,
    })
    .onConflict((oc) =>
      oc.column('code').doUpdateSet({
        display_name: v.displayName,
        account_type_name: v.accountTypeName,
        category: v.category,
        logo_url: v.logoUrl,
        sort: v.sort,
      }),
    )
    .execute();
}

/** A game the upsert wrote: new (inserted) or changed; a row the feed left as it was is not returned. */
export interface WrittenGame {
  vendor_code: string;
  game_code: string;
  names: Record<string, string>;
  inserted: boolean;
}

/** The columns a feed sets; a row whose values are all the same is left alone (and not returned). */
const FEED_COLUMNS = [
  'game_id',
  'names',
  'search_text',
  'game_type',
  'classify',
  'support_play',
  'min_bet',
  'min_line',
  'rtp',
  'is_new',
  'hot_rank',
  'sort',
] as const;

export async function upsertGames(db: Kysely<DB>, chunk: FeedGameRow[]): Promise<WrittenGame[]> {
  return (
    db
      .insertInto('games')
      .values(
        chunk.map((g) => ({
          vendor_code: g.vendor,
          game_code: g.gameCode,
          game_id: g.gameId,
          room_id: g.roomId ?? null,
          game_group_id: g.gameGroupId ?? null,
          lotto_mode: g.lottoMode ?? null,
          names: JSON.stringify({ EN: g.nameEN, PT: g.namePT || g.nameEN }),
          search_text: searchText(`${g.nameEN} ${g.namePT ?? ''}`),
          game_type: g.gameType,
          classify: g.classify,
          support_play: g.supportPlay,
          min_bet: g.minBet.toString(),
          min_line: g.minLine,
          rtp: g.rtp === undefined ? null : g.rtp.toFixed(2),
          is_new: g.isNew,
          hot_rank: g.hotRank ?? null,
          sort: g.sort,
        })),
      )
      .onConflict((oc) =>
        oc
          .constraint('games_vendor_code_key')
          .doUpdateSet((eb) => ({
            game_id: eb.ref('excluded.game_id'),
            names: eb.ref('excluded.names'),
            search_text: eb.ref('excluded.search_text'),
            game_type: eb.ref('excluded.game_type'),
            classify: eb.ref('excluded.classify'),
            support_play: eb.ref('excluded.support_play'),
            min_bet: eb.ref('excluded.min_bet'),
            min_line: eb.ref('excluded.min_line'),
            rtp: eb.ref('excluded.rtp'),
            is_new: eb.ref('excluded.is_new'),
            hot_rank: eb.ref('excluded.hot_rank'),
            sort: eb.ref('excluded.sort'),
            updated_at: sql<Date>`now()`,
          }))
          .where(
            sql<boolean>`(${sql.join(FEED_COLUMNS.map((c) => sql.ref(`games.${c}`)))}) IS DISTINCT FROM (${sql.join(
              FEED_COLUMNS.map((c) => sql.ref(`excluded.${c}`)),
            )})`,
          ),
      )
      // xmax is 0 on a row this statement inserted, the updating transaction's id on one it updated.
      .returning(['vendor_code', 'game_code', 'names', sql<boolean>`(xmax = 0)`.as('inserted')])
      .execute()
  );
}
