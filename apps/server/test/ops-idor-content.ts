import type { Database } from '../src/db/database.ts';
import type { ObjectRouteCase } from './ops-idor-route-case.ts';

// The content screens' cases of the IDOR matrix (ops-idor.api.test.ts, issue 15 part 6): merchant
// A's staff ask for merchant B's banners, notices, help articles, service entries and site links.

/** One of each content row the merchant's site shows. */
export interface ContentRows {
  banner: number;
  notice: number;
  help: number;
  service: number;
}

interface World {
  merchantId: number;
  content: ContentRows;
}

type RouteCase = ObjectRouteCase<World>;

export function contentCases(): Record<string, RouteCase> {
  const of = (b: World) => ({ query: { merchantId: String(b.merchantId) } });
  const window = { startsAt: null, endsAt: null };
  const banner = {
    groupName: 'm_home',
    imageUrl: '/static/demo/x.svg',
    title: 'idor',
    linkUrl: null,
    language: null,
    active: true,
    ...window,
  };
  const notice = { language: 'PT', title: 'idor', content: '<p>idor</p>', sort: 0, active: true, ...window };
  const help = {
    device: 'MOBILE',
    language: 'PT',
    slug: 'idor',
    sort: 0,
    title: 'idor',
    content: '<p>idor</p>',
  };
  const service = {
    csType: 'CS',
    csPosition: 0,
    title: 'idor',
    url: 'https://example.com/idor',
    active: true,
  };
  const rows = { banners: 'banner', notices: 'notice', help: 'help', service: 'service' } as const;
  const bodies = { banners: banner, notices: notice, help, service };
  const cases: Record<string, RouteCase> = {};
  for (const [path, key] of Object.entries(rows) as Array<
    [keyof typeof rows, (typeof rows)[keyof typeof rows]]
  >) {
    const base = `/ops/api/v1/content/${path}`;
    cases[`GET ${base}`] = of;
    cases[`POST ${base}`] = (b) => ({ body: { ...bodies[path], merchantId: b.merchantId } });
    cases[`PUT ${base}/{id}`] = (b) => ({
      params: { id: String(b.content[key]) },
      body: { ...bodies[path], version: 1 },
    });
    cases[`DELETE ${base}/{id}`] = (b) => ({
      params: { id: String(b.content[key]) },
      query: { version: '1' },
    });
  }
  cases['PUT /ops/api/v1/content/banners/order'] = (b) => ({
    body: { merchantId: b.merchantId, order: [{ id: b.content.banner, version: 1 }] },
  });
  cases['GET /ops/api/v1/content/downloads'] = of;
  cases['PUT /ops/api/v1/content/downloads'] = (b) => ({
    body: { merchantId: b.merchantId, list: [], version: '0'.repeat(32) },
  });
  cases['GET /ops/api/v1/content/footer-images'] = of;
  cases['PUT /ops/api/v1/content/footer-images'] = (b) => ({
    body: { merchantId: b.merchantId, payment: [], licence: [], version: '0'.repeat(32) },
  });
  cases['POST /ops/api/v1/content/images'] = of;
  return cases;
}

/** The first banner, notice, help article and service entry of a merchant (the demo seed has each). */
export async function contentRowsOf(db: Database['db'], merchantId: number): Promise<ContentRows> {
  const first = async (table: 'banners' | 'notices' | 'help_items' | 'customer_service_entries') =>
    (
      await db
        .selectFrom(table)
        .select('id')
        .where('merchant_id', '=', merchantId)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  return {
    banner: await first('banners'),
    notice: await first('notices'),
    help: await first('help_items'),
    service: await first('customer_service_entries'),
  };
}
