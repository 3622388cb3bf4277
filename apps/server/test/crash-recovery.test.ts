import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemo } from '../src/db/seed/seed.ts';
import { auditLedger } from '../src/modules/ledger/ledger.service.ts';
import { openGameSession } from '../src/modules/wallet/seamless-wallet.service.ts';
import { signVendorRequest } from '../src/modules/wallet/vendor-signature.ts';
import { merchantIdOf } from './test-app.ts';
import { deposit, newMember } from './wallet-fixtures.ts';

// Durability is PostgreSQL's (DESIGN section 3): this runs against the server at DATABASE_URL, or
// the machine's PostgreSQL when the suite runs on PGlite.
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const root = path.resolve(import.meta.dirname, '../../..');
const name = `ficha_crash_${randomBytes(4).toString('hex')}`;
const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
const port = 18_000 + Math.floor(Math.random() * 1000);
const SECRET = 'crash-secret';
let database: Database;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

function startServer(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATABASE_URL: url, LOG_LEVEL: 'silent', SEED_DEMO: 'false' },
    stdio: 'ignore',
  });
}

/** Up to a minute: a busy machine (the test files run side by side) starts a server slowly. */
async function waitUp(): Promise<void> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

async function bet(sessionId: string, txId: string): Promise<boolean> {
  const body = JSON.stringify({ sessionId, transactionId: txId, roundId: txId, amount: '1.00' });
  const timestamp = String(Date.now());
  try {
    const res = await fetch(`http://127.0.0.1:${port}/wallet/v1/bet`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-vendor': 'CRASH',
        'x-timestamp': timestamp,
        'x-signature': signVendorRequest(SECRET, { method: 'POST', path: '/wallet/v1/bet', timestamp, body }),
      },
      body,
    });
    return res.ok && ((await res.json()) as { success?: boolean }).success === true;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  await admin(`CREATE DATABASE ${name}`);
  database = await openDatabase({ kind: 'postgres', url });
  await migrate(database.db);
  await seedDemo(database.db);
  await database.db.insertInto('wallet_vendors').values({ code: 'CRASH', secret: SECRET }).execute();
});
afterAll(async () => {
  await database.close();
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

describe('a server killed in the middle of a load of bets (issue 4)', () => {
  it('keeps every acknowledged transfer and a balanced ledger after SIGKILL and restart', async () => {
    const merchantId = await merchantIdOf(database.db);
    const sessions: string[] = [];
    for (let i = 0; i < 20; i++) {
      const memberId = await newMember(database.db, merchantId, 'crash');
      await deposit(database.db, merchantId, memberId, 1_000_000n, `crash-fund:${memberId}`);
      sessions.push(
        (
          await openGameSession(database.db, {
            merchantId,
            memberId,
            vendorCode: 'CRASH',
            gameCode: 'g',
            currency: 'BRL',
          })
        ).id,
      );
    }

    const server = startServer();
    await waitUp();
    const acknowledged: string[] = [];
    let stop = false;
    const players = sessions.map(async (sessionId, p) => {
      for (let n = 0; !stop; n++) {
        const txId = `k${p}-${n}`;
        if (await bet(sessionId, txId)) acknowledged.push(txId);
      }
    });
    while (acknowledged.length < 300) await new Promise((r) => setTimeout(r, 20));
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGKILL');
    stop = true;
    await Promise.all(players);
    await exited;

    const restarted = startServer();
    try {
      await waitUp();
      const keys = acknowledged.map((tx) => `vendor:CRASH:bet:${tx}`);
      const found = await database.db
        .selectFrom('ledger_transfers')
        .select('idempotency_key')
        .where('idempotency_key', 'in', keys)
        .execute();
      expect(found).toHaveLength(acknowledged.length);
      expect(await auditLedger(database.db)).toEqual({ currencies: [], accounts: [] });
      // A vendor retrying an acknowledged bet after the restart gets it once, not twice.
      expect(await bet(sessions[0]!, acknowledged.find((t) => t.startsWith('k0-'))!)).toBe(true);
      expect(await auditLedger(database.db)).toEqual({ currencies: [], accounts: [] });
    } finally {
      restarted.kill('SIGTERM');
    }
  }, 180_000);
});
