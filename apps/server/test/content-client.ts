import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { changeFeedOf } from '../src/db/change-feed.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import { staffToken } from './staff-client.ts';
import { addStaff } from './staff-fixtures.ts';
import { createTestApp, createTestDatabase, merchantIdOf } from './test-app.ts';

// The content screens' API tests (issue 15 part 6) run a console process and a player process on
// one database. On PostgreSQL the second app has its own pool and its own listening connection (a
// second process); on the embedded database both share the one handle.

let database: Database;
let other: Database;
let drop: () => Promise<void>;
/** The console's process, and the process a player happens to reach. */
let consoleApp: FastifyInstance;
let playerApp: FastifyInstance;
/** The two merchants and staff tokens by role (RIO_CONTENT: a CONTENT user of Rio Sorte). */
export const world = {
  ficha: 0,
  rio: 0,
  tokens: {} as Record<string, string>,
  db: undefined as unknown as Database['db'],
};

/** Starts both processes and the staff for one test file. */
export function useContentApps(): void {
  beforeAll(async () => {
    let url: string | undefined;
    ({ database, drop, url } = await createTestDatabase());
    other = url ? await openDatabase({ kind: 'postgres', url }) : database;
    consoleApp = await createTestApp(database);
    playerApp = await createTestApp(other);
    world.db = database.db;
    world.ficha = await merchantIdOf(database.db, 'FICHA');
    world.rio = await merchantIdOf(database.db, 'RIO');
    for (const role of ['CONTENT', 'SUPPORT', 'FINANCE'] as const) {
      const staff = await addStaff(database.db, { role, merchantId: world.ficha, totp: true });
      world.tokens[role] = await staffToken(consoleApp, database.db, staff);
    }
    const rioContent = await addStaff(database.db, { role: 'CONTENT', merchantId: world.rio, totp: true });
    world.tokens.RIO_CONTENT = await staffToken(consoleApp, database.db, rioContent);
  }, 120_000);
  afterAll(async () => {
    await consoleApp?.close();
    await playerApp?.close();
    if (other && other !== database) await other.close();
    await drop?.();
  });
}

/** The table a console change of this address writes. */
const TABLE_OF: Array<[RegExp, string]> = [
  [/^\/content\/banners/, 'banners'],
  [/^\/content\/notices/, 'notices'],
  [/^\/content\/help/, 'help_items'],
  [/^\/content\/service/, 'customer_service_entries'],
  [/^\/content\/(downloads|footer-images)/, 'merchants'],
];

/**
 * Calls the console's process. A change that succeeds returns once the player's process has heard
 * that its table changed (the triggers' notification; on the embedded database, the write itself):
 * the moment from which that process's next request must show it.
 */
export async function ops(
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  const table = method === 'GET' ? undefined : TABLE_OF.find(([pattern]) => pattern.test(url))?.[1];
  const heard = table ? heardBy(table) : undefined;
  const res = await consoleApp.inject({
    method,
    url: `/ops/api/v1${url}`,
    headers: { authorization: `Bearer ${token}`, language: 'EN' },
    ...(payload ? { payload } : {}),
  });
  if (heard) {
    if (res.statusCode === 200) await heard.promise;
    else heard.stop();
  }
  return { status: res.statusCode, body: res.json() };
}

function heardBy(table: string) {
  const feed = changeFeedOf(other.db);
  if (!feed) throw new Error('openDatabase gives every handle a change feed');
  let stop = () => {};
  const promise = new Promise<void>((resolve) => {
    const unlisten = feed.onChange((changed) => {
      if (changed !== table) return;
      unlisten();
      resolve();
    });
    stop = () => {
      unlisten();
    };
  });
  return { promise, stop };
}

export async function upload(token: string, contentType: string, bytes: Buffer, merchantId = world.ficha) {
  const res = await consoleApp.inject({
    method: 'POST',
    url: `/ops/api/v1/content/images?merchantId=${merchantId}`,
    headers: { authorization: `Bearer ${token}`, language: 'EN', 'content-type': contentType },
    payload: bytes,
  });
  return { status: res.statusCode, body: res.json() };
}

/** An address of the site, asked of the player's process. */
export function playerGet(url: string) {
  return playerApp.inject({ method: 'GET', url });
}

/** What the player site reads, from the other process. */
export async function player(url: string, merchant = 'FICHA', language = 'PT') {
  const res = await playerApp.inject({ method: 'GET', url, headers: { merchant, language } });
  expect(res.statusCode).toBe(200);
  return res.json().value;
}
export const homeBanners = async (merchant = 'FICHA', language = 'PT') =>
  (await player('/wps/system/settings/consolidated', merchant, language)).banners as Array<{
    id: number;
    groupName: string;
    url: string;
    title: string;
    link: string | null;
  }>;

// A 1x1 PNG.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const bannerFields = (imageUrl: string, title: string) => ({
  groupName: 'm_home',
  imageUrl,
  title,
  linkUrl: '/m/voucherCenter',
  language: null,
  active: true,
  startsAt: null,
  endsAt: null,
});

export async function auditRows(action: string) {
  return database.db
    .selectFrom('audit_log')
    .select(['staff_id', 'merchant_id', 'target', 'before', 'after'])
    .where('action', '=', action)
    .orderBy('seq', 'desc')
    .execute();
}
