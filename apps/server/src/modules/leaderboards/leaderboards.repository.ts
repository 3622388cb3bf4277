import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** SQL of leaderboards: their periods, the ranks read from the wallet's bets, the winners. */

export type LeaderboardRow = NonNullable<Awaited<ReturnType<typeof findLeaderboard>>>;

export const findLeaderboard = (db: Kysely<DB>, id: number) =>
  db.selectFrom('leaderboards').selectAll().where('id', '=', id).executeTakeFirst();

export const lockLeaderboard = (db: Kysely<DB>, id: number) =>
  db.selectFrom('leaderboards').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

/** The merchant's leaderboards, newest period first. */
export const leaderboardsOf = (db: Kysely<DB>, merchantId: number, limit = 20) =>
  db
    .selectFrom('leaderboards')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('ends_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

/** Running leaderboards whose period is over (the closing run's work). */
export const dueLeaderboards = (db: Kysely<DB>, now: Date) =>
  db
    .selectFrom('leaderboards')
    .select(['id', 'merchant_id'])
    .where('status', '=', 'RUNNING')
    .where('ends_at', '<=', now)
    .orderBy('id')
    .execute();

export interface Standing {
  member_id: string;
  username: string;
  score: string;
}

/**
 * The period's standings from the wallet's placed bets of the merchant's real members: TURNOVER
 * sums stakes, WIN sums what bets won. Ties go to the member who reached the score first (the
 * earliest last bet), then the lower id, so a repeated ranking gives the same order.
 */
export async function standings(
  db: Kysely<DB>,
  board: { merchant_id: number; metric: 'TURNOVER' | 'WIN'; starts_at: Date; ends_at: Date },
  limit: number,
  memberId?: number,
): Promise<Standing[]> {
  const score = board.metric === 'TURNOVER' ? sql<string>`sum(b.amount)` : sql<string>`sum(b.won)`;
  let query = db
    .selectFrom('wallet_bets as b')
    .innerJoin('members as m', 'm.id', 'b.member_id')
    .select(['b.member_id', 'm.username', sql<string>`${score}::text`.as('score')])
    .where('b.merchant_id', '=', board.merchant_id)
    .where('b.status', '=', 'PLACED')
    .where('b.created_at', '>=', board.starts_at)
    .where('b.created_at', '<', board.ends_at)
    .where('m.type', 'in', [0, 1, 2])
    .groupBy(['b.member_id', 'm.username'])
    .having(score, '>', '0');
  if (memberId !== undefined) query = query.where('b.member_id', '=', String(memberId));
  const rows = await query
    .orderBy(score, 'desc')
    .orderBy(sql`max(b.created_at)`)
    .orderBy('b.member_id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ member_id: String(r.member_id), username: r.username, score: r.score }));
}

/** How many members score more than `score` (the member's place outside the prizes). */
export async function placeOf(db: Kysely<DB>, board: Parameters<typeof standings>[1], score: string) {
  const all = await standings(db, board, 10_000);
  return all.filter((s) => BigInt(s.score) > BigInt(score)).length + 1;
}

export const winnersOf = (db: Kysely<DB>, leaderboardId: number) =>
  db
    .selectFrom('leaderboard_winners as w')
    .innerJoin('members as m', 'm.id', 'w.member_id')
    .select(['w.rank', 'w.member_id', 'm.username', 'w.score', 'w.prize', 'w.grant_id'])
    .where('w.leaderboard_id', '=', leaderboardId)
    .orderBy('w.rank')
    .execute();

export async function insertWinner(
  db: Kysely<DB>,
  row: {
    leaderboard_id: number;
    rank: number;
    member_id: string;
    score: string;
    prize: string;
    grant_id: string | null;
  },
) {
  await db
    .insertInto('leaderboard_winners')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function markClosed(db: Kysely<DB>, id: number, now: Date) {
  await db
    .updateTable('leaderboards')
    .set({ status: 'CLOSED', closed_at: now })
    .where('id', '=', id)
    .execute();
}

/** Closing early ends the period now (the operator's "close now"). */
export async function endPeriodAt(db: Kysely<DB>, id: number, endsAt: Date) {
  await db
    .updateTable('leaderboards')
    .set({ ends_at: endsAt })
    .where('id', '=', id)
    .where('ends_at', '>', endsAt)
    .execute();
}

export async function insertLeaderboard(
  db: Kysely<DB>,
  row: {
    merchant_id: number;
    titles: string;
    metric: 'TURNOVER' | 'WIN';
    starts_at: Date;
    ends_at: Date;
    prizes: string[];
    turnover_multiple: number;
  },
) {
  return db.insertInto('leaderboards').values(row).returning('id').executeTakeFirstOrThrow();
}
