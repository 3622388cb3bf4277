import type { Database } from '../src/db/database.ts';
import { newPeriodSeed } from '../src/modules/lottery/lottery-draws.ts';
import { insertPeriod } from '../src/modules/lottery/periods.queries.ts';
import type { ObjectRouteCase } from './ops-idor-route-case.ts';

// The lottery's cases of the IDOR matrix (ops-idor.api.test.ts, issue 14 part 5): merchant A's
// staff ask for merchant B's games and B's period.

/** A lottery period each merchant has (lotteryPeriodOf). */
const LOTTERY_NUMERO = 'IDOR1';
const GAME_CODE = 'ficha_lotto_k3_1m';

interface World {
  merchantId: number;
}

type RouteCase = ObjectRouteCase<World>;

export function lotteryCases(): Record<string, RouteCase> {
  const reason = { reason: 'idor matrix' };
  const game = (w: World) => ({ merchantId: String(w.merchantId), gameCode: GAME_CODE });
  const period = (w: World) => ({ ...game(w), numero: LOTTERY_NUMERO });
  const base = '/ops/api/v1/lottery/merchants/{merchantId}/games/{gameCode}';
  return {
    'GET /ops/api/v1/lottery/games': () => ({}),
    'GET /ops/api/v1/lottery/periods': () => ({}),
    [`PUT ${base}/settings`]: (b) => ({
      params: game(b),
      body: { ...reason, version: 0, maxBet: '1.00', odds: { big: '1.50' } },
    }),
    [`POST ${base}/suspend`]: (b) => ({ params: game(b), body: { ...reason, version: 0 } }),
    [`POST ${base}/resume`]: (b) => ({ params: game(b), body: { ...reason, version: 0 } }),
    [`POST ${base}/periods/{numero}/void`]: (b) => ({ params: period(b), body: reason }),
    [`GET ${base}/periods/{numero}/liability`]: (b) => ({ params: period(b) }),
  };
}

/** An open period of the game for the merchant, the one the cases name. */
export async function lotteryPeriodOf(db: Database['db'], merchantId: number): Promise<void> {
  const now = Date.now();
  const times = {
    numero: LOTTERY_NUMERO,
    opensAt: now - 60_000,
    closesAt: now + 600_000,
    drawsAt: now + 600_000,
  };
  const key = { merchantId, gameCode: GAME_CODE, numero: LOTTERY_NUMERO };
  await insertPeriod(db, key, times, newPeriodSeed());
}

/** What an attempt on a merchant's lottery must not change. */
export async function lotteryStateOf(db: Database['db'], merchantId: number) {
  return [
    await db.selectFrom('lottery_game_settings').selectAll().where('merchant_id', '=', merchantId).execute(),
    await db.selectFrom('lottery_periods').select('status').where('merchant_id', '=', merchantId).execute(),
  ];
}
