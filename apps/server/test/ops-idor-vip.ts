import type { Database } from '../src/db/database.ts';
import type { ObjectRouteCase } from './ops-idor-route-case.ts';

// The VIP, sign-in calendar and leaderboard cases of the IDOR matrix (ops-idor.api.test.ts,
// issue 18): merchant A's staff ask for B's VIP levels, calendar, leaderboards and payouts, change
// them, run B's bonuses and close B's leaderboard. Nothing of B is shown, changed or paid.

interface World {
  merchantId: number;
}

type RouteCase = ObjectRouteCase<World>;

let leaderboardOfB = 0;

/** A running leaderboard of the merchant (B's, the one A's staff try to close). */
export async function vipLeaderboardOf(db: Database['db'], merchantId: number): Promise<void> {
  const row = await db
    .insertInto('leaderboards')
    .values({
      merchant_id: merchantId,
      titles: JSON.stringify({ EN: 'idor', PT: 'idor' }),
      metric: 'TURNOVER',
      starts_at: new Date(Date.now() - 3_600_000),
      ends_at: new Date(Date.now() + 3_600_000),
      prizes: ['100'],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  leaderboardOfB = row.id;
}

export function vipCases(): Record<string, RouteCase> {
  const of = (b: World) => ({ query: { merchantId: String(b.merchantId) } });
  return {
    'GET /ops/api/v1/vip': of,
    'PUT /ops/api/v1/vip': (b) => ({
      body: { merchantId: b.merchantId, windowDays: null, downgrade: false, turnoverMultiple: 0, levels: [] },
    }),
    'POST /ops/api/v1/vip/run': (b) => ({ body: { merchantId: b.merchantId, run: 'WEEKLY' } }),
    'GET /ops/api/v1/vip/payouts': of,
    'GET /ops/api/v1/sign-in': of,
    'PUT /ops/api/v1/sign-in': (b) => ({
      body: {
        merchantId: b.merchantId,
        enabled: false,
        rewards: ['1'],
        resetOnMiss: true,
        turnoverMultiple: 0,
      },
    }),
    'GET /ops/api/v1/leaderboards': of,
    'POST /ops/api/v1/leaderboards': (b) => ({
      body: {
        merchantId: b.merchantId,
        title: 'idor',
        metric: 'WIN',
        startsAt: '2026-01-01T00:00:00Z',
        endsAt: '2026-01-02T00:00:00Z',
        prizes: ['1'],
        turnoverMultiple: 0,
      },
    }),
    'POST /ops/api/v1/leaderboards/{leaderboardId}/close': () => ({
      params: { leaderboardId: String(leaderboardOfB) },
    }),
  };
}

/** B's VIP rules, calendar and leaderboards as they stand (unchanged by A's staff). */
export async function vipStateOf(db: Database['db'], merchantId: number) {
  return {
    settings: await db.selectFrom('vip_settings').selectAll().where('merchant_id', '=', merchantId).execute(),
    levels: await db.selectFrom('vip_levels').selectAll().where('merchant_id', '=', merchantId).execute(),
    calendar: await db
      .selectFrom('sign_in_calendars')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .execute(),
    leaderboards: await db
      .selectFrom('leaderboards')
      .select(['id', 'status', 'ends_at'])
      .where('merchant_id', '=', merchantId)
      .orderBy('id')
      .execute(),
  };
}
