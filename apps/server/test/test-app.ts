import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemo } from '../src/db/seed/seed.ts';
import { AccountClient } from './account-client.ts';

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

/** The id of a seeded merchant: the demo operator FICHA unless told (RIO is the other). */
export async function merchantIdOf(db: Database['db'], code = 'FICHA'): Promise<number> {
  const row = await db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A built site stand-in, so static serving is tested without running the web build. */
export function fakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ficha-web-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script>document.documentElement.dataset.theme="dark"</script></head><body><div id="root"><main><!--ficha:app-banner--><!--ficha:first-banner--><span class="skeleton"></span><!--/ficha:first-banner--></main></div></body></html>',
  );
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("app")');
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("install", () => {})');
  return dir;
}

/**
 * Shared rounds, lottery draws and reward runs stay off unless a test asks (STUDIO_LIVE_ROUNDS,
 * LOTTERY_DRAWS, REWARD_RUNS: 'true'): no timer disturbs API tests.
 */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: fakeWebDist(),
    // Identity documents of a test go to a folder of its own, never the repository's data folder.
    KYC_FILES_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ficha-kyc-')),
    STUDIO_LIVE_ROUNDS: 'false',
    LOTTERY_DRAWS: 'false',
    REWARD_RUNS: 'false',
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

/**
 * A test file's own database, made before its tests and dropped after. Its fields are read inside
 * tests (beforeAll makes them); reading one sooner is a mistake and throws.
 */
export class TestDatabase {
  #made: { database: Database; drop: () => Promise<void>; merchantId: number } | undefined;

  protected get made() {
    if (!this.#made) throw new Error('the test database is made in beforeAll: read it inside a test');
    return this.#made;
  }
  get database(): Database {
    return this.made.database;
  }
  get db(): Database['db'] {
    return this.made.database.db;
  }
  /** The demo operator FICHA's id. */
  get merchantId(): number {
    return this.made.merchantId;
  }

  async make(): Promise<void> {
    const { database, drop } = await createTestDatabase();
    this.#made = { database, drop, merchantId: await merchantIdOf(database.db) };
  }
  async drop(): Promise<void> {
    await this.#made?.drop();
  }
}

/** What a test file's app is made with; all optional. */
export interface TestAppOptions {
  /** Settings over testConfig's. */
  config?: Record<string, string>;
  /** Listen on a free local port, for websocket tests (wsBase is then its ws:// address). */
  listen?: boolean;
  /** A seamless-wallet vendor registered before the tests. */
  vendor?: { code: string; secret: string };
}

/** A test file's own database and the app on it, made before its tests and closed after. */
export class TestApp extends TestDatabase {
  #app: FastifyInstance | undefined;
  #wsBase = '';

  constructor(private readonly options: TestAppOptions = {}) {
    super();
  }
  get app(): FastifyInstance {
    if (!this.#app) throw new Error('the test app is made in beforeAll: read it inside a test');
    return this.#app;
  }
  /** The ws:// address of the listening app (with the listen option). */
  get wsBase(): string {
    return this.#wsBase;
  }

  override async make(): Promise<void> {
    await super.make();
    const { vendor } = this.options;
    if (vendor) await this.db.insertInto('wallet_vendors').values(vendor).execute();
    await this.reopen();
    if (this.options.listen) {
      await this.app.listen({ port: 0, host: '127.0.0.1' });
      this.#wsBase = `ws://127.0.0.1:${(this.app.server.address() as AddressInfo).port}`;
    }
  }
  /** Makes the app anew on the same database, as a restart does (close the old one first). */
  async reopen(): Promise<void> {
    this.#app = await createTestApp(this.database, this.options.config);
  }
  override async drop(): Promise<void> {
    await this.#app?.close();
    await super.drop();
  }
}

/** Gives the test file a database of its own for its tests. */
export function useTestDatabase(): TestDatabase {
  const env = new TestDatabase();
  beforeAll(() => env.make());
  afterAll(() => env.drop());
  return env;
}

/** Gives the test file a database and an app of its own for its tests. */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const env = new TestApp(options);
  beforeAll(() => env.make());
  afterAll(() => env.drop());
  return env;
}

/**
 * A test app whose clients each speak from an address of their own, so per-address limits of one
 * test do not touch another. `network` is the first two parts of the addresses, e.g. '10.2'.
 */
export function accountApp(network: string) {
  const env = useTestApp();
  let ipCounter = 0;
  const nextIp = () => {
    ipCounter += 1;
    return `${network}.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  };
  return {
    get app() {
      return env.app;
    },
    get db() {
      return env.db;
    },
    /** A client on a fresh address, on the merchant's site (FICHA unless told). */
    client: (merchant = 'FICHA') => new AccountClient(env.app, env.database, nextIp(), merchant),
    /** A client on a given address, for tests about one address shared by many. */
    clientAt: (ip: string) => new AccountClient(env.app, env.database, ip),
  };
}
