import type { Database } from '../src/db/database.ts';
import type { ObjectRouteCase } from './ops-idor-route-case.ts';

// Agents' pay cases of the IDOR matrix (ops-idor.api.test.ts, issue 17 parts 3 and 5): merchant A's
// staff ask for B's agent contracts, an agent's rebates and B's settlement runs, and approve them.

interface World {
  merchantId: number;
  memberId: string;
}

type RouteCase = ObjectRouteCase<World>;

/** Per merchant: a pending contract of its agent and a previewed run, made by agentPayWorldOf. */
const objects = new Map<number, { contractId: string; runId: string }>();
const of = (w: World) => objects.get(w.merchantId) ?? { contractId: '0', runId: '0' };

export function agentPayCases(): Record<string, RouteCase> {
  const reason = 'idor matrix';
  const base = '/ops/api/v1/agent-pay';
  const merchant = (w: World) => ({ query: { merchantId: String(w.merchantId) } });
  const agent = (w: World) => ({ params: { memberId: w.memberId } });
  return {
    [`GET ${base}/contracts`]: merchant,
    [`POST ${base}/contracts`]: (w) => ({
      body: {
        memberId: w.memberId,
        kind: 'HOURLY_SALARY',
        tiers: [{ minTurnover: '1.00', minActivePlayers: 0, amount: '1.00' }],
        reason,
      },
    }),
    [`POST ${base}/contracts/{id}/cancel`]: (w) => ({ params: { id: of(w).contractId }, body: { reason } }),
    [`GET ${base}/agents/{memberId}/rebates`]: agent,
    [`PUT ${base}/agents/{memberId}/rebates`]: (w) => ({
      ...agent(w),
      body: { rates: [{ gameType: 'OTHER', rateBp: 100 }], quotas: [], reason },
    }),
    [`GET ${base}/runs`]: merchant,
    [`GET ${base}/runs/{id}`]: (w) => ({ params: { id: of(w).runId } }),
    [`POST ${base}/runs`]: (w) => ({
      body: { merchantId: w.merchantId, kind: 'REBATE', at: '2026-01-15T12:00:00Z' },
    }),
    [`POST ${base}/runs/{id}/approve`]: (w) => ({ params: { id: of(w).runId } }),
  };
}

/** Makes the merchant's member an agent with a pending contract and a previewed (unpaid) run. */
export async function agentPayWorldOf(
  db: Database['db'],
  merchantId: number,
  memberId: string,
): Promise<void> {
  await db.updateTable('members').set({ type: 1 }).where('id', '=', memberId).execute();
  const contract = await db
    .insertInto('agent_contracts')
    .values({
      merchant_id: merchantId,
      member_id: memberId,
      kind: 'DAILY_SALARY',
      tiers: JSON.stringify([{ minTurnover: '1.00', minActivePlayers: 0, amount: '1.00' }]),
      notice_days: 7,
      created_at: new Date('2026-01-01T00:00:00Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const run = await db
    .insertInto('agent_settlement_runs')
    .values({
      merchant_id: merchantId,
      kind: 'DAILY_SALARY',
      period_start: new Date('2026-01-01T03:00:00Z'),
      period_end: new Date('2026-01-02T03:00:00Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('agent_settlement_lines')
    .values({
      run_id: run.id,
      merchant_id: merchantId,
      kind: 'DAILY_SALARY',
      period_start: new Date('2026-01-01T03:00:00Z'),
      member_id: memberId,
      amount: 100n,
      basis: '{}',
    })
    .execute();
  objects.set(merchantId, { contractId: contract.id, runId: run.id });
}

/** What an attempt on a merchant's agent pay must not change. */
export async function agentPayStateOf(db: Database['db'], merchantId: number) {
  return [
    await db
      .selectFrom('agent_contracts')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('id')
      .execute(),
    await db.selectFrom('agent_rebate_rates').selectAll().where('merchant_id', '=', merchantId).execute(),
    await db.selectFrom('agent_rebate_quotas').selectAll().where('merchant_id', '=', merchantId).execute(),
    await db
      .selectFrom('agent_settlement_runs')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('id')
      .execute(),
    await db.selectFrom('agent_settlement_lines').selectAll().where('merchant_id', '=', merchantId).execute(),
  ];
}
