import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { ordersWithCancellable } from '../orders.queries.ts';

/**
 * The member gateway's reads of tickets (lottery_orders) beyond what the frame's queries answer,
 * and the removal of the demo's made-up lottery vendors.
 */

/** The member's own ticket, with whether its period still takes bets; undefined for anyone else's. */
export async function memberOrder(db: Kysely<DB>, memberId: number, orderId: string) {
  return ordersWithCancellable(db)
    .where('o.id', '=', orderId)
    .where('o.member_id', '=', String(memberId))
    .executeTakeFirst();
}

/** Whether the sub-order is one of the member's (whatever its state). */
export async function isMemberSuborder(
  db: Kysely<DB>,
  memberId: number,
  suborderId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('lottery_suborders as s')
    .innerJoin('lottery_orders as o', 'o.id', 's.order_id')
    .select('s.id')
    .where('s.id', '=', suborderId)
    .where('o.member_id', '=', String(memberId))
    .executeTakeFirst();
  return row !== undefined;
}

/** The games among `gameCodes` the member placed tickets on, the latest played first. */
export async function recentlyPlayedGames(
  db: Kysely<DB>,
  memberId: number,
  gameCodes: readonly string[],
): Promise<string[]> {
  if (gameCodes.length === 0) return [];
  const rows = await db
    .selectFrom('lottery_orders')
    .select(['game_code', (eb) => eb.fn.max('created_at').as('played_at')])
    .where('member_id', '=', String(memberId))
    .where('game_code', 'in', [...gameCodes])
    .groupBy('game_code')
    .orderBy('played_at', 'desc')
    .execute();
  return rows.map((row) => row.game_code);
}

/**
 * Removes these catalogue vendors with their games (and, by cascade, favourites and recent
 * entries), unless one has a launch URL: an operator connected it for real.
 */
export async function deleteUnconnectedVendors(db: Kysely<DB>, codes: readonly string[]): Promise<void> {
  const rows = await db
    .selectFrom('game_vendors')
    .select('code')
    .where('code', 'in', [...codes])
    .where('launch_url', 'is', null)
    .execute();
  if (rows.length === 0) return;
  const unconnected = rows.map((row) => row.code);
  await db.deleteFrom('games').where('vendor_code', 'in', unconnected).execute();
  await db.deleteFrom('game_vendors').where('code', 'in', unconnected).execute();
}
