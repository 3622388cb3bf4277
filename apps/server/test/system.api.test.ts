import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeServicePath, FEATURE_FLAGS } from '@ficha/contract';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, merchantIdOf, useTestApp } from './test-app.ts';

const env = useTestApp({ config: { TRUST_PROXY: 'true' } });

beforeEach(async () => {
  await env.db.updateTable('merchants').set({ maintenance: false }).execute();
});

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await env.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() };
}

describe('envelope and merchant resolution (DESIGN section 2)', () => {
  it('answers { success, code, message, value } with the message in the request language', async () => {
    const pt = await get('/wps/system/domainRoute');
    expect(pt.body).toMatchObject({ success: true, code: 'OK', message: 'Sucesso' });
    const en = await get('/wps/system/domainRoute', { language: 'EN' });
    expect(en.body.message).toBe('Success');
  });

  it('falls back to the merchant default language for a language it does not speak', async () => {
    expect((await get('/wps/system/domainRoute', { language: 'XX' })).body.message).toBe('Sucesso');
    expect(
      (await get('/wps/system/domainRoute', { host: 'rio.localhost', language: 'XX' })).body.message,
    ).toBe('Success');
  });

  it('resolves the merchant by host name, then by Merchant header', async () => {
    expect((await get('/wps/system/domainRoute', { host: 'rio.localhost:8080' })).body.value).toEqual({
      merchantCode: 'RIO',
      host: 'rio.localhost',
      gateways: { WEB: 1, MOBILE: 3 },
    });
    expect((await get('/wps/system/domainRoute', { merchant: 'RIO' })).body.value.merchantCode).toBe('RIO');
    expect((await get('/wps/system/domainRoute', { host: 'unknown.example' })).body.value.merchantCode).toBe(
      'FICHA',
    );
  });

  it('refuses an unknown or malformed Merchant header with a 400 envelope', async () => {
    for (const merchant of ['NOPE', 'bad code!', 'X'.repeat(300)]) {
      const res = await get('/wps/system/status', { merchant });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        code: 'UNKNOWN_MERCHANT',
        message: 'Site desconhecido.',
      });
    }
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await get('/wps/system/nothing-here', { language: 'EN' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
      message: 'The requested url is empty',
    });
  });
});

describe('GET /wps/system/status (spec section 4 "System status")', () => {
  it('is 0 for an open site, with value.info, value.location.ip, value.maintenance, value.regionRestriction', async () => {
    const { body } = await get('/wps/system/status');
    expect(body.value).toEqual({
      status: 0,
      info: '',
      maintenance: false,
      regionRestriction: false,
      location: { ip: '127.0.0.1', country: null },
    });
  });

  it('is 2 when only the region is restricted (client IP in a blocked country)', async () => {
    const { body } = await get('/wps/system/status', { 'x-forwarded-for': '203.0.113.7' });
    expect(body.value).toMatchObject({
      status: 2,
      maintenance: false,
      regionRestriction: true,
      location: { ip: '203.0.113.7', country: 'US' },
    });
    const allowed = await get('/wps/system/status', { 'x-forwarded-for': '192.0.2.9' });
    expect(allowed.body.value).toMatchObject({ status: 0, location: { country: 'BR' } });
  });

  it('is 1 when maintenance is on, also together with a region restriction, with the info text', async () => {
    await env.db.updateTable('merchants').set({ maintenance: true }).where('code', '=', 'FICHA').execute();
    const both = await get('/wps/system/status', { 'x-forwarded-for': '203.0.113.7' });
    expect(both.body.value).toMatchObject({ status: 1, maintenance: true, regionRestriction: true });
    expect(both.body.value.info).toMatch(/Estamos melhorando/);
    const en = await get('/wps/system/status', { language: 'EN' });
    expect(en.body.value.info).toMatch(/We are improving/);
  });
});

describe('GET /wps/system/whitelabel and settings/consolidated', () => {
  it('describes each merchant differently: name, logo, colours, languages', async () => {
    const ficha = (await get('/wps/system/whitelabel')).body.value;
    const rio = (await get('/wps/system/whitelabel', { host: 'rio.localhost' })).body.value;
    expect(ficha).toMatchObject({
      merchantCode: 'FICHA',
      name: 'Ficha',
      defaultLanguage: 'PT',
      languages: ['PT', 'EN'],
    });
    expect(rio).toMatchObject({
      merchantCode: 'RIO',
      name: 'Rio Sorte',
      defaultLanguage: 'EN',
      languages: ['EN'],
    });
    expect(ficha.logoUrl).not.toBe(rio.logoUrl);
    expect(ficha.brand.primary).not.toBe(rio.brand.primary);
    expect(ficha.templates).toEqual({ mem_cen: '1', dep_func: '1' });
    expect(ficha.gateways).toEqual({ WEB: 1, MOBILE: 3 });
    for (const flag of FEATURE_FLAGS) {
      expect(typeof ficha.flags[flag]).toBe('boolean');
    }
    expect(ficha.footer.copyright).toMatch(/Ficha/);
  });

  it('bundles whitelabel, banners, customer service and notices', async () => {
    const { body } = await get('/wps/system/settings/consolidated');
    expect(Object.keys(body.value).sort()).toEqual(['banners', 'customerService', 'notices', 'whitelabel']);
    expect(body.value.banners.map((b: { groupName: string }) => b.groupName)).toEqual([
      'm_home',
      'm_home',
      'm_home',
      'm_live',
    ]);
    expect(body.value.notices.length).toBeGreaterThan(0);
  });

  it('hides m_live banners when the site has no live model (spec "Banner carousel")', async () => {
    await env.db
      .updateTable('merchants')
      .set({ flags: sql<string[]>`array_remove(flags, 'LIVE_MODEL')` })
      .where('code', '=', 'FICHA')
      .execute();
    try {
      const { body } = await get('/wps/system/banners');
      expect(body.value.list.every((b: { groupName: string }) => b.groupName === 'm_home')).toBe(true);
    } finally {
      await env.db
        .updateTable('merchants')
        .set({ flags: sql<string[]>`array_append(flags, 'LIVE_MODEL')` })
        .where('code', '=', 'FICHA')
        .execute();
    }
  });

  it('filters banners by group and refuses an unknown group with a 400 envelope', async () => {
    const live = await get('/wps/system/banners?groupName=m_live');
    expect(live.body.value.list).toHaveLength(1);
    const bad = await get('/wps/system/banners?groupName=m_other');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(bad.body.value.issues[0].field).toBe('querystring.groupName');
  });
});

describe('customer service, download links, notices, countries', () => {
  it('obfuscates customer-service paths; the client decodes them with the last 8 characters', async () => {
    const { body } = await get('/wps/system/customerService');
    const entries = body.value.version.pathList;
    expect(entries.map((e: { csType: string }) => e.csType)).toEqual(['WHATSAPP', 'TELEGRAM']);
    expect(entries[0]).toMatchObject({ csPosition: 0, title: 'WhatsApp' });
    expect(entries[0].path).not.toContain('wa.me');
    expect(decodeServicePath(entries[0].path)).toBe('https://wa.me/5511900000000');
  });

  it('lists download links by resource type', async () => {
    const { body } = await get('/wps/system/downloadLinks');
    expect(body.value.list).toContainEqual({ resourceType: 'Android', url: '/m/app' });
    expect((await get('/wps/system/downloadLinks', { merchant: 'RIO' })).body.value.list).toEqual([]);
  });

  it('lists current notices in the request language and hides expired ones', async () => {
    const pt = (await get('/wps/system/notice')).body.value.list;
    const en = (await get('/wps/system/notice', { language: 'EN' })).body.value.list;
    expect(pt[0].title).toMatch(/PIX/);
    expect(en[0].title).toMatch(/PIX deposits/);
    await env.db
      .insertInto('notices')
      .values({
        merchant_id: env.merchantId,
        language: 'PT',
        title: 'Expirado',
        ends_at: new Date(Date.now() - 60_000),
      })
      .execute();
    const after = (await get('/wps/system/notice')).body.value.list;
    expect(after.map((n: { title: string }) => n.title)).not.toContain('Expirado');
  });

  it('lists dialing codes with the merchant country first, names in the request language', async () => {
    const pt = (await get('/wps/system/country')).body.value.list;
    expect(pt[0]).toEqual({ countryCode: 'BR', name: 'Brasil', dialingCode: '+55' });
    const en = (await get('/wps/system/country', { language: 'EN' })).body.value.list;
    expect(en[0].name).toBe('Brazil');
  });
});

describe('GET /wps/system/helpCenter (device, lang)', () => {
  it('answers the six help articles in the asked language, terms first', async () => {
    const pt = (await get('/wps/system/helpCenter?device=MOBILE&lang=PT')).body.value.list;
    expect(pt.map((h: { title: string }) => h.title)[0]).toBe('Termos e Condições');
    expect(pt).toHaveLength(6);
    const en = (await get('/wps/system/helpCenter?device=MOBILE&lang=EN')).body.value.list;
    expect(en[0].title).toBe('Terms and Conditions');
    expect(en[0].content).toContain('Ficha');
    expect(en[0].content).not.toContain('{{site}}');
  });

  it('sanitizes operator HTML before it reaches a browser (DESIGN section 5)', async () => {
    const rio = await merchantIdOf(env.db, 'RIO');
    await env.db
      .insertInto('help_items')
      .values({
        merchant_id: rio,
        device: 'MOBILE',
        language: 'EN',
        slug: 'xss',
        sort: 99,
        title: 'Tricky',
        content:
          '<p onclick="steal()">Hi<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a></p>',
      })
      .execute();
    const list = (await get('/wps/system/helpCenter?lang=EN', { merchant: 'RIO' })).body.value.list;
    const tricky = list.find((h: { title: string }) => h.title === 'Tricky');
    expect(tricky.content).not.toMatch(/script|onerror|onclick|javascript:/);
    expect(tricky.content).toContain('Hi');
  });

  it('refuses bad query types with a 400 envelope naming the field', async () => {
    for (const query of ['device=PHONE', 'lang=ZZ', 'lang=1', 'device=MOBILE&device=WEB']) {
      const res = await get(`/wps/system/helpCenter?${query}`, { language: 'EN' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        code: 'BAD_REQUEST',
        message: 'The data sent is not valid.',
      });
      expect(res.body.value.issues.length).toBeGreaterThan(0);
    }
  });
});

describe('HTTP edges', () => {
  it('answers oversize headers with a 400 envelope, not a 500 or a reset', async () => {
    await env.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = env.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.get(
        { host: '127.0.0.1', port, path: '/wps/system/status', headers: { 'x-big': 'a'.repeat(40_000) } },
        (res) => {
          let body = '';
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, code: 'HEADERS_TOO_LARGE' });
  });

  it('serves the OpenAPI description of every system call at /docs', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/docs/json' });
    const paths = Object.keys(res.json().paths);
    for (const p of [
      'status',
      'whitelabel',
      'settings/consolidated',
      'country',
      'domainRoute',
      'helpCenter',
      'customerService',
      'downloadLinks',
      'notice',
      'banners',
    ]) {
      expect(paths).toContain(`/wps/system/${p}`);
    }
    expect((await env.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBeLessThan(400);
  });

  it('sends / and every home alias to the site, and /m/* client routes to index.html', async () => {
    const root = await env.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/m/');
    for (const url of [
      '/m',
      '/m/',
      '/m/index',
      '/m/index.html',
      '/m/home',
      '/m/help?i=2',
      '/m/no/such/page',
    ]) {
      const res = await env.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
    }
    const asset = await env.app.inject({ method: 'GET', url: '/m/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await env.app.inject({ method: 'GET', url: '/m/sw.js' })).headers['cache-control']).toBe(
      'no-cache',
    );
  });

  it('allows the inline theme script by hash in the CSP', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/m/' });
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  });

  it('serves the demo images', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/static/demo/ficha-logo.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('svg');
  });
});

describe('rate limits', () => {
  it('answers 429 with the RATE_LIMITED envelope past the per-minute limit', async () => {
    const limited = await createTestApp(env.database, { RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push((await limited.inject({ method: 'GET', url: '/wps/system/status' })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const res = await limited.inject({
        method: 'GET',
        url: '/wps/system/status',
        headers: { language: 'EN' },
      });
      expect(res.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });
});
