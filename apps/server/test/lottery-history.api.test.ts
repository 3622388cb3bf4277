import { sha256Hex } from '@ficha/games/fairness';
import { dice3Rules } from '@ficha/games/lottery/dice3';
import { periodRng } from '@ficha/games/lottery/lottery-bets';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawDuePeriods, drawOf, settleDuePeriods } from '../src/modules/lottery/lottery-draws.ts';
import { insertPeriod, markVoid } from '../src/modules/lottery/periods.queries.ts';
import { databaseNowMs } from '../src/modules/studio/shared-rounds/rounds.queries.ts';
import { lotteryFixtures } from './lottery-fixtures.ts';
import { createTestApp } from './test-app.ts';

/**
 * Issue 14, screens: "lottery history with trend charts (frequency, hot/cold numbers, streaks over
 * the last N periods) ... the winner board and a jackpot display fed by real settled wins".
 */
const { db, database, merchantId, period, player, placeBets, reachClose } = lotteryFixtures();
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp(database());
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url, headers: { language: 'EN' } });

/** Drawn periods of a game with results written as given, oldest first (numeros of one day). */
async function drawnWith(gameCode: string, results: unknown[], status: 'SETTLED' | 'DRAWN' = 'SETTLED') {
  const now = await databaseNowMs(db());
  for (const [i, result] of results.entries()) {
    const numero = `20261101-${String(i + 1).padStart(4, '0')}`;
    const times = { numero, opensAt: now - 120_000, closesAt: now - 70_000, drawsAt: now - 60_000 };
    await insertPeriod(db(), { merchantId: merchantId(), gameCode, numero }, times, {
      seed: `seed-${i}`,
      seedHash: sha256Hex(`seed-${i}`),
    });
    await sql`UPDATE lottery_periods SET status = ${status}, result = ${JSON.stringify(result)}::jsonb
      WHERE game_code = ${gameCode} AND numero = ${numero}`.execute(db());
  }
}

describe('/lotto/api/v1/trends', () => {
  it('counts faces, hot and cold numbers and big/small, odd/even streaks over the drawn periods', async () => {
    // Totals 6 small even, 15 big odd, triple, 13 big odd, 16 big even, 4 small even.
    await drawnWith('ficha_lotto_k3_3m', [
      [1, 2, 3],
      [6, 5, 4],
      [2, 2, 2],
      [6, 6, 1],
      [5, 5, 6],
      [1, 1, 2],
    ]);
    // Neither an open nor a voided period is counted.
    const open = await period(60_000, 60_000, 'ficha_lotto_k3_3m');
    const voided = await period(60_000, 60_000, 'ficha_lotto_k3_3m');
    // Voided before its draw (a drawn period cannot be voided), then the draws run.
    await markVoid(db(), voided);
    await reachClose(voided);
    await drawDuePeriods(db());
    const res = await get('/lotto/api/v1/trends/ficha_lotto_k3_3m?periods=10');
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.game).toEqual({ code: 'ficha_lotto_k3_3m', name: 'Fast Dice 3 min', kind: 'dice3' });
    expect(value).toMatchObject({ periods: 6, from: '20261101-0001', to: '20261101-0006' });
    expect(value.frequency).toEqual([
      { number: '1', count: 4 },
      { number: '2', count: 5 },
      { number: '3', count: 1 },
      { number: '4', count: 1 },
      { number: '5', count: 3 },
      { number: '6', count: 4 },
    ]);
    expect(value.hot).toEqual(['2', '1', '6']);
    expect(value.cold).toEqual(['3', '4', '5']);
    expect(value.series.map((s: { value: number }) => s.value)).toEqual([6, 15, 6, 13, 16, 4]);
    expect(value.streaks).toEqual({
      bigSmall: { current: { side: 'small', length: 1 }, longest: { side: 'big', length: 2 } },
      oddEven: { current: { side: 'even', length: 2 }, longest: { side: 'even', length: 2 } },
    });
    expect(open.numero).not.toBe(value.to);
  });

  it('counts only the last N draws', async () => {
    // Twelve draws: the two oldest all nines, then ten all zeros (totals 45 big odd, then 0 small even).
    await drawnWith('ficha_lotto_5d_5m', [
      ...Array.from({ length: 2 }, () => [9, 9, 9, 9, 9]),
      ...Array.from({ length: 10 }, () => [0, 0, 0, 0, 0]),
    ]);
    const ten = (await get('/lotto/api/v1/trends/ficha_lotto_5d_5m?periods=10')).json().value;
    expect(ten.periods).toBe(10);
    expect(ten.frequency.find((f: { number: string }) => f.number === '0').count).toBe(50);
    expect(ten.frequency.find((f: { number: string }) => f.number === '9').count).toBe(0);
    expect(ten.streaks.bigSmall).toEqual({
      current: { side: 'small', length: 10 },
      longest: { side: 'small', length: 10 },
    });
    const all = (await get('/lotto/api/v1/trends/ficha_lotto_5d_5m?periods=200')).json().value;
    expect(all.periods).toBe(12);
    expect(all.frequency.find((f: { number: string }) => f.number === '9').count).toBe(10);
    expect(all.hot).toEqual(['0', '9', '1', '2', '3']);
    expect(all.streaks.oddEven.longest).toEqual({ side: 'even', length: 10 });
  });

  it('is empty for a game not drawn yet', async () => {
    const value = (await get('/lotto/api/v1/trends/ficha_lotto_sea')).json().value;
    expect(value).toMatchObject({ periods: 0, from: null, to: null, hot: [], cold: [], series: [] });
    expect(value.frequency).toHaveLength(100);
    expect(value.streaks.bigSmall).toEqual({ current: null, longest: null });
  });

  it('refuses an unknown game and N out of range with a 4xx envelope', async () => {
    const unknown = await get('/lotto/api/v1/trends/no_such_game');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      success: false,
      code: 'GAME_NOT_FOUND',
      message: 'Game not found.',
    });
    for (const periods of ['9', '201', 'abc', '-1', '10.5']) {
      const res = await get(`/lotto/api/v1/trends/ficha_lotto_k3_1m?periods=${periods}`);
      expect(res.statusCode, periods).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    }
    expect((await get('/lotto/api/v1/trends/BAD%20CODE!')).statusCode).toBe(400);
  });
});

describe('/lotto/api/v1/history', () => {
  it('pages the drawn periods newest first, each with its result, committed hash and revealed seed', async () => {
    const game = 'ficha_lotto_5d_1m';
    const keys = [];
    for (let i = 0; i < 3; i += 1) keys.push(await period(60_000, 60_000, game));
    await markVoid(db(), keys[2]!);
    for (const key of keys) await reachClose(key);
    await drawDuePeriods(db());
    const first = (await get(`/lotto/api/v1/history/${game}?pageSize=2`)).json().value;
    expect(first.list.map((d: { numero: string }) => d.numero)).toEqual([keys[2]!.numero, keys[1]!.numero]);
    // A voided period keeps its seed public but has no result.
    expect(first.list[0]).toMatchObject({ status: 'VOID', result: null });
    const drawn = first.list[1];
    expect(drawn.status).toBe('DRAWN');
    expect(drawn.seedHash).toBe(sha256Hex(drawn.seed));
    expect(drawn.result).toEqual(drawOf({ game_code: game, numero: drawn.numero, seed: drawn.seed }));
    expect(first.nextBefore).toBe(keys[1]!.numero);
    const second = (await get(`/lotto/api/v1/history/${game}?pageSize=2&before=${first.nextBefore}`)).json()
      .value;
    expect(second.list.map((d: { numero: string }) => d.numero)).toEqual([keys[0]!.numero]);
    expect(second.nextBefore).toBeNull();
  });

  it('refuses an unknown game and a bad page', async () => {
    expect((await get('/lotto/api/v1/history/no_such_game')).json()).toMatchObject({
      code: 'GAME_NOT_FOUND',
    });
    for (const query of ['pageSize=0', 'pageSize=51', 'before=%27%3B--']) {
      expect((await get(`/lotto/api/v1/history/ficha_lotto_k3_1m?${query}`)).statusCode, query).toBe(400);
    }
  });
});

/** A seed whose three dice total exactly 11 for this period (big, odd, not a triple). */
function seedTotalling11(gameCode: string, numero: string): string {
  for (let i = 0; ; i += 1) {
    const seed = sha256Hex(`total-11-${i}`);
    const dice = dice3Rules.draw(periodRng(seed, gameCode, numero));
    if (dice[0] + dice[1] + dice[2] === 11) return seed;
  }
}

describe('/lotto/api/v1/winners and /jackpot', () => {
  it('are empty before any win', async () => {
    expect((await get('/lotto/api/v1/winners')).json().value).toEqual({
      currency: 'BRL',
      latest: [],
      biggest: [],
    });
    const jackpot = (await get('/lotto/api/v1/jackpot')).json().value;
    expect(jackpot.today).toMatchObject({ paid: '0.00', wins: 0, biggest: null });
    expect(jackpot.week).toMatchObject({ paid: '0.00', wins: 0, biggest: null });
  });

  it('show the settled wins of a real draw, names masked, and what the draws paid', async () => {
    const gameCode = 'ficha_lotto_k3_1m';
    const now = await databaseNowMs(db());
    const numero = '20261102-0001';
    const seed = seedTotalling11(gameCode, numero);
    const key = { merchantId: merchantId(), gameCode, numero };
    await insertPeriod(
      db(),
      key,
      { numero, opensAt: now - 1_000, closesAt: now + 60_000, drawsAt: now + 60_000 },
      {
        seed,
        seedHash: sha256Hex(seed),
      },
    );
    const [big, sum, small] = [await player(), await player(), await player()];
    await placeBets(big, numero, ['big', '', '10.00']);
    await placeBets(sum, numero, ['sum', '11', '2.00']);
    await placeBets(small, numero, ['small', '', '5.00']);
    await reachClose(key);
    await drawDuePeriods(db());
    expect(await settleDuePeriods(db())).toContain('settled');

    const username = async (memberId: number) =>
      (
        await db()
          .selectFrom('members')
          .select('username')
          .where('id', '=', String(memberId))
          .executeTakeFirstOrThrow()
      ).username;
    const [bigName, sumName] = [await username(big.memberId), await username(sum.memberId)];
    const value = (await get('/lotto/api/v1/winners')).json().value;
    // Big pays 1.97 per 1: 10.00 -> 19.70. A total of 11 pays 7.68: 2.00 -> 15.36. Small lost.
    expect(value.biggest.map((w: { win: string }) => w.win)).toEqual(['19.70', '15.36']);
    expect(value.biggest[0]).toMatchObject({
      player: `${bigName.slice(0, 2)}***${bigName.slice(-1)}`,
      gameCode,
      gameName: 'Fast Dice 1 min',
      numero,
      betType: 'big',
      pick: '',
      stake: '10.00',
    });
    expect(value.biggest[1]).toMatchObject({
      player: `${sumName.slice(0, 2)}***${sumName.slice(-1)}`,
      pick: '11',
    });
    expect(value.latest.map((w: { win: string }) => w.win).sort()).toEqual(['15.36', '19.70']);
    expect(JSON.stringify(value)).not.toContain(bigName);

    const jackpot = (await get('/lotto/api/v1/jackpot')).json().value;
    for (const window of [jackpot.today, jackpot.week]) {
      expect(window).toMatchObject({ paid: '35.06', wins: 2 });
      expect(window.biggest).toMatchObject({ win: '19.70', betType: 'big' });
    }

    // Another merchant's site shows none of these wins or draws.
    const rio = (url: string) => app.inject({ method: 'GET', url, headers: { merchant: 'RIO' } });
    expect((await rio('/lotto/api/v1/winners')).json().value).toMatchObject({ latest: [], biggest: [] });
    expect((await rio('/lotto/api/v1/jackpot')).json().value.week).toMatchObject({ paid: '0.00', wins: 0 });
    expect((await rio(`/lotto/api/v1/history/${gameCode}`)).json().value.list).toEqual([]);
  });
});
