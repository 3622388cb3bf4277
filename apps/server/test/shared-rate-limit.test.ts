import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { createTestDatabase, testConfig } from './test-app.ts';

// Redis on this machine and in CI (DESIGN section 8); REDIS_URL points elsewhere when needed.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(() => drop());

describe('rate limits shared through Redis by several processes', () => {
  it('counts requests from one client across two app instances', async () => {
    const redisA = new Redis(REDIS_URL, { keyPrefix: `t${randomBytes(4).toString('hex')}:` });
    const redisB = new Redis(REDIS_URL, { keyPrefix: redisA.options.keyPrefix });
    const config = testConfig({ RATE_LIMIT_PER_MINUTE: '3' });
    const a = await buildApp({ config, db: database.db, redis: redisA, logger: false });
    const b = await buildApp({ config, db: database.db, redis: redisB, logger: false });
    try {
      const hit = (app: typeof a) =>
        app.inject({ method: 'GET', url: '/wps/system/status' }).then((r) => r.statusCode);
      expect([await hit(a), await hit(b), await hit(a), await hit(b)]).toEqual([200, 200, 200, 429]);
    } finally {
      await a.close();
      await b.close();
      redisA.disconnect();
      redisB.disconnect();
    }
  });
});
