// npm run bench:wallet: the seamless wallet under load through its signed HTTP interface, on a
// PostgreSQL server, beside pgbench (tpcb-like) on the same server as the reference.
// Prints figures only. BENCH_SECONDS sets each phase's length (default 10; 300 for the soak).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed.ts';
import { auditLedger, postTransfer } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { playerAccount, systemAccount } from '../apps/server/src/modules/ledger/ledger-accounts.ts';
import { openGameSession } from '../apps/server/src/modules/wallet/seamless-wallet.service.ts';
import { signVendorRequest } from '../apps/server/src/modules/wallet/vendor-wallet.routes.ts';

const root = path.resolve(import.meta.dirname, '..');
const serverUrl = process.env.DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const levels = (process.env.BENCH_PLAYERS ?? '1,50,500').split(',').map(Number);
const port = 8192;
const VENDOR = 'BENCH';
const SECRET = randomBytes(16).toString('hex');

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

function dbUrl(name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function main(): Promise<void> {
  const name = `ficha_bench_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const database = await openDatabase({ kind: 'postgres', url: dbUrl(name) });
  const server = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []),
      '--import',
      'tsx',
      'apps/server/src/main.ts',
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: dbUrl(name),
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  try {
    await migrate(database.db);
    await seedDemo(database.db);
    await waitFor(`http://127.0.0.1:${port}/healthz`);
    await database.db.insertInto('wallet_vendors').values({ code: VENDOR, secret: SECRET }).execute();
    const merchantId = (
      await database.db
        .selectFrom('merchants')
        .select('id')
        .where('code', '=', 'FICHA')
        .executeTakeFirstOrThrow()
    ).id;
    const maxPlayers = Math.max(...levels);
    console.log(
      `\nSeamless wallet over HTTP on PostgreSQL: ${maxPlayers} funded players, ${seconds} s per level`,
    );
    const sessions = await fundPlayers(database, merchantId, maxPlayers);

    const agent = new http.Agent({ keepAlive: true, maxSockets: maxPlayers });
    const memory = sampleMemory(server.pid ?? 0);
    const results: Array<{ players: number; postings: number; p50: number; p99: number; replayP50: number }> =
      [];
    for (const players of levels) {
      const r = await load(agent, sessions.slice(0, players), seconds);
      results.push({ players, ...r });
      console.log(
        `  ${String(players).padStart(3)} players: ${Math.round(r.postings).toString().padStart(6)} postings/s  ` +
          `p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  replayed tx p50 ${r.replayP50.toFixed(2)} ms  (${r.errors} errors)`,
      );
    }
    const mem = memory.stop();
    console.log(`  server memory (RSS): start ${mem.first} MB, end ${mem.last} MB, max ${mem.max} MB`);
    const audit = await auditLedger(database.db);
    console.log(
      `  ledger audit after the run: ${audit.currencies.length + audit.accounts.length === 0 ? 'balanced, every balance equals its entries' : JSON.stringify(audit)}`,
    );

    console.log('\npgbench tpcb-like on the same server (reference)');
    for (const r of results) {
      const tps = pgbench(r.players);
      if (tps === undefined) continue;
      console.log(
        `  ${String(r.players).padStart(3)} clients: ${Math.round(tps.tps)} tps${tps.note}  ->  wallet/pgbench ratio ${(r.postings / tps.tps).toFixed(2)}`,
      );
    }
  } finally {
    server.kill('SIGTERM');
    await database.close();
    await new Promise((r) => setTimeout(r, 500));
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

async function fundPlayers(
  database: Awaited<ReturnType<typeof openDatabase>>,
  merchantId: number,
  count: number,
) {
  const sessions: string[] = [];
  const clearing = await systemAccount(database.db, merchantId, 'DEPOSIT_CLEARING', 'BRL');
  for (let i = 0; i < count; i++) {
    const member = await database.db
      .insertInto('members')
      .values({ merchant_id: merchantId, username: `bench${i}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const memberId = Number(member.id);
    await postTransfer(database.db, {
      merchantId,
      key: `bench-fund:${memberId}`,
      kind: 'DEPOSIT',
      createdBy: 'bench',
      legs: [
        {
          accountId: await playerAccount(database.db, merchantId, memberId, 'PLAYER_CASH', 'BRL'),
          amount: 100_000_000n,
        },
        { accountId: clearing, amount: -100_000_000n },
      ],
    });
    const session = await openGameSession(database.db, {
      merchantId,
      memberId,
      vendorCode: VENDOR,
      gameCode: 'bench',
      currency: 'BRL',
    });
    sessions.push(session.id);
  }
  return sessions;
}

function post(
  agent: http.Agent,
  op: string,
  body: Record<string, unknown>,
): Promise<{ ms: number; ok: boolean }> {
  const raw = JSON.stringify(body);
  const timestamp = String(Date.now());
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: `/wallet/v1/${op}`,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(raw),
          'x-vendor': VENDOR,
          'x-timestamp': timestamp,
          'x-signature': signVendorRequest(SECRET, timestamp, raw),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ ms: performance.now() - started, ok: res.statusCode === 200 }));
      },
    );
    req.on('error', () => resolve({ ms: performance.now() - started, ok: false }));
    req.end(raw);
  });
}

/** Each player loops: bet, then a win for half the bets; 5% of calls repeat an earlier call. */
async function load(agent: http.Agent, sessions: string[], duration: number) {
  const latencies: number[] = [];
  const replays: number[] = [];
  let postings = 0;
  let errors = 0;
  const deadline = performance.now() + duration * 1000;
  await Promise.all(
    sessions.map(async (sessionId, player) => {
      let n = 0;
      const done: Array<[string, Record<string, unknown>]> = [];
      while (performance.now() < deadline) {
        n += 1;
        if (done.length > 0 && Math.random() < 0.05) {
          const [op, body] = done[Math.floor(Math.random() * done.length)]!;
          const r = await post(agent, op, body);
          replays.push(r.ms);
          continue;
        }
        const txId = `p${player}-${n}-${performance.now().toFixed(0)}`;
        const bet = { sessionId, transactionId: txId, roundId: txId, amount: '1.00' };
        const b = await post(agent, 'bet', bet);
        latencies.push(b.ms);
        if (!b.ok) errors += 1;
        else postings += 1;
        done.push(['bet', bet]);
        if (n % 2 === 0) {
          const win = { sessionId, transactionId: `w${txId}`, betTransactionId: txId, amount: '1.90' };
          const w = await post(agent, 'win', win);
          latencies.push(w.ms);
          if (!w.ok) errors += 1;
          else postings += 1;
          done.push(['win', win]);
        }
        if (done.length > 50) done.shift();
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  replays.sort((a, b) => a - b);
  return {
    postings: postings / duration,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    replayP50: percentile(replays, 0.5),
    errors,
  };
}

function pgbench(clients: number): { tps: number; note: string } | undefined {
  const binary = fs
    .readdirSync('/usr/lib/postgresql')
    .map((v) => `/usr/lib/postgresql/${v}/bin/pgbench`)
    .find((p) => fs.existsSync(p));
  if (!binary) {
    console.log('  pgbench not found under /usr/lib/postgresql');
    return undefined;
  }
  // The server allows about 100 connections; pgbench needs one per client.
  const c = Math.min(clients, 80);
  const url = new URL(serverUrl);
  const name = `ficha_pgbench_${randomBytes(3).toString('hex')}`;
  const args = ['-h', url.hostname, '-p', url.port || '5432', '-U', url.username || 'postgres'];
  execFileSync('psql', [
    ...args,
    '-d',
    url.pathname.slice(1) || 'postgres',
    '-qc',
    `CREATE DATABASE ${name}`,
  ]);
  try {
    execFileSync(binary, [...args, '-i', '-q', '-s', '10', name], { stdio: 'ignore' });
    const out = execFileSync(
      binary,
      [...args, '-c', String(c), '-j', '2', '-T', String(seconds), '-M', 'prepared', '-b', 'tpcb-like', name],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0);
    return { tps, note: c !== clients ? ` (${c} clients: the server's connection limit)` : '' };
  } finally {
    execFileSync('psql', [
      ...args,
      '-d',
      url.pathname.slice(1) || 'postgres',
      '-qc',
      `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`,
    ]);
  }
}

function sampleMemory(pid: number) {
  const samples: number[] = [];
  const read = () => {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      samples.push(Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024));
    } catch {
      // the process is gone
    }
  };
  read();
  const timer = setInterval(read, 1000);
  return {
    stop() {
      clearInterval(timer);
      read();
      return { first: samples[0] ?? 0, last: samples.at(-1) ?? 0, max: Math.max(...samples) };
    },
  };
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

await main();
