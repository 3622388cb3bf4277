import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { CrashResult, RoundView, ServerMessage } from '@ficha/contract/studio/shared-rounds/protocol';
import { crashPointE2 } from '@ficha/games/crash/crash-point';
import { chainLinks } from '@ficha/games/shared-rounds/hash-chain';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemo } from '../src/db/seed/seed.ts';
import { auditLedger, postTransfer } from '../src/modules/ledger/ledger.service.ts';
import { playerAccount, systemAccount } from '../src/modules/ledger/ledger-accounts.ts';
import { openGameSession } from '../src/modules/wallet/seamless-wallet.service.ts';
import { LiveClient, openBets, settled, sleep } from './shared-rounds-helpers.ts';

// Two real server processes on one fresh PostgreSQL database and this machine's Redis (DESIGN
// section 8): both must show the same rounds, and every bet and cash-out is settled exactly once.
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const root = path.resolve(import.meta.dirname, '../../..');
const PLAYERS = 200;
const ROUNDS = 3;
const GAME = 'ficha_crash';

async function reachable(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
  } catch {
    return `PostgreSQL at ${serverUrl}`;
  }
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 2_000, maxRetriesPerRequest: 0 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return undefined;
  } catch {
    return `Redis at ${redisUrl}`;
  } finally {
    redis.disconnect();
  }
}

const missing = await reachable();
// In CI both services are part of the job: their absence is a failure, not a reason to skip.
if (missing && process.env.CI === 'true') throw new Error(`${missing} is required in CI`);

const name = `ficha_rounds_${randomBytes(4).toString('hex')}`;
const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
const ports = [19_000 + Math.floor(Math.random() * 500), 19_500 + Math.floor(Math.random() * 500)];
const servers: ChildProcess[] = [];
const serverErrors: string[] = [];
let database: Database;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

function startServer(port: number): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      REDIS_URL: redisUrl,
      LOG_LEVEL: 'error',
      SEED_DEMO: 'false',
      RATE_LIMIT_PER_MINUTE: '100000',
      // Every player of the test connects from this one address.
      STUDIO_RATE_LIMIT_PER_MINUTE: '100000',
      STUDIO_WS_RATE_LIMIT_PER_MINUTE: '100000',
      STUDIO_LIVE_ROUNDS: 'true',
      STUDIO_CRASH_BETTING_MS: '4000',
      STUDIO_CRASH_RESULT_MS: '400',
      STUDIO_CRASH_SPEED: '10',
      STUDIO_WHEEL_BETTING_MS: '600000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // At LOG_LEVEL error anything printed is a fault.
  child.stdout?.on('data', (chunk: Buffer) => serverErrors.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => serverErrors.push(chunk.toString()));
  return child;
}

async function waitUp(port: number): Promise<void> {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // starting
    }
    await sleep(200);
  }
  throw new Error(`server on ${port} did not start: ${serverErrors.join('')}`);
}

/** Members of the demo merchant with money in a crash session: every fourth plays for free. */
async function players(): Promise<Array<{ session: string; currency: string }>> {
  const db = database.db;
  const merchantId = (
    await db.selectFrom('merchants').select('id').where('code', '=', 'FICHA').executeTakeFirstOrThrow()
  ).id;
  const members = await db
    .insertInto('members')
    .values(Array.from({ length: PLAYERS }, (_, i) => ({ merchant_id: merchantId, username: `rounds${i}` })))
    .returning('id')
    .execute();
  return Promise.all(
    members.map(async ({ id }, i) => {
      const memberId = Number(id);
      const play = i % 4 === 3;
      const currency = play ? 'PLAY' : 'BRL';
      await postTransfer(db, {
        merchantId,
        key: `rounds-fund:${memberId}`,
        kind: play ? 'PLAY_TOP_UP' : 'DEPOSIT',
        createdBy: 'test',
        legs: [
          {
            accountId: await playerAccount(
              db,
              merchantId,
              memberId,
              play ? 'PLAYER_PLAY' : 'PLAYER_CASH',
              currency,
            ),
            amount: 100_00n,
          },
          {
            accountId: await systemAccount(
              db,
              merchantId,
              play ? 'PLAY_ISSUER' : 'DEPOSIT_CLEARING',
              currency,
            ),
            amount: -100_00n,
          },
        ],
      });
      const session = await openGameSession(db, {
        merchantId,
        memberId,
        vendorCode: 'FICHA',
        gameCode: GAME,
        currency,
      });
      return { session: session.id, currency };
    }),
  );
}

beforeAll(async () => {
  if (missing) return;
  await admin(`CREATE DATABASE ${name}`);
  database = await openDatabase({ kind: 'postgres', url });
  await migrate(database.db);
  await seedDemo(database.db);
});
afterAll(async () => {
  for (const server of servers) server.kill('SIGKILL');
  if (missing) return;
  await database.close();
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

type Played = {
  client: LiveClient;
  server: number;
  bets: Map<number, string>;
  cashOuts: Map<number, unknown>;
};

describe.skipIf(missing !== undefined)('crash rounds shared by two server processes (issue 6)', () => {
  it('shows both processes the same rounds and settles every bet and cash-out exactly once', async () => {
    const accounts = await players();
    servers.push(startServer(ports[0]!), startServer(ports[1]!));
    await Promise.all(ports.map(waitUp));

    const played: Played[] = accounts.map(({ session }, i) => {
      const server = i % 2;
      const client = new LiveClient(`ws://127.0.0.1:${ports[server]}/studio/ws/crash?session=${session}`);
      return { client, server, bets: new Map(), cashOuts: new Map() };
    });
    await Promise.all(played.map((p) => p.client.opened));
    const [watchA, watchB] = [played[0]!.client, played[1]!.client];

    // Each player bets in the next ROUNDS rounds: a third with auto cash-out at 1.50x, a third
    // cashing out by hand a moment after take-off (and again through the other process's HTTP
    // API, a retry that must change nothing), the rest holding on until the crash.
    const roundsPlayed: number[] = [];
    let seen = 0;
    while (roundsPlayed.length < ROUNDS) {
      const opening = await watchA.waitFor<{ type: 'round'; serverTime: number; round: RoundView }>(
        (m) => m.type === 'round' && m.round.phase === 'betting' && m.round.roundId > seen,
        30_000,
      );
      const seq = opening.round.roundId;
      seen = seq;
      // A round found late (the previous one took long to play) may not leave time for 200 bets.
      if (opening.round.startsAt - Date.now() < 2_500) continue;
      roundsPlayed.push(seq);
      await Promise.all(
        played.map(async (p, i) => {
          const betId = `r${seq}`;
          const style = i % 3;
          p.client.send({
            type: 'bet',
            ref: `bet-${seq}`,
            roundId: seq,
            betId,
            amount: '1.00',
            ...(style === 0 ? { autoCashOut: 150 } : {}),
          });
          const ack = await p.client.waitFor(
            (m) => (m.type === 'ack' || m.type === 'error') && m.ref === `bet-${seq}`,
            20_000,
          );
          expect(ack).toMatchObject({ type: 'ack' });
          p.bets.set(seq, betId);
          if (style !== 1) return;
          await p.client.waitFor(
            (m) => m.type === 'round' && m.round.roundId === seq && m.round.phase !== 'betting',
          );
          await sleep(20 + ((i * 37) % 400));
          p.client.send({ type: 'cashout', ref: `out-${seq}`, roundId: seq, betId });
          const answer = await p.client.waitFor(
            (m) => (m.type === 'ack' || m.type === 'error') && m.ref === `out-${seq}`,
          );
          if (answer.type === 'error') {
            expect(answer.code).toBe('ROUND_NOT_OPEN');
            return;
          }
          const value = (answer as { value: { multiplierE2: number; win: string } }).value;
          p.cashOuts.set(seq, value);
          const retry = await fetch(`http://127.0.0.1:${ports[1 - p.server]}/studio/api/v1/crash/cashout`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-game-session': accounts[i]!.session },
            body: JSON.stringify({ roundId: seq, betId }),
          });
          expect(((await retry.json()) as { value: unknown }).value).toMatchObject(value);
        }),
      );
    }
    const last = roundsPlayed.at(-1)!;
    for (const seq of roundsPlayed) await settled(database.db, GAME, seq, 30_000);
    // Every player heard the result of each of its bets, from whichever process settled it.
    await Promise.all(
      played.map((p) =>
        Promise.all(
          roundsPlayed.map((seq) => p.client.waitFor((m) => m.type === 'result' && m.roundId === seq)),
        ),
      ),
    );
    await watchA.waitFor((m) => m.type === 'round' && m.round.roundId === last && m.round.phase === 'ended');
    await watchB.waitFor((m) => m.type === 'round' && m.round.roundId === last && m.round.phase === 'ended');
    for (const p of played) p.client.close();

    // 1. Both processes announced the same rounds: ids, hashes, crash points, each verifiable.
    const endedSeen = (client: LiveClient) =>
      client.messages.flatMap((m: ServerMessage) =>
        m.type === 'round' &&
        m.round.phase === 'ended' &&
        m.round.roundId >= roundsPlayed[0]! &&
        m.round.roundId <= last
          ? [m.round]
          : [],
      );
    const [endedA, endedB] = [endedSeen(watchA), endedSeen(watchB)];
    const summary = (rounds: RoundView[]) =>
      rounds.map((r) => [r.roundId, r.hash, (r.result as CrashResult).crashE2]);
    expect(endedA.length).toBe(last - roundsPlayed[0]! + 1);
    expect(summary(endedA)).toEqual(summary(endedB));
    for (const round of endedA) {
      expect(chainLinks(round.hash!, round.previousHash!)).toBe(true);
      expect((round.result as CrashResult).crashE2).toBe(crashPointE2(round.hash!, round.chain.salt));
    }
    // Every player saw every bet of the round, from both processes, in the round's feed frames.
    const betsSeen = (client: LiveClient) =>
      client.messages.flatMap((m: ServerMessage) =>
        m.type === 'feed' ? m.items.filter((item) => item.type === 'bet' && item.roundId === last) : [],
      );
    expect(betsSeen(watchA)).toHaveLength(PLAYERS);
    expect(betsSeen(watchB)).toHaveLength(PLAYERS);

    // 2. Every bet was settled once, as the round's crash point and its cash-out say.
    const crashBySeq = new Map(endedA.map((r) => [r.roundId, (r.result as CrashResult).crashE2]));
    const bets = await database.db
      .selectFrom('studio_shared_bets')
      .selectAll()
      .where('game_code', '=', GAME)
      .where('round_seq', 'in', roundsPlayed.map(String))
      .execute();
    expect(bets).toHaveLength(PLAYERS * ROUNDS);
    expect(bets.every((b) => b.status === 'SETTLED')).toBe(true);
    const byTx = new Map(bets.map((b) => [b.tx_id, b]));
    let cashOuts = 0;
    for (const [i, p] of played.entries()) {
      for (const seq of roundsPlayed) {
        const bet = bets.find((b) => b.round_seq === String(seq) && b.session_id === accounts[i]!.session)!;
        const out = p.cashOuts.get(seq) as { multiplierE2: number; win: string } | undefined;
        if (out) {
          cashOuts += 1;
          expect(bet.cash_out_ms).not.toBeNull();
          expect(bet.payout_e4).toBe(out.multiplierE2 * 100);
          expect(bet.win).toBe(String(out.multiplierE2));
        } else if (bet.auto_cash_out_e2 !== null) {
          expect(bet.win).toBe(crashBySeq.get(seq)! >= 150 ? '150' : '0');
        } else {
          expect(bet.win).toBe('0');
        }
      }
    }
    expect(cashOuts).toBeGreaterThan(0);
    const transfers = await database.db
      .selectFrom('ledger_transfers')
      .select(['idempotency_key', 'status'])
      .where('idempotency_key', 'like', `vendor:FICHA:%:${GAME}:%`)
      .execute();
    const count = (kind: string, tx: string) =>
      transfers.filter((t) => t.idempotency_key === `vendor:FICHA:${kind}:${tx}`).length;
    for (const bet of bets) {
      expect(count('bet', bet.tx_id)).toBe(1);
      expect(count('win', bet.tx_id)).toBe(bet.win === '0' ? 0 : 1);
    }
    const wallet = await database.db
      .selectFrom('wallet_bets')
      .select(['tx_id', 'won', 'status'])
      .where('vendor_code', '=', 'FICHA')
      .where(
        'tx_id',
        'in',
        bets.map((b) => b.tx_id),
      )
      .execute();
    expect(wallet).toHaveLength(bets.length);
    for (const w of wallet) expect([w.status, w.won]).toEqual(['PLACED', byTx.get(w.tx_id)!.win]);
    expect(await openBets(database.db)).toBe(0);
    expect(await auditLedger(database.db)).toEqual({ currencies: [], accounts: [] });
    expect(serverErrors.join('')).toBe('');
  }, 120_000);
});
