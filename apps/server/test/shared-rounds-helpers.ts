import type { ServerMessage } from '@ficha/contract/studio/shared-rounds/protocol';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { expect } from 'vitest';
import WebSocket from 'ws';
import type { DB } from '../src/db/schema.ts';

/** Shared-round tests watch rounds in the database, whose clock runs them. */

export interface WatchedRound {
  seq: number;
  hash: string;
  result: Record<string, unknown>;
  /** Milliseconds from now (database clock) until bets close, the round ends, the next opens. */
  startsIn: number;
  endsIn: number;
  nextIn: number;
  status: string;
}

/**
 * Settings for live crash rounds fast enough for a test: bets open for `bettingMs`, a curve `speed`
 * times faster than in play; the wheel stays in a long betting phase so it does not disturb them.
 */
export const fastCrashRounds = (bettingMs: number, speed = 10): Record<string, string> => ({
  STUDIO_LIVE_ROUNDS: 'true',
  STUDIO_CRASH_BETTING_MS: String(bettingMs),
  STUDIO_CRASH_RESULT_MS: '150',
  STUDIO_CRASH_SPEED: String(speed),
  STUDIO_WHEEL_BETTING_MS: '60000',
});

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export async function latest(db: Kysely<DB>, gameCode: string): Promise<WatchedRound | undefined> {
  const { rows } = await sql<{
    seq: string;
    hash: string;
    result: Record<string, unknown>;
    starts_in: number;
    ends_in: number;
    next_in: number;
    status: string;
  }>`
    SELECT seq, hash, result, status,
      (extract(epoch FROM starts_at - clock_timestamp()) * 1000)::float8 AS starts_in,
      (extract(epoch FROM ends_at - clock_timestamp()) * 1000)::float8 AS ends_in,
      (extract(epoch FROM next_at - clock_timestamp()) * 1000)::float8 AS next_in
    FROM studio_shared_rounds WHERE game_code = ${gameCode} ORDER BY seq DESC LIMIT 1`.execute(db);
  const row = rows[0];
  return (
    row && {
      seq: Number(row.seq),
      hash: row.hash,
      result: row.result,
      startsIn: Number(row.starts_in),
      endsIn: Number(row.ends_in),
      nextIn: Number(row.next_in),
      status: row.status,
    }
  );
}

/**
 * The next round still taking bets for at least `minMsLeft`, whose (secret) result suits the
 * test: tests read it from the database to choose rounds where a cash-out has time to happen.
 */
export async function bettingRound(
  db: Kysely<DB>,
  gameCode: string,
  minMsLeft: number,
  suits: (round: WatchedRound) => boolean = () => true,
  // About one crash round in three suits a test that needs a high crash point: 90 s leaves a
  // loaded machine some twenty rounds to find one.
  timeoutMs = 90_000,
): Promise<WatchedRound> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const round = await latest(db, gameCode);
    if (round && round.startsIn >= minMsLeft && suits(round)) return round;
    await sleep(round && round.startsIn > 0 && !suits(round) ? round.nextIn + 5 : 40);
  }
  throw new Error(`no suitable ${gameCode} round within ${timeoutMs} ms`);
}

/** Waits until the round's settlement finished (every bet settled or rolled back). */
export async function settled(db: Kysely<DB>, gameCode: string, seq: number, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const row = await db
      .selectFrom('studio_shared_rounds')
      .select('status')
      .where('game_code', '=', gameCode)
      .where('seq', '=', String(seq))
      .executeTakeFirst();
    if (row && (row.status === 'SETTLED' || row.status === 'VOID')) return row.status;
    await sleep(50);
  }
  throw new Error(`${gameCode} round ${seq} not settled within ${timeoutMs} ms`);
}

/** Milliseconds until a moment of a round, by the database clock. */
/**
 * A burst of concurrent bets of one player in a round (hardening 9): exactly `accepted` of them
 * placed and debited; the others refused as too many or, on a loaded machine where the last of the
 * burst may be answered after the window closed, as late. Then the round settles.
 */
export async function expectBurstAccepted(
  db: Kysely<DB>,
  bet: { gameCode: string; seq: number; memberId: number },
  answers: Array<{ status: number; body: { success: boolean; code: string } }>,
  accepted: number,
): Promise<void> {
  expect(answers.filter((a) => a.body.success)).toHaveLength(accepted);
  const refused = answers.filter((a) => !a.body.success);
  expect(refused.every((a) => a.status === 409)).toBe(true);
  expect(refused.every((a) => ['TOO_MANY_BETS', 'BETTING_CLOSED'].includes(a.body.code))).toBe(true);
  const debited = await db
    .selectFrom('ledger_transfers')
    .select('idempotency_key')
    .where('idempotency_key', 'like', `vendor:FICHA:bet:${bet.gameCode}:${bet.seq}:${bet.memberId}:%`)
    .where('status', '=', 'APPLIED')
    .execute();
  expect(debited).toHaveLength(accepted);
  await settled(db, bet.gameCode, bet.seq);
}

export async function msUntil(
  db: Kysely<DB>,
  gameCode: string,
  seq: number,
  column: 'starts_at' | 'ends_at',
) {
  const { rows } = await sql<{ ms: number }>`
    SELECT (extract(epoch FROM ${sql.ref(column)} - clock_timestamp()) * 1000)::float8 AS ms
    FROM studio_shared_rounds WHERE game_code = ${gameCode} AND seq = ${seq}`.execute(db);
  return Number(rows[0]!.ms);
}

/** Bets not yet in a final state: none may be left once rounds are settled. */
export async function openBets(db: Kysely<DB>): Promise<number> {
  const { n } = await db
    .selectFrom('studio_shared_bets')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', 'in', ['PENDING', 'PLACED', 'DECIDED'])
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** A websocket client that keeps every message it receives, from the first one. */
export class LiveClient {
  readonly messages: ServerMessage[] = [];
  readonly socket: WebSocket;
  readonly opened: Promise<void>;
  readonly closed: Promise<number>;

  constructor(url: string) {
    this.socket = new WebSocket(url);
    this.socket.on('message', (data) => this.messages.push(JSON.parse(data.toString()) as ServerMessage));
    this.opened = new Promise((resolve, reject) => {
      this.socket.once('open', () => resolve());
      this.socket.once('error', reject);
    });
    this.closed = new Promise((resolve) => this.socket.once('close', (code) => resolve(code)));
  }

  send(message: object): void {
    this.socket.send(JSON.stringify(message));
  }

  async waitFor<T extends ServerMessage>(
    test: (m: ServerMessage) => boolean,
    timeoutMs = 15_000,
  ): Promise<T> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(test);
      if (found) return found as T;
      if (Date.now() > until) {
        const recent = this.messages.slice(-5).map((m) => JSON.stringify(m).slice(0, 200));
        throw new Error(`message not received; the last ones:\n${recent.join('\n')}`);
      }
      await sleep(20);
    }
  }

  close(): void {
    this.socket.terminate();
  }
}
