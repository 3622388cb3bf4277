import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { AccountClient } from './account-client.ts';
import { createTestApp, createTestDatabase } from './test-app.ts';

/**
 * A test file's app on a database of its own (created before its tests, dropped after), and
 * clients that each speak from an address of their own, so per-address limits of one test do not
 * touch another. `network` is the first two parts of the addresses, e.g. '10.2'.
 */
export function accountApp(network: string) {
  let database: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let ipCounter = 0;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });
  const nextIp = () => {
    ipCounter += 1;
    return `${network}.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  };
  return {
    get app() {
      return app;
    },
    get db() {
      return database.db;
    },
    /** A client on a fresh address, on the merchant's site (FICHA unless told). */
    client: (merchant = 'FICHA') => new AccountClient(app, database, nextIp(), merchant),
    /** A client on a given address, for tests about one address shared by many. */
    clientAt: (ip: string) => new AccountClient(app, database, ip),
  };
}
