import { sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { newPeriodSeed } from '../src/modules/lottery/lottery-draws.ts';
import { type PlacedTicket, placeTicket } from '../src/modules/lottery/lottery-orders.service.ts';
import { insertPeriod, type PeriodKey } from '../src/modules/lottery/periods.queries.ts';
import { databaseNowMs } from '../src/modules/studio/shared-rounds/rounds.queries.ts';
import {
  type GameSession,
  openGameSession,
  walletBalance,
} from '../src/modules/wallet/seamless-wallet.service.ts';
import { createTestDatabase, merchantIdOf } from './test-app.ts';
import { deposit, newMember } from './wallet-fixtures.ts';

/** The one-minute fast dice game, which the lottery tests play unless they say otherwise. */
export const GAME = 'ficha_lotto_k3_1m';

/**
 * A test file's lottery set-up: its own database, members with money and lottery sessions, and
 * periods with numeros of their own whose clock the test moves rather than waits for.
 */
export function lotteryFixtures() {
  let database: Database;
  let drop: () => Promise<void>;
  let merchantId = 0;
  let periods = 0;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    merchantId = await merchantIdOf(database.db);
  });
  afterAll(() => drop());

  const db = () => database.db;

  /** A member with R$ 100.00 and a lottery session of the game. */
  async function player(gameCode = GAME): Promise<GameSession> {
    const memberId = await newMember(db(), merchantId, 'lotto');
    await deposit(db(), merchantId, memberId, 10_000n);
    return openGameSession(db(), {
      merchantId,
      memberId,
      vendorCode: 'FICHA_LOTTO',
      gameCode,
      currency: 'BRL',
    });
  }

  /** A period closing and drawing at these offsets from now. */
  async function period(closesInMs: number, drawsInMs = closesInMs, gameCode = GAME): Promise<PeriodKey> {
    periods += 1;
    const now = await databaseNowMs(db());
    const key = { merchantId, gameCode, numero: `T${Date.now()}-${periods}` };
    const times = {
      numero: key.numero,
      opensAt: now - 60_000,
      closesAt: now + closesInMs,
      drawsAt: now + drawsInMs,
    };
    await insertPeriod(db(), key, times, newPeriodSeed());
    return key;
  }

  /**
   * The clock reaches the period's close (and, unless `drawToo` is false, its draw): its times move
   * to just now, rather than the test waiting for them.
   */
  async function reachClose(key: PeriodKey, drawToo = true): Promise<void> {
    await sql`
      UPDATE lottery_periods SET closes_at = clock_timestamp() - interval '1 millisecond',
        draws_at = CASE WHEN ${drawToo}::boolean THEN clock_timestamp() - interval '1 millisecond' ELSE draws_at END
      WHERE merchant_id = ${key.merchantId} AND game_code = ${key.gameCode} AND numero = ${key.numero}`.execute(
      db(),
    );
  }

  /** Places a ticket of [bet type, pick, amount] bets on the period. */
  function placeBets(
    session: GameSession,
    period: PeriodKey | string,
    ...bets: Array<[string, string, string]>
  ) {
    const numero = typeof period === 'string' ? period : period.numero;
    return placeTicket(db(), session, {
      numero,
      bets: bets.map(([betType, pick, amount]) => ({ betType, pick, amount })),
    });
  }

  const keyWhere = (key: PeriodKey) =>
    sql`merchant_id = ${key.merchantId} AND game_code = ${key.gameCode} AND numero = ${key.numero}`;

  /** The period drawn with this result (as if its seed had drawn it), ready to settle. */
  async function drawnWith(key: PeriodKey, result: unknown): Promise<void> {
    await reachClose(key);
    await sql`UPDATE lottery_periods SET status = 'DRAWN', result = ${JSON.stringify(result)}::jsonb,
      drawn_at = clock_timestamp() WHERE ${keyWhere(key)}`.execute(db());
  }

  /** The wins of a ticket's sub-orders, in order, as settlement wrote them. */
  async function winsOf(ticket: PlacedTicket): Promise<Array<[string, string, string | null]>> {
    const rows = await db()
      .selectFrom('lottery_suborders')
      .select(['bet_type', 'pick', 'win', 'status'])
      .where('order_id', '=', ticket.orderId)
      .orderBy(sql`length(id)`)
      .orderBy('id')
      .execute();
    for (const row of rows) expect(row.status).toBe('SETTLED');
    return rows.map((row) => [row.bet_type, row.pick, row.win]);
  }

  return {
    db,
    placeBets,
    keyWhere,
    drawnWith,
    winsOf,
    database: () => database,
    merchantId: () => merchantId,
    player,
    period,
    reachClose,
    balanceOf: async (session: GameSession) => (await walletBalance(db(), session)).balance,
  };
}
