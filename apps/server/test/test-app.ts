import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemo } from '../src/db/seed/seed.ts';

/**
 * A real database for a test file: a fresh PostgreSQL database when DATABASE_URL is set (dropped
 * afterwards; `url` opens another handle on it, as another process would), otherwise an in-memory
 * PGlite. Migrated from zero and seeded with the demo content.
 */
export async function createTestDatabase(): Promise<{
  database: Database;
  drop: () => Promise<void>;
  url?: string;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
    await migrate(database.db);
    await seedDemo(database.db);
    return { database, drop: () => database.close() };
  }
  const name = `ficha_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await migrate(database.db);
  await seedDemo(database.db);
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** The id of the demo operator (FICHA) that every seeded test database has. */
export async function demoMerchantId(db: Database['db']): Promise<number> {
  const row = await db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', 'FICHA')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A built site stand-in, so static serving is tested without running the web build. */
export function fakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ficha-web-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script>document.documentElement.dataset.theme="dark"</script></head><body><div id="root"></div></body></html>',
  );
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("app")');
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("install", () => {})');
  return dir;
}

/**
 * Shared rounds and lottery draws stay off unless a test asks (STUDIO_LIVE_ROUNDS, LOTTERY_DRAWS:
 * 'true'): no round loop disturbs API tests.
 */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: fakeWebDist(),
    STUDIO_LIVE_ROUNDS: 'false',
    LOTTERY_DRAWS: 'false',
    // One test client sends far more than any real caller; the rate-limit tests set their own.
    OPS_RATE_LIMIT_PER_MINUTE: '100000',
    OPS_LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    WALLET_BAD_SIGNATURE_LIMIT_PER_MINUTE: '100000',
    STUDIO_RATE_LIMIT_PER_MINUTE: '100000',
    STUDIO_WS_RATE_LIMIT_PER_MINUTE: '100000',
    PIX_WEBHOOK_RATE_LIMIT_PER_MINUTE: '100000',
    SANDBOX_RATE_LIMIT_PER_MINUTE: '100000',
    ...overrides,
  });
}

export async function createTestApp(
  database: Database,
  overrides: Record<string, string> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(overrides), db: database.db, logger: false });
  await app.ready();
  return app;
}
