import type { LotteryOpsPeriodsQuery } from '@ficha/contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { PeriodKey } from '../periods.queries.ts';

/** The operators' reads of lottery periods: pages of periods with their stakes, a void's outcome. */

export interface OpsPeriodRow {
  merchant_id: number;
  game_code: string;
  numero: string;
  status: 'OPEN' | 'DRAWN' | 'SETTLED' | 'VOID';
  opens_at: Date;
  closes_at: Date;
  draws_at: Date;
  seed_hash: string;
  /** Only once the period is no longer open: an open period's seed is the house's secret. */
  seed: string | null;
  result: unknown;
  drawn_at: Date | null;
  settled_at: Date | null;
  bets: string;
  staked: string;
  won: string;
  total: string;
}

/**
 * Periods of the merchants (null: every merchant), newest draw first, with the sub-orders that
 * count (not cancelled or refused), their stakes and wins; `total` is the count of every match.
 */
export async function listOpsPeriods(
  db: Kysely<DB>,
  merchantId: number | null,
  query: LotteryOpsPeriodsQuery,
): Promise<OpsPeriodRow[]> {
  const { rows } = await sql<OpsPeriodRow>`
    SELECT p.merchant_id, p.game_code, p.numero, p.status, p.opens_at, p.closes_at, p.draws_at, p.seed_hash,
      CASE WHEN p.status <> 'OPEN' THEN p.seed END AS seed, p.result, p.drawn_at, p.settled_at,
      coalesce(a.bets, 0)::text AS bets, coalesce(a.staked, 0)::text AS staked, coalesce(a.won, 0)::text AS won,
      count(*) OVER ()::text AS total
    FROM lottery_periods p
    LEFT JOIN LATERAL (
      SELECT count(*) AS bets, sum(s.amount) AS staked, sum(s.win) AS won
      FROM lottery_orders o JOIN lottery_suborders s ON s.order_id = o.id
      WHERE o.merchant_id = p.merchant_id AND o.game_code = p.game_code AND o.numero = p.numero
        AND s.status IN ('PENDING', 'PLACED', 'SETTLED', 'VOID', 'ROLLED_BACK')
    ) a ON true
    WHERE (${merchantId}::integer IS NULL OR p.merchant_id = ${merchantId}::integer)
      AND (${query.gameCode ?? null}::text IS NULL OR p.game_code = ${query.gameCode ?? null}::text)
      AND (${query.status ?? null}::text IS NULL OR p.status = ${query.status ?? null}::text)
    ORDER BY p.draws_at DESC, p.merchant_id, p.game_code
    LIMIT ${query.pageSize} OFFSET ${(query.pageNo - 1) * query.pageSize}`.execute(db);
  return rows;
}

/** A voided period's sub-orders and the stakes the wallet returned for them so far. */
export async function voidedStakes(
  db: Kysely<DB>,
  key: PeriodKey,
): Promise<{ suborders: number; returned: bigint; open: number }> {
  const { rows } = await sql<{ suborders: string; returned: string; open: string }>`
    SELECT count(*)::text AS suborders,
      coalesce(sum(s.amount) FILTER (WHERE s.status = 'VOID' AND s.settled_at IS NOT NULL), 0)::text AS returned,
      count(*) FILTER (WHERE s.settled_at IS NULL)::text AS open
    FROM lottery_orders o JOIN lottery_suborders s ON s.order_id = o.id
    WHERE o.merchant_id = ${key.merchantId} AND o.game_code = ${key.gameCode} AND o.numero = ${key.numero}
      AND s.status IN ('PENDING', 'PLACED', 'VOID', 'ROLLED_BACK')`.execute(db);
  const row = rows[0]!;
  return { suborders: Number(row.suborders), returned: BigInt(row.returned), open: Number(row.open) };
}
