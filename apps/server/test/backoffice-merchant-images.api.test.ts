import { PIX_GATEWAYS } from '@ficha/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtInPixGateways } from '../src/modules/payments/payment-gateway.ts';
import { demoOperatorToken, type OpsMethod, opsCall } from './staff-client.ts';
import { useTestApp } from './test-app.ts';

// Issue 15 part 8: a merchant's logo is uploaded from the console. The file is judged by its bytes,
// never by its name or declared type, and served from the database to every process.

const env = useTestApp();
let platformAdmin: string;

beforeAll(async () => {
  platformAdmin = await demoOperatorToken(env.app, env.db);
}, 60_000);

const ops = (method: OpsMethod, url: string, body?: object) =>
  opsCall(env.app, platformAdmin, method, `/ops/api/v1${url}`, body);

const editOf = async (id: number) => (await ops('GET', `/merchants/${id}`)).body.value;

/** The smallest PNG: 1x1 transparent. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('logo upload, judged by the content', () => {
  it('stores a PNG and serves it at its content address; the logo then points to it', async () => {
    const upload = await ops('POST', `/merchants/${env.merchantId}/images`, {
      contentBase64: PNG.toString('base64'),
    });
    expect(upload.status).toBe(200);
    expect(upload.body.value).toMatchObject({ contentType: 'image/png', bytes: PNG.length });
    expect(upload.body.value.url).toMatch(/^\/media\/merchant-images\/[0-9a-f]{64}\.png$/);
    const served = await env.app.inject({ method: 'GET', url: upload.body.value.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const edit = await editOf(env.merchantId);
    const saved = await ops('POST', `/merchants/${env.merchantId}/settings`, {
      version: edit.version,
      settings: { ...edit.settings, logoUrl: upload.body.value.url },
    });
    expect(saved.status).toBe(200);
    const site = await env.app.inject({ method: 'GET', url: '/wps/system/settings/consolidated' });
    expect(site.json().value.whitelabel.logoUrl).toBe(upload.body.value.url);
  });

  it('refuses what is not an image whatever it claims to be: SVG, HTML, text, an empty or truncated file', async () => {
    const files = [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<html><body>logo.png</body></html>',
      'GIF',
      PNG.subarray(0, 10).toString('latin1'),
    ];
    for (const file of files) {
      const answer = await ops('POST', `/merchants/${env.merchantId}/images`, {
        contentBase64: Buffer.from(file, 'latin1').toString('base64'),
      });
      expect(answer, file).toMatchObject({ status: 400, body: { code: 'IMAGE_INVALID' } });
    }
    const missing = await env.app.inject({
      method: 'GET',
      url: `/media/merchant-images/${'0'.repeat(64)}.png`,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the contract beside the server', () => {
  it('names the PIX gateways the server has built in', () => {
    expect(PIX_GATEWAYS.map((g) => [g.name, g.sandbox])).toEqual(
      [...builtInPixGateways.values()].map((g) => [g.name, g.sandbox]),
    );
  });
});
