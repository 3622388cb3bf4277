import type { AgentPeriod } from '@ficha/contract';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * The agents' figures (issue 17 part 4), all read from the ledger: applied transfers on the
 * members' own cash and bonus accounts in the site's currency (play money never counts). Which
 * members: a subquery of ids, usually teamMemberIds(...).
 */

type Db = Kysely<DB>;
type MemberIds = SelectQueryBuilder<DB, 'agent_tree', { descendant_id: string }>;

/** The transfer kinds a member's figures are made of (see addKind in agent-figures.ts). */
export const FIGURE_KINDS = ['DEPOSIT', 'WITHDRAW', 'WITHDRAW_RETURN', 'BET', 'ROLLBACK', 'WIN'] as const;

export interface PeriodWindow {
  start: Date;
  end: Date;
  /** The site's local days of the period, up to today: 'YYYY-MM-DD'. */
  firstDay: string;
  lastDay: string;
}

/** [start, end) of a period in the merchant's time zone, at `now`. */
export async function periodWindow(
  db: Db,
  timeZone: string,
  period: AgentPeriod,
  now: Date,
): Promise<PeriodWindow> {
  const local = sql`(${now}::timestamptz AT TIME ZONE ${timeZone})`;
  const bounds = {
    TODAY: [sql`date_trunc('day', ${local})`, sql`date_trunc('day', ${local}) + interval '1 day'`],
    YESTERDAY: [sql`date_trunc('day', ${local}) - interval '1 day'`, sql`date_trunc('day', ${local})`],
    THIS_MONTH: [sql`date_trunc('month', ${local})`, sql`date_trunc('month', ${local}) + interval '1 month'`],
    LAST_MONTH: [sql`date_trunc('month', ${local}) - interval '1 month'`, sql`date_trunc('month', ${local})`],
  }[period];
  const [from, to] = bounds as [ReturnType<typeof sql>, ReturnType<typeof sql>];
  const { rows } = await sql<{ start: Date; end: Date; first_day: string; last_day: string }>`
    SELECT (${from}) AT TIME ZONE ${timeZone} AS start, (${to}) AT TIME ZONE ${timeZone} AS "end",
      to_char(${from}, 'YYYY-MM-DD') AS first_day,
      to_char(LEAST((${to}) - interval '1 day', date_trunc('day', ${local})), 'YYYY-MM-DD') AS last_day`.execute(
    db,
  );
  const row = rows[0]!;
  return {
    start: new Date(row.start),
    end: new Date(row.end),
    firstDay: row.first_day,
    lastDay: row.last_day,
  };
}

/** Per member, local day and transfer kind: the sum of the entries on its cash and bonus. */
export async function memberKindSums(
  db: Db,
  merchantId: number,
  currency: string,
  timeZone: string,
  members: MemberIds,
  w: { start: Date; end: Date },
) {
  return db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .select([
      'a.member_id',
      't.kind',
      sql<string>`to_char(t.created_at AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`.as('day'),
      sql<string>`sum(e.amount)::text`.as('amount'),
    ])
    .where('a.member_id', 'in', members)
    .where('a.kind', 'in', ['PLAYER_CASH', 'PLAYER_BONUS'])
    .where('a.currency', '=', currency)
    .where('t.merchant_id', '=', merchantId)
    .where('t.status', '=', 'APPLIED')
    .where('t.kind', 'in', [...FIGURE_KINDS])
    .where('t.created_at', '>=', w.start)
    .where('t.created_at', '<', w.end)
    .groupBy(['a.member_id', 't.kind', 'day'])
    .execute();
}

/** How many of the members placed a bet in the window. */
export async function activeCount(
  db: Db,
  merchantId: number,
  currency: string,
  members: MemberIds,
  w: { start: Date; end: Date },
) {
  const row = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .select(sql<string>`count(DISTINCT a.member_id)`.as('n'))
    .where('a.member_id', 'in', members)
    .where('a.currency', '=', currency)
    .where('t.merchant_id', '=', merchantId)
    .where('t.status', '=', 'APPLIED')
    .where('t.kind', '=', 'BET')
    .where('t.created_at', '>=', w.start)
    .where('t.created_at', '<', w.end)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many of the members registered in the window. */
export async function newCount(
  db: Db,
  merchantId: number,
  members: MemberIds,
  w: { start: Date; end: Date },
) {
  const row = await db
    .selectFrom('members')
    .select(sql<string>`count(*)`.as('n'))
    .where('merchant_id', '=', merchantId)
    .where('id', 'in', members)
    .where('created_at', '>=', w.start)
    .where('created_at', '<', w.end)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The members whose first deposit ever falls in the window: how many, and those deposits' sum. */
export async function firstDepositSums(
  db: Db,
  merchantId: number,
  currency: string,
  members: MemberIds,
  w: { start: Date; end: Date },
) {
  const firsts = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .select(['a.member_id', 't.created_at', 'e.amount'])
    .select(sql<number>`row_number() OVER (PARTITION BY a.member_id ORDER BY t.created_at, t.id)`.as('n'))
    .where('a.member_id', 'in', members)
    .where('a.kind', '=', 'PLAYER_CASH')
    .where('a.currency', '=', currency)
    .where('t.merchant_id', '=', merchantId)
    .where('t.status', '=', 'APPLIED')
    .where('t.kind', '=', 'DEPOSIT');
  const row = await db
    .selectFrom(firsts.as('f'))
    .select([sql<string>`count(*)`.as('n'), sql<string>`coalesce(sum(f.amount), 0)::text`.as('amount')])
    .where('f.n', '=', 1)
    .where('f.created_at', '>=', w.start)
    .where('f.created_at', '<', w.end)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), amount: BigInt(row.amount) };
}

/** What a member was paid for bringing others (AGENT_EARNING_KINDS credited to its cash), ever. */
export async function earnedTotal(
  db: Db,
  merchantId: number,
  currency: string,
  memberId: number,
  kinds: readonly string[],
) {
  const row = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .select(sql<string>`coalesce(sum(e.amount), 0)::text`.as('amount'))
    .where('a.member_id', '=', String(memberId))
    .where('a.kind', '=', 'PLAYER_CASH')
    .where('a.currency', '=', currency)
    .where('t.merchant_id', '=', merchantId)
    .where('t.status', '=', 'APPLIED')
    .where('t.kind', 'in', [...kinds])
    .executeTakeFirstOrThrow();
  return BigInt(row.amount);
}
