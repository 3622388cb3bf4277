import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-app.ts';

// Issue 15 part 1: the back office is served at /admin by the same server, its own bundle, and a
// reload on any console route opens the console.

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ficha-admin-'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><title>Ficha · Back office</title><div id="root"></div>',
);
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("console")');
const env = useTestApp({ config: { ADMIN_DIST_DIR: dist } });

describe('the back office at /admin', () => {
  it('serves the console, its assets, and index.html for its routes', async () => {
    const get = (url: string) => env.app.inject({ method: 'GET', url });
    expect((await get('/admin')).headers.location).toBe('/admin/');
    for (const route of ['/admin/', '/admin/players/12', '/admin/cashier']) {
      const page = await get(route);
      expect(page.statusCode, route).toBe(200);
      expect(page.body, route).toContain('Back office');
    }
    const asset = await get('/admin/assets/index-abc123.js');
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await get('/admin/assets/gone-000.js')).statusCode).toBe(404);
    // A rebuild while the server runs: the new file is served too.
    fs.writeFileSync(path.join(dist, 'assets', 'index-def456.js'), 'console.log("rebuilt")');
    expect((await get('/admin/assets/index-def456.js')).body).toContain('rebuilt');
    // The player site is untouched.
    expect((await get('/m/')).body).not.toContain('Back office');
  });
});
