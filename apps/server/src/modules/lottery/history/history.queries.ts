import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/schema.ts';

/**
 * The reads of the lottery's public screens. Past draws walk the periods' primary key
 * (merchant, game, numero) backwards: a game's numeros sort as its draw times do. Wins walk the
 * partial index of winning sub-orders (migration 0022) by settled time. Every read has a limit.
 */

const DRAWN = ['DRAWN', 'SETTLED'] as const;

/** Drawn and voided periods, newest first, before `before` when given. */
export function drawnPeriods(
  db: Kysely<DB>,
  merchantId: number,
  gameCode: string,
  options: { before?: string | undefined; limit: number; withVoid: boolean },
) {
  let query = db
    .selectFrom('lottery_periods')
    .select(['numero', 'opens_at', 'closes_at', 'draws_at', 'seed', 'seed_hash', 'result', 'status'])
    .where('merchant_id', '=', merchantId)
    .where('game_code', '=', gameCode)
    .where('status', 'in', options.withVoid ? [...DRAWN, 'VOID'] : [...DRAWN]);
  if (options.before !== undefined) query = query.where('numero', '<', options.before);
  return query.orderBy('numero', 'desc').limit(options.limit).execute();
}

export interface WinRow {
  username: string;
  game_code: string;
  numero: string;
  bet_type: string;
  pick: string;
  amount: string;
  win: string;
  settled_at: Date;
}

function winsOf(db: Kysely<DB>, merchantId: number, currency: string) {
  return db
    .selectFrom('lottery_suborders as s')
    .innerJoin('lottery_orders as o', 'o.id', 's.order_id')
    .innerJoin('members as m', 'm.id', 'o.member_id')
    .select(['m.username', 'o.game_code', 'o.numero', 's.bet_type', 's.pick', 's.amount', 's.settled_at'])
    .select(sql<string>`s.win`.as('win'))
    .where('s.status', '=', 'SETTLED')
    .where('s.win', '>', '0')
    .where('o.merchant_id', '=', merchantId)
    .where('o.currency', '=', currency);
}

/** The newest winning sub-orders. */
export async function latestWins(
  db: Kysely<DB>,
  merchantId: number,
  currency: string,
  limit: number,
): Promise<WinRow[]> {
  return (await winsOf(db, merchantId, currency)
    .orderBy('s.settled_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(limit)
    .execute()) as WinRow[];
}

/** The biggest winning sub-orders settled since `since`, biggest first (the earlier on a tie). */
export async function biggestWinsSince(
  db: Kysely<DB>,
  merchantId: number,
  currency: string,
  since: Date,
  limit: number,
): Promise<WinRow[]> {
  return (await winsOf(db, merchantId, currency)
    .where('s.settled_at', '>=', since)
    .orderBy('s.win', 'desc')
    .orderBy('s.settled_at')
    .limit(limit)
    .execute()) as WinRow[];
}

/** What the draws paid since `since`: the sum and count of winning sub-orders. */
export async function paidSince(
  db: Kysely<DB>,
  merchantId: number,
  currency: string,
  since: Date,
): Promise<{ paid: string; wins: number }> {
  const row = await db
    .selectFrom('lottery_suborders as s')
    .innerJoin('lottery_orders as o', 'o.id', 's.order_id')
    .select([sql<string>`coalesce(sum(s.win), 0)::text`.as('paid'), sql<string>`count(*)::text`.as('wins')])
    .where('s.status', '=', 'SETTLED')
    .where('s.win', '>', '0')
    .where('s.settled_at', '>=', since)
    .where('o.merchant_id', '=', merchantId)
    .where('o.currency', '=', currency)
    .executeTakeFirstOrThrow();
  return { paid: row.paid, wins: Number(row.wins) };
}
