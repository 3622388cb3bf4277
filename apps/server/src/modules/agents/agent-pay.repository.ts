import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { teamMemberIds } from './agent-tree.repository.ts';

/**
 * SQL of agents' pay (migration 0034): rebate rates and quotas, and the team's play figures read
 * from wallet_bets (placed bets are the valid turnover; won is what they paid back).
 */
type Db = Kysely<DB>;
type Id = number | string;

export interface RateRow {
  memberId: number;
  gameType: string;
  rateBp: number;
}

export async function ratesOf(db: Db, memberIds: Id[]): Promise<RateRow[]> {
  if (memberIds.length === 0) return [];
  const rows = await db
    .selectFrom('agent_rebate_rates')
    .select(['member_id', 'game_type', 'rate_bp'])
    .where('member_id', 'in', memberIds.map(String))
    .orderBy('game_type')
    .execute();
  return rows.map((r) => ({ memberId: Number(r.member_id), gameType: r.game_type, rateBp: r.rate_bp }));
}

export async function merchantRates(db: Db, merchantId: number): Promise<RateRow[]> {
  const rows = await db
    .selectFrom('agent_rebate_rates')
    .select(['member_id', 'game_type', 'rate_bp'])
    .where('merchant_id', '=', merchantId)
    .execute();
  return rows.map((r) => ({ memberId: Number(r.member_id), gameType: r.game_type, rateBp: r.rate_bp }));
}

export async function upsertRates(
  db: Db,
  merchantId: number,
  memberId: Id,
  rates: Array<{ gameType: string; rateBp: number }>,
  at: Date,
) {
  if (rates.length === 0) return;
  await db
    .insertInto('agent_rebate_rates')
    .values(
      rates.map((r) => ({
        merchant_id: merchantId,
        member_id: memberId,
        game_type: r.gameType,
        rate_bp: r.rateBp,
        updated_at: at,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['member_id', 'game_type']).doUpdateSet((eb) => ({
        rate_bp: eb.ref('excluded.rate_bp'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

/** The highest rate of each direct downline of an agent (any game type). */
export async function downlineTopRates(
  db: Db,
  merchantId: number,
  agentId: Id,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('agent_rebate_rates')
    .select(['member_id', (eb) => eb.fn.max('rate_bp').as('top')])
    .where('member_id', 'in', teamMemberIds(db, merchantId, agentId, { minDepth: 1, maxDepth: 1 }))
    .groupBy('member_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.member_id), Number(r.top)]));
}

export async function quotasOf(db: Db, memberId: Id) {
  return db
    .selectFrom('agent_rebate_quotas')
    .select(['rate_bp', 'quota'])
    .where('member_id', '=', String(memberId))
    .orderBy('rate_bp')
    .execute();
}

export async function replaceQuotas(
  db: Db,
  merchantId: number,
  memberId: Id,
  quotas: Array<{ rateBp: number; quota: number }>,
) {
  await db.deleteFrom('agent_rebate_quotas').where('member_id', '=', String(memberId)).execute();
  if (quotas.length === 0) return;
  await db
    .insertInto('agent_rebate_quotas')
    .values(
      quotas.map((q) => ({
        merchant_id: merchantId,
        member_id: memberId,
        rate_bp: q.rateBp,
        quota: q.quota,
      })),
    )
    .execute();
}

export interface TeamFigures {
  turnover: bigint;
  won: bigint;
  activePlayers: number;
}

/** The agent's team (its downlines at every depth) over [start, end): turnover, wins, players who bet. */
export async function teamFigures(
  db: Db,
  merchantId: number,
  agentId: Id,
  start: Date,
  end: Date,
): Promise<TeamFigures> {
  const row = await db
    .selectFrom('wallet_bets')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<string>('amount'), sql<string>`0`).as('turnover'),
      eb.fn.coalesce(eb.fn.sum<string>('won'), sql<string>`0`).as('won'),
      eb.fn.count<string>('member_id').distinct().as('players'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'PLACED')
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .where('member_id', 'in', teamMemberIds(db, merchantId, agentId, { minDepth: 1 }))
    .executeTakeFirstOrThrow();
  return { turnover: BigInt(row.turnover), won: BigInt(row.won), activePlayers: Number(row.players) };
}

export interface BettorTurnover {
  memberId: number;
  gameType: string;
  turnover: bigint;
}

/** Every bettor's valid turnover per game type over [start, end), for the rebate run. */
export async function turnoverByBettor(
  db: Db,
  merchantId: number,
  start: Date,
  end: Date,
): Promise<BettorTurnover[]> {
  const rows = await db
    .selectFrom('wallet_bets as b')
    .leftJoin('game_sessions as s', 's.id', 'b.session_id')
    .leftJoin('games as g', (j) =>
      j.onRef('g.vendor_code', '=', 's.vendor_code').onRef('g.game_code', '=', 's.game_code'),
    )
    .select((eb) => [
      'b.member_id',
      eb.fn.coalesce('g.game_type', sql<string>`'OTHER'`).as('game_type'),
      eb.fn.sum<string>('b.amount').as('turnover'),
    ])
    .where('b.merchant_id', '=', merchantId)
    .where('b.status', '=', 'PLACED')
    .where('b.member_id', 'is not', null)
    .where('b.created_at', '>=', start)
    .where('b.created_at', '<', end)
    .groupBy(['b.member_id', sql`2`])
    .execute();
  return rows.map((r) => ({
    memberId: Number(r.member_id),
    gameType: r.game_type,
    turnover: BigInt(r.turnover ?? 0),
  }));
}

/** The uplines of each member, nearest first (depth 1, 2, ...). */
export async function chainsOf(
  db: Db,
  merchantId: number,
  memberIds: number[],
): Promise<Map<number, number[]>> {
  const chains = new Map<number, number[]>();
  if (memberIds.length === 0) return chains;
  const rows = await db
    .selectFrom('agent_tree')
    .select(['descendant_id', 'ancestor_id'])
    .where('merchant_id', '=', merchantId)
    .where('descendant_id', 'in', memberIds.map(String))
    .where('depth', '>=', 1)
    .orderBy('descendant_id')
    .orderBy('depth')
    .execute();
  for (const r of rows) {
    const list = chains.get(Number(r.descendant_id)) ?? [];
    list.push(Number(r.ancestor_id));
    chains.set(Number(r.descendant_id), list);
  }
  return chains;
}

export async function membersById(db: Db, merchantId: number, ids: Id[]) {
  if (ids.length === 0) return new Map<number, { username: string; type: number }>();
  const rows = await db
    .selectFrom('members')
    .select(['id', 'username', 'type'])
    .where('merchant_id', '=', merchantId)
    .where('id', 'in', ids.map(String))
    .execute();
  return new Map(rows.map((r) => [Number(r.id), { username: r.username, type: r.type }]));
}

/** The merchant of a member, for the operator's scope check. */
export async function merchantOfMember(db: Db, memberId: Id): Promise<number | undefined> {
  const row = await db
    .selectFrom('members')
    .select('merchant_id')
    .where('id', '=', String(memberId))
    .executeTakeFirst();
  return row?.merchant_id;
}
