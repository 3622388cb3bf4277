import type { Database } from '../src/db/database.ts';

// Promotions' cases of the IDOR matrix (issue 18, ops-idor.api.test.ts): merchant A's staff list,
// create, change, pause and run the cashback of merchant B's promotions.

interface World {
  merchantId: number;
}

type RouteCase = (b: World) => {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: object;
};

const promotionBody = (merchantId: number) => ({
  merchantId,
  kind: 'FREE_PLAY',
  category: 'FREE_PLAY',
  titles: { EN: 'IDOR matrix' },
  descriptions: { EN: '<p>idor</p>' },
  fixedAmount: '1.00',
  maxBonus: '1.00',
  turnoverMultiplier: 1,
});

export function promotionCases(promotionOfB: () => number): Record<string, RouteCase> {
  const promo = () => ({ promotionId: String(promotionOfB()) });
  return {
    'GET /ops/api/v1/promotions': (b) => ({ query: { merchantId: String(b.merchantId) } }),
    'POST /ops/api/v1/promotions': (b) => ({ body: promotionBody(b.merchantId) }),
    'PUT /ops/api/v1/promotions/{promotionId}': (b) => ({
      params: promo(),
      body: promotionBody(b.merchantId),
    }),
    'POST /ops/api/v1/promotions/{promotionId}/active': (b) => ({
      params: promo(),
      body: { merchantId: b.merchantId, active: false },
    }),
    'POST /ops/api/v1/promotions/{promotionId}/cashback-run': (b) => ({
      params: promo(),
      body: { merchantId: b.merchantId },
    }),
  };
}

/** B's cashback promotion, the one every case names. */
export async function promotionOf(db: Database['db'], merchantId: number): Promise<number> {
  const row = await db
    .selectFrom('promotions')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', 'CASHBACK')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What an attempt on B's promotions must not change. */
export async function promotionStateOf(db: Database['db'], merchantId: number) {
  return [
    await db
      .selectFrom('promotions')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('id')
      .execute(),
    await db
      .selectFrom('turnover_requirements')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .orderBy('id')
      .execute(),
  ];
}
