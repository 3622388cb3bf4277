import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { decodeServicePath } from '@ficha/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-app.ts';

// Issue 13 (speed): the home page arrives with the answers of the site's first calls (the merchant
// and its consolidated settings), so a phone draws the home without two more round trips first.
const env = useTestApp();

/** The JSON the page carries, read as the site reads it (apps/web/src/features/system/api/boot-answers.ts). */
function bootAnswers(html: string) {
  const match = /<script type="application\/json" id="ficha-boot">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no boot answers in the page');
  return JSON.parse(match[1]);
}

/** Service paths are sent under a fresh random key each time (spec section 7): compared decoded. */
function withDecodedPaths(consolidated: { customerService: { path: string }[] }) {
  return {
    ...consolidated,
    customerService: consolidated.customerService.map((entry) => ({
      ...entry,
      path: decodeServicePath(entry.path),
    })),
  };
}

async function apiValue(url: string) {
  const res = await env.app.inject({ method: 'GET', url, headers: { language: 'PT' } });
  expect(res.statusCode, url).toBe(200);
  return res.json().value;
}

describe('the home page carries the first answers', () => {
  it("writes the host's merchant and its consolidated settings as the API sends them", async () => {
    const page = await env.app.inject({ method: 'GET', url: '/m/', headers: { host: 'localhost' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    const answers = bootAnswers(page.body);
    expect(answers.language).toBe('PT');
    expect(answers.domainRoute).toEqual(await apiValue('/wps/system/domainRoute'));
    expect(withDecodedPaths(answers.consolidated)).toEqual(
      withDecodedPaths(await apiValue('/wps/system/settings/consolidated')),
    );
    expect(answers.consolidated.banners.length).toBeGreaterThan(0);
    expect(answers.domainRoute.merchantCode).toBe('FICHA');
  });

  it('does so at every home alias, and sends other pages as the built file', async () => {
    for (const url of ['/m', '/m/', '/m/index', '/m/home']) {
      const res = await env.app.inject({ method: 'GET', url });
      expect(res.body, url).toContain('id="ficha-boot"');
    }
    for (const url of ['/m/index.html', '/m/hot', '/m/login']) {
      const res = await env.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('id="ficha-boot"');
    }
  });

  it('sends it compressed as brotli or gzip, whichever the browser takes', async () => {
    const plain = (await env.app.inject({ method: 'GET', url: '/m/' })).body;
    const br = await env.app.inject({
      method: 'GET',
      url: '/m/',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await env.app.inject({ method: 'GET', url: '/m/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);
  });

  it('keeps a text of the settings from closing the script element, and shows a change at once', async () => {
    const title = 'Bônus </script><script>alert(1)</script>';
    await env.db
      .updateTable('banners')
      .set({ title })
      .where('merchant_id', '=', env.merchantId)
      .where('group_name', '=', 'm_home')
      .execute();
    const html = (await env.app.inject({ method: 'GET', url: '/m/' })).body;
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the theme script's and the data's own
    const banners = bootAnswers(html).consolidated.banners as { title: string }[];
    expect(banners.some((banner) => banner.title === title)).toBe(true);
  });

  it('draws the app banner and the first home banner into the static shell, asked for at once', async () => {
    const html = (await env.app.inject({ method: 'GET', url: '/m/' })).body;
    const { consolidated } = bootAnswers(html);
    const first = consolidated.banners.find((banner: { groupName: string }) => banner.groupName === 'm_home');
    const { imageCdns, defaultImageHost } = consolidated.whitelabel;
    // Spec section 9: on a CDN of the merchant's, else on its default image host, else as sent.
    const expected = [...imageCdns, defaultImageHost]
      .filter(Boolean)
      .map((host: string) => `${host.replace(/\/+$/, '')}/${first.url.replace(/^\/+/, '')}`);
    const preload =
      /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high" id="ficha-first-banner">/.exec(
        html,
      );
    expect(preload?.[1]).toBeDefined();
    expect(expected.length > 0 ? expected : [first.url]).toContain(preload?.[1]);
    expect(html).toContain(
      `<div class="home-skeleton__banner home-skeleton__first-banner"><img src="${preload?.[1]}"`,
    );
    expect(html).not.toContain('<!--ficha:first-banner-->');
    expect(html).toContain('<aside class="app-banner">');
    expect(html).toContain(`Baixe o app ${consolidated.whitelabel.name}`);
  });

  it('escapes the merchant texts it draws, and keeps the skeleton when there is no home banner', async () => {
    await env.db
      .updateTable('merchants')
      .set({ name: 'Ficha <img src=x onerror=alert(1)>' })
      .where('id', '=', env.merchantId)
      .execute();
    await env.db.deleteFrom('banners').where('merchant_id', '=', env.merchantId).execute();
    const html = (await env.app.inject({ method: 'GET', url: '/m/' })).body;
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('Ficha &lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('id="ficha-first-banner"');
    expect(html).toContain('<!--ficha:first-banner--><span class="skeleton"></span>');
  });
});
