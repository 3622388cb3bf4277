import type { RouteCase as RouteCaseOf } from './ops-idor-route-case.ts';

// The merchants' own cases of the IDOR matrix (ops-idor.api.test.ts, issue 15 part 8): merchant A's
// staff ask for merchant B itself, its settings and images, and a new merchant on B's host name.

interface World {
  merchantId: number;
}

type RouteCase = RouteCaseOf<World>;

/** Settings a merchant editor could send, valid for the contract's schema. */
const MERCHANT_SETTINGS = (id: number) => ({
  name: `Taken over ${id}`,
  logoUrl: '/logo.png',
  brand: { primary: '#000000', primaryContrast: '#ffffff', accent: '#ff0000' },
  defaultLanguage: 'PT',
  languages: ['PT'],
  currency: 'BRL',
  currencySymbol: 'R$',
  country: 'BR',
  hosts: [`idor-${id}.localhost`],
});

export function merchantCases(): Record<string, RouteCase> {
  const merchant = (b: World) => ({ id: String(b.merchantId) });
  return {
    // The list's rows are merchants, not rows of one: that it holds A's merchant alone is checked in
    // backoffice-merchants.api.test.ts.
    'GET /ops/api/v1/merchants': null,
    'GET /ops/api/v1/merchants/{id}': (b) => ({ params: merchant(b) }),
    'POST /ops/api/v1/merchants/{id}/settings': (b) => ({
      params: merchant(b),
      body: { version: 1, settings: MERCHANT_SETTINGS(b.merchantId) },
    }),
    'POST /ops/api/v1/merchants/{id}/images': (b) => ({
      params: merchant(b),
      body: { contentBase64: 'R0lGODlhAQABAAAAACw=' },
    }),
    // No object of B in the path: a new merchant on B's host name (platform staff only).
    'POST /ops/api/v1/merchants': () => ({
      body: { code: 'IDOR', ...MERCHANT_SETTINGS(0), hosts: ['rio.localhost'] },
    }),
  };
}
