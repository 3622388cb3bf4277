import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeFeedOf, EVERY_TABLE } from '../src/db/change-feed.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import { createTestApp, createTestDatabase, merchantIdOf } from './test-app.ts';

// Each process keeps merchants, site settings and the catalogue in memory (issue 13); a change
// made anywhere must reach every process's next request. On PostgreSQL a second handle on the
// same database stands for a second process: its own pool and its own listening connection. The
// embedded database belongs to one process, so there both apps share its handle.

let database: Database;
let other: Database;
let drop: () => Promise<void>;
let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  let url: string | undefined;
  ({ database, drop, url } = await createTestDatabase());
  other = url ? await openDatabase({ kind: 'postgres', url }) : database;
  first = await createTestApp(database);
  second = await createTestApp(other);
});
afterAll(async () => {
  await first.close();
  await second.close();
  if (other !== database) await other.close();
  await drop();
});

/** Settles when the process of `handle` hears that `table` changed: the only wait these tests make. */
function heard(handle: Database, table: string): Promise<void> {
  const feed = changeFeedOf(handle.db);
  if (!feed) throw new Error('openDatabase gives every handle a change feed');
  return new Promise((resolve) => {
    const stop = feed.onChange((changed) => {
      if (changed !== table) return;
      stop();
      resolve();
    });
  });
}

async function value(app: FastifyInstance, url: string) {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json().value;
}

async function setMaintenance(on: boolean, handle: Database = database) {
  await handle.db.updateTable('merchants').set({ maintenance: on }).where('code', '=', 'FICHA').execute();
}

describe('what a process keeps follows every change at once', () => {
  it('serves the merchant from memory: a write that skips the notifying triggers goes unseen', async () => {
    expect(await value(second, '/wps/system/status')).toMatchObject({ status: 0 });
    await database.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL session_replication_role = replica`.execute(trx);
      await sql`UPDATE merchants SET maintenance = true WHERE code = 'FICHA'`.execute(trx);
    });
    expect(await value(second, '/wps/system/status')).toMatchObject({ status: 0, maintenance: false });
    const secondHears = heard(other, 'merchants');
    await setMaintenance(false);
    await secondHears;
  });

  it('a maintenance switch through one process acts on the next request of every process', async () => {
    expect(await value(first, '/wps/system/status')).toMatchObject({ status: 0 });
    expect(await value(second, '/wps/system/status')).toMatchObject({ status: 0 });
    const secondHears = heard(other, 'merchants');
    await setMaintenance(true);
    // The writing process needs no notification for its own write.
    expect(await value(first, '/wps/system/status')).toMatchObject({ status: 1, maintenance: true });
    await secondHears;
    expect(await value(second, '/wps/system/status')).toMatchObject({ status: 1, maintenance: true });

    const secondHearsAgain = heard(other, 'merchants');
    await setMaintenance(false);
    expect(await value(first, '/wps/system/status')).toMatchObject({ status: 0 });
    await secondHearsAgain;
    expect(await value(second, '/wps/system/status')).toMatchObject({ status: 0 });
  });

  it('a new notice and a game taken off reach the other process as soon as it hears of them', async () => {
    const before = await value(second, '/wps/system/settings/consolidated');
    const games = await value(second, '/wps/relay/GCSGAME_gameList');
    const gone = games.games[0].nodeId;
    const secondHearsNotice = heard(other, 'notices');
    await database.db
      .insertInto('notices')
      .values({ merchant_id: await merchantIdOf(database.db), language: 'PT', title: 'Aviso novo' })
      .execute();
    await secondHearsNotice;
    const after = await value(second, '/wps/system/settings/consolidated');
    expect(before.notices.map((n: { title: string }) => n.title)).not.toContain('Aviso novo');
    expect(after.notices.map((n: { title: string }) => n.title)).toContain('Aviso novo');

    const secondHearsGame = heard(other, 'games');
    await database.db.updateTable('games').set({ active: false }).where('node_id', '=', gone).execute();
    try {
      await secondHearsGame;
      const left = await value(second, '/wps/relay/GCSGAME_gameList');
      expect(left.total).toBe(games.total - 1);
      expect(left.games.map((g: { nodeId: string }) => g.nodeId)).not.toContain(gone);
    } finally {
      await database.db.updateTable('games').set({ active: true }).where('node_id', '=', gone).execute();
    }
  });

  it("a vendor a merchant switches off (issue 15 part 7) leaves the other process's lobby at once", async () => {
    const shown = async () =>
      (await value(second, '/wps/relay/GCSGAME_gameList?pageSize=100')).games.map(
        (g: { vassalage: string }) => g.vassalage,
      );
    expect(await shown()).toContain('FICHA');
    const merchantId = await merchantIdOf(database.db);
    const secondHears = heard(other, 'merchant_vendors');
    await database.db
      .insertInto('merchant_vendors')
      .values({ merchant_id: merchantId, vendor_code: 'FICHA', enabled: false, version: 1 })
      .execute();
    try {
      await secondHears;
      expect(await shown()).not.toContain('FICHA');
    } finally {
      await database.db.deleteFrom('merchant_vendors').where('merchant_id', '=', merchantId).execute();
    }
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'keeps nothing while its listening connection is lost, and listens again',
    async () => {
      expect(await value(second, '/wps/system/status')).toMatchObject({ status: 0 });
      const deaf = heard(other, EVERY_TABLE);
      await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                WHERE datname = current_database() AND query = 'LISTEN ficha_changes'`.execute(database.db);
      await deaf;
      expect(changeFeedOf(other.db)?.listening).toBe(false);
      // Nothing can be heard now, so every request reads the database.
      await other.db.transaction().execute(async (trx) => {
        await sql`SET LOCAL session_replication_role = replica`.execute(trx);
        await sql`UPDATE merchants SET maintenance = true WHERE code = 'FICHA'`.execute(trx);
      });
      const listening = heard(other, EVERY_TABLE);
      expect(await value(second, '/wps/system/status')).toMatchObject({ status: 1 });
      await listening;
      expect(changeFeedOf(other.db)?.listening).toBe(true);
      const secondHears = heard(other, 'merchants');
      await setMaintenance(false);
      await secondHears;
      expect(await value(second, '/wps/system/status')).toMatchObject({ status: 0 });
    },
  );
});
