import type { Database } from '../src/db/database.ts';
import type { ObjectRouteCase } from './ops-idor-route-case.ts';

// The agent tree's cases of the IDOR matrix (ops-idor.api.test.ts, issue 17): merchant A's staff
// ask for B's agents and downlines, and try to move B's member under B's member (by B's merchant,
// and by A's merchant with B's ids).

interface World {
  merchantId: number;
  memberId: string;
}

type RouteCase = ObjectRouteCase<World>;

export function agentCases(ownMerchantId: () => number): Record<string, RouteCase> {
  const transfer = (b: World, merchantId: number) => ({
    merchantId,
    targetAgentId: Number(b.memberId),
    reason: 'idor matrix',
  });
  return {
    'GET /ops/api/v1/agents': (b) => ({ query: { merchantId: String(b.merchantId) } }),
    'GET /ops/api/v1/agents/{agentId}/downlines': (b) => ({
      params: { agentId: b.memberId },
      query: { merchantId: String(ownMerchantId()) },
    }),
    'POST /ops/api/v1/agents/transferDownline': (b) => ({
      body: { ...transfer(b, ownMerchantId()), memberId: Number(b.memberId) },
    }),
    'POST /ops/api/v1/agents/transferMultipleDownline': (b) => ({
      body: { ...transfer(b, b.merchantId), memberIds: [Number(b.memberId)] },
    }),
  };
}

/** B's tree: who its member's upline is, and every closure row of B. */
export async function agentStateOf(db: Database['db'], merchantId: number, memberId: string) {
  return [
    await db.selectFrom('members').select('referrer_id').where('id', '=', memberId).execute(),
    await db
      .selectFrom('agent_tree')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('ancestor_id')
      .orderBy('descendant_id')
      .execute(),
  ];
}
