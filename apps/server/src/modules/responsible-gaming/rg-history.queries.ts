import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * The member's play history per calendar day (issue 19 part 5), read from the ledger and the game
 * sessions, never from a copy: what the page shows is what the ledger holds.
 */

export interface HistoryDayRow {
  day: string;
  deposits: string;
  bets: string;
  wins: string;
  seconds: string;
}

/**
 * One row per day of the `days` days ending today in `timeZone`, oldest first.
 * - deposits: DEPOSIT transfers into the member's cash account;
 * - bets: stakes of BET transfers out of the member's cash or bonus account, less ROLLBACK returns;
 * - wins: WIN transfers into them;
 * - seconds: time in games, each game session from its opening to its last bet (a game opened and
 *   left without a bet counts nothing), sessions that overlap merged so two games at once count once.
 */
export async function historyDays(
  db: Kysely<DB>,
  q: { memberId: number; currency: string; timeZone: string; now: Date; days: number },
): Promise<HistoryDayRow[]> {
  const member = String(q.memberId);
  const { rows } = await sql<HistoryDayRow>`
    WITH days AS (
      SELECT to_char(d, 'YYYY-MM-DD') AS day,
        d AT TIME ZONE ${q.timeZone} AS day_start,
        (d + interval '1 day') AT TIME ZONE ${q.timeZone} AS day_end
      FROM generate_series(
        ((${q.now}::timestamptz AT TIME ZONE ${q.timeZone})::date - ${q.days - 1}::int)::timestamp,
        (${q.now}::timestamptz AT TIME ZONE ${q.timeZone})::date::timestamp,
        interval '1 day') AS d
    ),
    money AS (
      SELECT to_char(e.created_at AT TIME ZONE ${q.timeZone}, 'YYYY-MM-DD') AS day, t.kind, a.kind AS account,
        sum(e.amount) AS amount
      FROM ledger_accounts a
      JOIN ledger_entries e ON e.account_id = a.id
      JOIN ledger_transfers t ON t.id = e.transfer_id
      WHERE a.member_id = ${member}::bigint AND a.currency = ${q.currency}
        AND a.kind IN ('PLAYER_CASH', 'PLAYER_BONUS')
        AND t.kind IN ('DEPOSIT', 'BET', 'WIN', 'ROLLBACK')
        AND e.created_at >= (SELECT min(day_start) FROM days)
      GROUP BY 1, 2, 3
    ),
    played AS (
      SELECT gs.created_at AS start,
        greatest(gs.created_at, (SELECT max(b.created_at) FROM wallet_bets b
          WHERE b.member_id = gs.member_id AND b.session_id = gs.id AND b.status = 'PLACED'
            AND b.created_at >= gs.created_at)) AS stop
      FROM game_sessions gs
      WHERE gs.member_id = ${member}::bigint
        AND gs.created_at >= (SELECT min(day_start) FROM days) - interval '1 day'
    ),
    ordered AS (
      SELECT start, stop,
        max(stop) OVER (ORDER BY start, stop ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS reach
      FROM played WHERE stop > start
    ),
    grouped AS (
      SELECT start, stop,
        sum(CASE WHEN reach IS NULL OR start > reach THEN 1 ELSE 0 END) OVER (ORDER BY start, stop) AS island
      FROM ordered
    ),
    islands AS (SELECT min(start) AS start, max(stop) AS stop FROM grouped GROUP BY island)
    SELECT d.day,
      coalesce((SELECT sum(amount) FROM money m
        WHERE m.day = d.day AND m.kind = 'DEPOSIT' AND m.account = 'PLAYER_CASH'), 0)::text AS deposits,
      (-coalesce((SELECT sum(amount) FROM money m
        WHERE m.day = d.day AND m.kind IN ('BET', 'ROLLBACK')), 0))::text AS bets,
      coalesce((SELECT sum(amount) FROM money m WHERE m.day = d.day AND m.kind = 'WIN'), 0)::text AS wins,
      coalesce((SELECT sum(extract(epoch FROM least(i.stop, d.day_end) - greatest(i.start, d.day_start)))
        FROM islands i WHERE i.start < d.day_end AND i.stop > d.day_start), 0)::bigint::text AS seconds
    FROM days d
    ORDER BY d.day`.execute(db);
  return rows;
}
