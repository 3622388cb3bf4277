import type { Database } from '../src/db/database.ts';
import type { RouteCase as RouteCaseOf } from './ops-idor-route-case.ts';

// The game catalogue's, GGR report's (issue 15 parts 7 and 9) and responsible gaming's (issue 19)
// cases of the IDOR matrix (ops-idor.api.test.ts): merchant A's staff ask for B's games, vendors,
// report and B's player's limits, exclusion and reopening.

interface World {
  merchantId: number;
  memberId: string;
}

type RouteCase = RouteCaseOf<World>;

export function gamesAndRgCases(): Record<string, RouteCase> {
  const reason = { reason: 'idor matrix' };
  const of = (b: World) => ({ query: { merchantId: String(b.merchantId) } });
  const member = (b: World) => ({ params: { memberId: b.memberId } });
  return {
    'GET /ops/api/v1/games': of,
    'POST /ops/api/v1/games/{nodeId}': (b) => ({
      params: { nodeId: '1' },
      body: {
        merchantId: b.merchantId,
        version: 0,
        enabled: false,
        isHot: false,
        isNew: false,
        minBet: '1.00',
        sort: 0,
      },
    }),
    'GET /ops/api/v1/game-vendors': of,
    'POST /ops/api/v1/game-vendors/{code}': (b) => ({
      params: { code: 'FICHA' },
      body: { merchantId: b.merchantId, version: 0, enabled: false },
    }),
    // Platform staff only: a feed changes every merchant's catalogue.
    'POST /ops/api/v1/games/import': () => ({
      body: { format: 'json', content: '{"vendors":[],"games":[]}' },
    }),
    'GET /ops/api/v1/reports/ggr': (b) => ({
      query: { merchantId: String(b.merchantId), from: '2026-01-01', to: '2026-12-31' },
    }),
    'GET /ops/api/v1/rg/members/{memberId}': member,
    'PUT /ops/api/v1/rg/members/{memberId}/limits': (b) => ({
      ...member(b),
      body: { ...reason, limits: [{ kind: 'DEPOSIT', period: 'DAY', amount: '1.00' }] },
    }),
    'POST /ops/api/v1/rg/members/{memberId}/reopen': (b) => ({ ...member(b), body: reason }),
    // The self-exclusion register binds every merchant of the deployment, so only platform staff
    // fill it: a merchant's staff are refused, and the register's count stays as it was.
    'POST /ops/api/v1/rg/register/import': () => ({
      body: { cpfs: ['52998224725'], source: 'idor', reason: 'idor matrix' },
    }),
  };
}

/** What an attempt on a merchant's catalogue and its player's limits must not change. */
export async function gamesAndRgStateOf(db: Database['db'], merchantId: number, memberId: string) {
  return [
    await db.selectFrom('merchant_games').selectAll().where('merchant_id', '=', merchantId).execute(),
    await db.selectFrom('merchant_vendors').selectAll().where('merchant_id', '=', merchantId).execute(),
    await db.selectFrom('rg_limits').selectAll().where('member_id', '=', memberId).execute(),
    await db.selectFrom('rg_exclusions').selectAll().where('member_id', '=', memberId).execute(),
    await db.selectFrom('rg_settings').selectAll().where('member_id', '=', memberId).execute(),
    await db
      .selectFrom('rg_register')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .execute(),
  ];
}
