import { LOTTERY_VENDOR } from '@ficha/games/lottery/lottery-games';
import { type Kysely, sql } from 'kysely';
import { countedPage } from '../../db/paging.ts';
import type { DB } from '../../db/schema.ts';
import { PLAY_CURRENCY } from '../ledger/ledger-accounts.ts';

/** A member's games: favourites, recent games, and the rounds played from the wallet's bets. */

export async function insertFavourite(db: Kysely<DB>, memberId: number, nodeId: string): Promise<void> {
  await db
    .insertInto('favourite_games')
    .values({ member_id: String(memberId), node_id: nodeId })
    .onConflict((oc) => oc.columns(['member_id', 'node_id']).doNothing())
    .execute();
}

export async function deleteFavourite(db: Kysely<DB>, memberId: number, nodeId: string): Promise<void> {
  await db
    .deleteFrom('favourite_games')
    .where('member_id', '=', String(memberId))
    .where('node_id', '=', nodeId)
    .execute();
}

/** Latest first. */
export async function selectFavouriteIds(db: Kysely<DB>, memberId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('favourite_games')
    .select('node_id')
    .where('member_id', '=', String(memberId))
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((r) => String(r.node_id));
}

/** The game goes to the top of the member's recent games. */
export async function upsertRecent(db: Kysely<DB>, memberId: number, nodeId: string): Promise<void> {
  await db
    .insertInto('recent_games')
    .values({ member_id: String(memberId), node_id: nodeId })
    .onConflict((oc) => oc.columns(['member_id', 'node_id']).doUpdateSet({ played_at: sql<Date>`now()` }))
    .execute();
}

/**
 * The catalogue game a wallet session (s) plays, as games g: same vendor, except the in-house
 * lottery, which plays under its wallet vendor and is listed under LOTT or ELOTT in the catalogue
 * (lottery/gateway/lottery-feed.ts).
 */
const catalogueGameOfSession = sql<boolean>`(g.vendor_code = s.vendor_code OR (s.vendor_code = ${LOTTERY_VENDOR} AND g.vendor_code IN ('LOTT', 'ELOTT')))`;

/** The merchant's latest wins in real money, latest first. */
export async function selectRecentWins(db: Kysely<DB>, merchantId: number, limit: number) {
  return db
    .selectFrom('wallet_bets as b')
    .innerJoin('game_sessions as s', 's.id', 'b.session_id')
    .innerJoin('games as g', (join) =>
      join.onRef('g.game_code', '=', 's.game_code').on(catalogueGameOfSession),
    )
    .innerJoin('members as m', 'm.id', 'b.member_id')
    .select(['m.username', 'g.names', 'g.node_id', 'g.icon_url', 'b.won'])
    .where('b.merchant_id', '=', merchantId)
    .where('s.currency', '<>', PLAY_CURRENCY)
    .where(sql<boolean>`b.won > 0`)
    .orderBy('b.updated_at', 'desc')
    .limit(limit)
    .execute();
}

export interface RoundFilter {
  startDate?: Date | undefined;
  /** Exclusive. */
  endDate?: Date | undefined;
  pageNo: number;
  pageSize: number;
}

/** A page of the member's bets (latest first) and how many there are in the period. */
export async function selectMemberRounds(db: Kysely<DB>, memberId: number, filter: RoundFilter) {
  let query = db
    .selectFrom('wallet_bets as b')
    .innerJoin('game_sessions as s', 's.id', 'b.session_id')
    // The lottery's bets are sub-orders of a ticket (joined below).
    .leftJoin('games as g', (join) =>
      join.onRef('g.game_code', '=', 's.game_code').on(catalogueGameOfSession),
    )
    .leftJoin('game_vendors as v', (join) =>
      join.on(sql<boolean>`v.code = coalesce(g.vendor_code, s.vendor_code)`),
    )
    .leftJoin('lottery_suborders as ls', (join) =>
      join.onRef('ls.id', '=', 'b.tx_id').on('s.vendor_code', '=', LOTTERY_VENDOR),
    )
    .where('b.member_id', '=', String(memberId))
    .where('b.amount', 'is not', null);
  if (filter.startDate) query = query.where('b.created_at', '>=', filter.startDate);
  if (filter.endDate) query = query.where('b.created_at', '<', filter.endDate);
  return countedPage(query, filter, (q) =>
    q
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
        'ls.order_id',
      ])
      .orderBy('b.created_at', 'desc'),
  );
}
