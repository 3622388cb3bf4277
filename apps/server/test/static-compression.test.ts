import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase } from './test-app.ts';

// The built site's text files go out compressed: `npm run build` runs scripts/precompress.mjs, and
// the server sends the .br or .gz the browser accepts (issue 13: every text asset compressed).
const script = 'console.log("a line of the site\'s code");\n'.repeat(200);
let app: FastifyInstance;
let drop: () => Promise<void>;

beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ficha-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><title>Ficha</title>${'<p>x</p>'.repeat(200)}`,
  );
  fs.writeFileSync(path.join(dist, 'assets', 'home-abc123.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'tiny-abc123.js'), 'void 0');
  execFileSync(process.execPath, [path.join(import.meta.dirname, '../../../scripts/precompress.mjs'), dist]);
  let database: Awaited<ReturnType<typeof createTestDatabase>>['database'];
  ({ database, drop } = await createTestDatabase());
  app = await createTestApp(database, { WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the built site is sent compressed', () => {
  it('sends brotli to a browser that takes it, gzip to one that takes only gzip', async () => {
    const br = await get('/m/assets/home-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await get('/m/assets/home-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
  });

  it('sends the page itself compressed too, at every route of the site', async () => {
    for (const url of ['/m/', '/m/home', '/m/wallet']) {
      const page = await get(url, 'br');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Ficha</title>');
    }
  });

  it('sends the plain file to a client that accepts no encoding, and tiny files as they are', async () => {
    const plain = await get('/m/assets/home-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const tiny = await get('/m/assets/tiny-abc123.js', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('void 0');
  });
});
