// npm run bench:wallet: the seamless wallet under load through its signed HTTP interface, on a
// PostgreSQL server, beside pgbench (tpcb-like) on the same server as the reference.
// Prints figures only. BENCH_SECONDS sets each run's length (default 10), BENCH_PLAYERS the
// closed-loop levels (default 1,50,500), BENCH_RATE the open-loop offer; BENCH_SOAK=300 runs
// instead the most players for that many seconds and prints the server's memory each minute.
// BENCH_PORT sets the wallet server's port (default 8192), for runs beside other servers.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed.ts';
import { auditLedger, postTransfer } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { playerAccount, systemAccount } from '../apps/server/src/modules/ledger/ledger-accounts.ts';
import { openGameSession } from '../apps/server/src/modules/wallet/seamless-wallet.service.ts';
import { signVendorRequest } from '../apps/server/src/modules/wallet/vendor-signature.ts';
import { KeepAliveClient } from './bench/keep-alive-client.ts';
import { measured, pgbench, sampleMemory } from './bench/measure.ts';
import { adminQuery, benchDatabaseUrl, benchServerUrl, percentile } from './bench-postgres.ts';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const levels = (process.env.BENCH_PLAYERS ?? '1,50,500').split(',').map(Number);
/** Postings a second the players offer together in the open-loop run (issue 4's target). */
const offeredRate = Number(process.env.BENCH_RATE ?? 6000);
const soakSeconds = Number(process.env.BENCH_SOAK ?? 0);
/** Transaction ids differ from run to run. */
const RUN = randomBytes(3).toString('hex');
const port = Number(process.env.BENCH_PORT ?? 8192);
const VENDOR = 'BENCH';
const SECRET = randomBytes(16).toString('hex');

async function main(): Promise<void> {
  const name = `ficha_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const database = await openDatabase({ kind: 'postgres', url: benchDatabaseUrl(name) });
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
        DATABASE_URL: benchDatabaseUrl(name),
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        // The bench measures the wallet, not its limit: one vendor sends every player's calls.
        WALLET_RATE_LIMIT_PER_MINUTE: '1000000000',
        // Nor the reward runs: their catch-up at start (a level review of every funded player)
        // would share the first run's database.
        REWARD_RUNS: 'false',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const serverExit = new Promise((resolve) => server.once('exit', resolve));
  const results: Array<{ players: number; postings: number }> = [];
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
      `\nSeamless wallet over HTTP on PostgreSQL: ${maxPlayers} funded players, ${seconds} s per run`,
    );
    const sessions = await fundPlayers(database, merchantId, maxPlayers);
    const players: Player[] = await Promise.all(
      sessions.map(async (sessionId, index) => ({
        sessionId,
        index,
        client: await KeepAliveClient.connect('127.0.0.1', port),
        calls: 0,
        done: [],
      })),
    );
    const line = (
      label: string,
      r: Awaited<ReturnType<typeof measured<Awaited<ReturnType<typeof saturate>>>>>,
      unit = 'posting',
    ) =>
      console.log(
        `  ${label}: ${Math.round(r.postings).toString().padStart(6)} ${unit}s/s  ` +
          `p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms` +
          (unit === 'posting' ? `  replayed tx p50 ${r.replayP50.toFixed(2)} ms` : '') +
          `  (${r.errors} errors)\n` +
          `      CPU per ${unit}: server ${r.cpu.server} µs, PostgreSQL ${r.cpu.postgres} µs, load generator ${r.cpu.generator} µs; ${r.cpu.cores.toFixed(2)} of 2 cores busy`,
      );
    const pid = server.pid ?? 0;
    const memory = sampleMemory(server.pid ?? 0);
    if (soakSeconds > 0) {
      console.log(`Soak: ${maxPlayers} players as fast as the answers come, for ${soakSeconds} s:`);
      for (let minute = 1; minute * 60 <= soakSeconds; minute++) {
        const r = await measured(pid, () => saturate(players, 60));
        console.log(
          `  minute ${minute}: ${Math.round(r.postings)} postings/s, p99 ${r.p99.toFixed(1)} ms, RSS ${memory.latest()} MB`,
        );
      }
    } else {
      console.log('Each player as fast as the answers come (closed loop):');
      for (const count of levels) {
        const r = await measured(pid, () => saturate(players.slice(0, count), seconds));
        results.push({ players: count, postings: r.postings });
        line(`${String(count).padStart(3)} players`, r);
      }
      console.log('Retries only, answered from memory (the HTTP layer and signature check alone):');
      line(
        `${String(maxPlayers).padStart(3)} players`,
        await measured(pid, () => retriesOnly(players, seconds)),
        'call',
      );
      console.log(`Players at a steady pace, together offering ${offeredRate} postings/s (open loop):`);
      line(
        `${String(maxPlayers).padStart(3)} players`,
        await measured(pid, () => offer(players, offeredRate, seconds)),
      );
    }
    const mem = memory.stop();
    console.log(`  server memory (RSS): start ${mem.first} MB, end ${mem.last} MB, max ${mem.max} MB`);
    for (const player of players) player.client.close();
    const audit = await auditLedger(database.db);
    console.log(
      `  ledger audit after the run: ${audit.currencies.length + audit.accounts.length === 0 ? 'balanced, every balance equals its entries' : JSON.stringify(audit)}`,
    );
  } finally {
    server.kill('SIGTERM');
    await serverExit;
    await database.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }

  // With the wallet's server stopped, pgbench has the machine and the connections to itself.
  console.log('\npgbench tpcb-like on the same server (reference)');
  for (const r of results) {
    const tps = pgbench(benchServerUrl, r.players, seconds);
    if (tps === undefined) continue;
    console.log(
      `  ${String(r.players).padStart(3)} clients: ${Math.round(tps.tps)} tps${tps.note}  ->  wallet/pgbench ratio ${(r.postings / tps.tps).toFixed(2)}`,
    );
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

interface Player {
  sessionId: string;
  index: number;
  client: KeepAliveClient;
  calls: number;
  /** Recent calls, to repeat as a vendor's retry would. */
  done: Array<[op: string, body: string]>;
}

interface Tally {
  postings: number;
  errors: number;
  latencies: number[];
  replays: number[];
}

function call(client: KeepAliveClient, op: string, body: string): Promise<number> {
  const timestamp = String(Date.now());
  const path = `/wallet/v1/${op}`;
  return client.send(path, signedHeaders(path, timestamp, body), body);
}

function signedHeaders(path: string, timestamp: string, body: string): Record<string, string> {
  return {
    'x-vendor': VENDOR,
    'x-timestamp': timestamp,
    'x-signature': signVendorRequest(SECRET, { method: 'POST', path, timestamp, body }),
  };
}

/**
 * One step of a player: 5% of the time a repeat of a recent call (a vendor's retry), otherwise a
 * bet, and for every second bet its win. `since` is when the step was due: the latency counts from
 * then, so a late answer also delays what should have followed it (no coordinated omission).
 */
async function step(player: Player, tally: Tally, since = performance.now()): Promise<void> {
  if (player.done.length > 0 && Math.random() < 0.05) {
    const [op, body] = player.done[Math.floor(Math.random() * player.done.length)]!;
    await call(player.client, op, body);
    tally.replays.push(performance.now() - since);
    return;
  }
  player.calls += 1;
  const txId = `p${player.index}-${player.calls}-${RUN}`;
  const bet = JSON.stringify({
    sessionId: player.sessionId,
    transactionId: txId,
    roundId: txId,
    amount: '1.00',
  });
  const record = (status: number, from: number) => {
    tally.latencies.push(performance.now() - from);
    if (status === 200) tally.postings += 1;
    else tally.errors += 1;
  };
  record(await call(player.client, 'bet', bet), since);
  player.done.push(['bet', bet]);
  if (player.calls % 2 === 0) {
    const win = JSON.stringify({
      sessionId: player.sessionId,
      transactionId: `w${txId}`,
      betTransactionId: txId,
      amount: '1.90',
    });
    const from = performance.now();
    record(await call(player.client, 'win', win), from);
    player.done.push(['win', win]);
  }
  if (player.done.length > 50) player.done.shift();
}

function summary(tally: Tally, duration: number) {
  tally.latencies.sort((a, b) => a - b);
  tally.replays.sort((a, b) => a - b);
  return {
    postings: tally.postings / duration,
    p50: percentile(tally.latencies, 0.5),
    p99: percentile(tally.latencies, 0.99),
    replayP50: percentile(tally.replays, 0.5),
    errors: tally.errors,
  };
}

/** Every player plays as fast as its answers come back: the most the wallet can take. */
async function saturate(players: Player[], duration: number) {
  const tally: Tally = { postings: 0, errors: 0, latencies: [], replays: [] };
  const deadline = performance.now() + duration * 1000;
  await Promise.all(
    players.map(async (player) => {
      while (performance.now() < deadline) await step(player, tally);
    }),
  );
  return summary(tally, duration);
}

/** Every player repeats its last bet as fast as it can: what HTTP alone allows, without the ledger. */
async function retriesOnly(players: Player[], duration: number) {
  const tally: Tally = { postings: 0, errors: 0, latencies: [], replays: [] };
  const deadline = performance.now() + duration * 1000;
  await Promise.all(
    players.map(async (player) => {
      const last = player.done.findLast(([op]) => op === 'bet');
      if (!last) return;
      while (performance.now() < deadline) {
        const since = performance.now();
        const status = await call(player.client, last[0], last[1]);
        tally.latencies.push(performance.now() - since);
        if (status === 200) tally.postings += 1;
        else tally.errors += 1;
      }
    }),
  );
  return summary(tally, duration);
}

/**
 * The players together offer `rate` postings a second, each at its own steady pace (as real
 * players do, between spins), so the latency is that of a wallet under that load rather than of
 * a queue the generator keeps full.
 */
async function offer(players: Player[], rate: number, duration: number) {
  const tally: Tally = { postings: 0, errors: 0, latencies: [], replays: [] };
  // A step is 1.5 postings on average (a bet, and a win for every second bet), or a retry.
  const stepMs = (players.length * 1000 * 1.5 * 0.95) / rate;
  const started = performance.now();
  const deadline = started + duration * 1000;
  await Promise.all(
    players.map(async (player) => {
      for (let due = started + Math.random() * stepMs; due < deadline; due += stepMs) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        await step(player, tally, due);
      }
    }),
  );
  return summary(tally, (performance.now() - started) / 1000);
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
