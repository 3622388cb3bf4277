// npm run bench:crash: crash's fan-out on one server process (PostgreSQL). N players are connected
// to crash over websockets from this load generator (on the same machine), a tenth of them bet in
// every round; for each round message (betting, running, ended) it measures how late it reaches
// the players after its moment, and how far apart the first and the last receive it.
// Prints figures only. BENCH_PLAYERS sets the levels (default 500,2000,5000), BENCH_ROUNDS the
// rounds measured at each (default 3).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { STUDIO_VENDOR } from '@ficha/games/catalogue';
import WebSocket from 'ws';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed.ts';
import { postTransfer } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { playerAccount, systemAccount } from '../apps/server/src/modules/ledger/ledger-accounts.ts';
import { openGameSession } from '../apps/server/src/modules/wallet/seamless-wallet.service.ts';
import { adminQuery, benchDatabaseUrl, percentile } from './bench-postgres.ts';

const root = path.resolve(import.meta.dirname, '..');
const levels = (process.env.BENCH_PLAYERS ?? '500,2000,5000').split(',').map(Number);
const roundsPerLevel = Number(process.env.BENCH_ROUNDS ?? 3);
const port = 8194;
const GAME = 'ficha_crash';
/** Shorter rounds than in play (6 s of bets), so that a level takes seconds, not minutes. */
const BETTING_MS = 3_000;
const RESULT_MS = 1_500;
const SPEED = 3;
const BETTOR_SHARE = 10;

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface RoundMessage {
  roundId: number;
  phase: 'betting' | 'running' | 'ended';
  startsAt: number;
  endsAt: number | null;
}

/** What one level records: when each player got each round message, and the bets' answers. */
interface Tally {
  /** `${roundId}:${phase}` -> its moment and each arrival. */
  arrivals: Map<string, { moment: number; at: number[] }>;
  bets: number;
  acked: number;
  refused: number;
  feedFrames: number;
  betFrames: number;
}

class Player {
  readonly socket: WebSocket;
  readonly opened: Promise<void>;
  tally: Tally | undefined;
  bets = false;
  #lastBetRound = 0;

  constructor(sessionId: string) {
    this.socket = new WebSocket(`ws://127.0.0.1:${port}/studio/ws/crash?session=${sessionId}`);
    // Open once the snapshot came: the player is then in the hub.
    this.opened = new Promise((resolve, reject) => {
      this.socket.once('message', () => resolve());
      this.socket.once('error', reject);
    });
    this.socket.on('message', (data: Buffer) => this.#receive(data));
  }

  #receive(data: Buffer): void {
    const at = now();
    const tally = this.tally;
    if (!tally) return;
    // Only what is measured is parsed: the generator shares the server's two cores.
    const head = data.toString('latin1', 0, 16);
    if (head.startsWith('{"type":"feed"')) tally.feedFrames += 1;
    else if (head.startsWith('{"type":"bet"')) tally.betFrames += 1;
    else if (head.startsWith('{"type":"ack"')) tally.acked += 1;
    else if (head.startsWith('{"type":"error"')) tally.refused += 1;
    else if (head.startsWith('{"type":"round"')) {
      const { round } = JSON.parse(data.toString()) as { round: RoundMessage };
      const moment =
        round.phase === 'betting'
          ? round.startsAt - BETTING_MS
          : round.phase === 'running'
            ? round.startsAt
            : round.endsAt!;
      const key = `${round.roundId}:${round.phase}`;
      let seen = tally.arrivals.get(key);
      if (!seen) {
        seen = { moment, at: [] };
        tally.arrivals.set(key, seen);
      }
      seen.at.push(at);
      if (round.phase === 'betting' && this.bets && round.roundId > this.#lastBetRound) {
        this.#lastBetRound = round.roundId;
        this.#bet(round.roundId, tally);
      }
    }
  }

  /** A bet at a random moment of the first half of the betting time; half of them cash out at 1.50x. */
  #bet(roundId: number, tally: Tally): void {
    setTimeout(
      () => {
        tally.bets += 1;
        this.socket.send(
          JSON.stringify({
            type: 'bet',
            ref: `r${roundId}`,
            roundId,
            betId: `b${roundId}`,
            amount: '1.00',
            autoCashOut: Math.random() < 0.5 ? 150 : null,
          }),
        );
      },
      Math.random() * BETTING_MS * 0.5,
    );
  }
}

async function main(): Promise<void> {
  const name = `ficha_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const database = await openDatabase({ kind: 'postgres', url: benchDatabaseUrl(name) });
  const { REDIS_URL: _alone, ...env } = process.env;
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
        ...env,
        PORT: String(port),
        DATABASE_URL: benchDatabaseUrl(name),
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        STUDIO_LIVE_ROUNDS: 'true',
        STUDIO_CRASH_BETTING_MS: String(BETTING_MS),
        STUDIO_CRASH_RESULT_MS: String(RESULT_MS),
        STUDIO_CRASH_SPEED: String(SPEED),
        // Every player of the bench connects from one address.
        STUDIO_WS_RATE_LIMIT_PER_MINUTE: '1000000',
        STUDIO_RATE_LIMIT_PER_MINUTE: '1000000',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const serverExit = new Promise((resolve) => server.once('exit', resolve));
  const players: Player[] = [];
  try {
    await migrate(database.db);
    await seedDemo(database.db);
    await waitFor(`http://127.0.0.1:${port}/healthz`);
    const maxPlayers = Math.max(...levels);
    const sessions = await openSessions(database, maxPlayers);
    console.log(
      `\nCrash on one server process (PostgreSQL), rounds of ${BETTING_MS / 1000} s of bets, ` +
        `1 player in ${BETTOR_SHARE} betting each round; ${roundsPerLevel} rounds per level`,
    );
    console.log(
      '  players | round message lag p50 / p99 | first-to-last spread p50 / max | bets acked | bet-news frames per player a round | CPU',
    );
    for (const count of levels) {
      while (players.length < count) {
        const chunk = sessions.slice(players.length, Math.min(count, players.length + 200));
        const opened = chunk.map((sessionId) => new Player(sessionId));
        await Promise.all(opened.map((p) => p.opened));
        players.push(...opened);
      }
      players.forEach((p, i) => {
        p.bets = i % BETTOR_SHARE === 0;
      });
      const cpuBefore = cpuSeconds(server.pid ?? 0);
      const result = await measure(players);
      const cpuAfter = cpuSeconds(server.pid ?? 0);
      printLevel(count, result, {
        server: (cpuAfter.server - cpuBefore.server) / result.seconds,
        generator: (cpuAfter.generator - cpuBefore.generator) / result.seconds,
      });
    }
  } finally {
    for (const p of players) p.socket.terminate();
    server.kill('SIGTERM');
    await serverExit;
    await database.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/** Game sessions of crash for `count` members; every tenth is funded to bet. */
async function openSessions(database: Awaited<ReturnType<typeof openDatabase>>, count: number) {
  const { db } = database;
  const merchantId = (
    await db.selectFrom('merchants').select('id').where('code', '=', 'FICHA').executeTakeFirstOrThrow()
  ).id;
  const clearing = await systemAccount(db, merchantId, 'DEPOSIT_CLEARING', 'BRL');
  const members: number[] = [];
  for (let from = 0; from < count; from += 1_000) {
    const rows = await db
      .insertInto('members')
      .values(
        Array.from({ length: Math.min(1_000, count - from) }, (_, i) => ({
          merchant_id: merchantId,
          username: `crash${from + i}`,
        })),
      )
      .returning('id')
      .execute();
    members.push(...rows.map((r) => Number(r.id)));
  }
  const sessions: string[] = [];
  for (let from = 0; from < count; from += 50) {
    sessions.push(
      ...(await Promise.all(
        members.slice(from, from + 50).map(async (memberId, i) => {
          if ((from + i) % BETTOR_SHARE === 0) {
            await postTransfer(db, {
              merchantId,
              key: `bench-fund:${memberId}`,
              kind: 'DEPOSIT',
              createdBy: 'bench',
              legs: [
                {
                  accountId: await playerAccount(db, merchantId, memberId, 'PLAYER_CASH', 'BRL'),
                  amount: 1_000_000n,
                },
                { accountId: clearing, amount: -1_000_000n },
              ],
            });
          }
          const session = await openGameSession(db, {
            merchantId,
            memberId,
            vendorCode: STUDIO_VENDOR,
            gameCode: GAME,
            currency: 'BRL',
          });
          return session.id;
        }),
      )),
    );
  }
  return sessions;
}

/** CPU seconds spent so far by the server and by this load generator. */
function cpuSeconds(serverPid: number) {
  const stat = fs.readFileSync(`/proc/${serverPid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const own = process.cpuUsage();
  // utime and stime are the 12th and 13th fields after the command; USER_HZ is 100.
  return {
    server: (Number(fields[11]) + Number(fields[12])) / 100,
    generator: (own.user + own.system) / 1e6,
  };
}

/** Waits for a round to open, then records `roundsPerLevel` whole rounds. */
async function measure(players: Player[]) {
  const started = performance.now();
  const tally: Tally = { arrivals: new Map(), bets: 0, acked: 0, refused: 0, feedFrames: 0, betFrames: 0 };
  for (const p of players) p.tally = tally;
  const firstRound = await new Promise<number>((resolve) => {
    const look = setInterval(() => {
      const betting = [...tally.arrivals.keys()].find((k) => k.endsWith(':betting'));
      if (betting) {
        clearInterval(look);
        resolve(Number(betting.split(':')[0]));
      }
    }, 20);
  });
  const last = firstRound + roundsPerLevel;
  // The rounds measured are those after the first seen whole (the first may have begun before).
  while (
    !tally.arrivals.has(`${last}:ended`) ||
    tally.arrivals.get(`${last}:ended`)!.at.length < players.length
  ) {
    await sleep(100);
  }
  await sleep(RESULT_MS);
  for (const p of players) p.tally = undefined;
  const lags: number[] = [];
  const spreads: number[] = [];
  for (const [key, { moment, at }] of tally.arrivals) {
    const roundId = Number(key.split(':')[0]);
    if (roundId <= firstRound || roundId > last) continue;
    for (const t of at) lags.push(t - moment);
    spreads.push(Math.max(...at) - Math.min(...at));
  }
  lags.sort((a, b) => a - b);
  spreads.sort((a, b) => a - b);
  return {
    lagP50: percentile(lags, 0.5),
    lagP99: percentile(lags, 0.99),
    spreadP50: percentile(spreads, 0.5),
    spreadMax: spreads.at(-1) ?? 0,
    bets: tally.bets,
    acked: tally.acked,
    refused: tally.refused,
    framesPerRound: (tally.feedFrames + tally.betFrames) / players.length / (roundsPerLevel + 1),
    seconds: (performance.now() - started) / 1000,
  };
}

function printLevel(
  count: number,
  r: Awaited<ReturnType<typeof measure>>,
  cores: { server: number; generator: number },
): void {
  console.log(
    `  ${String(count).padStart(7)} | ${r.lagP50.toFixed(0).padStart(10)} / ${r.lagP99.toFixed(0).padEnd(3)} ms` +
      `${''.padEnd(9)} | ${r.spreadP50.toFixed(0).padStart(14)} / ${r.spreadMax.toFixed(0).padEnd(3)} ms` +
      `${''.padEnd(7)} | ${r.acked} of ${r.bets}${r.refused ? ` (${r.refused} refused)` : ''}` +
      ` | ${r.framesPerRound.toFixed(1)} | cores busy: server ${cores.server.toFixed(2)}, generator ${cores.generator.toFixed(2)}`,
  );
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await sleep(500);
  }
  throw new Error(`${url} did not answer`);
}

await main();
