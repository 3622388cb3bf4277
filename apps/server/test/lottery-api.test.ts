import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryFixtures } from './lottery-fixtures.ts';
import { createTestApp } from './test-app.ts';

const { database, player } = lotteryFixtures();
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp(database());
});
afterAll(() => app.close());

/** Where a ticket goes now: the open period, or the next one if it closes within two seconds. */
function bettingNumero(state: {
  period: { numero: string; closesAt: string };
  next: { numero: string };
  serverTime: string;
}) {
  const closing = Date.parse(state.period.closesAt) - Date.parse(state.serverTime) < 2_000;
  return closing ? state.next.numero : state.period.numero;
}

function frame(sessionId: string) {
  const headers = { 'x-game-session': sessionId, language: 'EN' };
  return {
    get: (url: string) => app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload?: object) =>
      app.inject({ method: 'POST', url, headers, payload: payload ?? {} }),
  };
}

describe('/lotto/api/v1: the lottery frame', () => {
  it('shows the open period with its committed seed hash, the odds by bet type and the balance', async () => {
    const session = await player();
    const res = await frame(session.id).get('/lotto/api/v1/game');
    expect(res.statusCode).toBe(200);
    const { value } = res.json();
    expect(value.game).toMatchObject({
      code: 'ficha_lotto_k3_1m',
      name: 'Fast Dice 1 min',
      playType: 'ent',
      suspended: false,
    });
    expect(value.period.numero).toMatch(/^\d{8}-\d{4}$/);
    expect(value.period.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(value.period.closesAt)).toBe(Date.parse(value.period.drawsAt) - 10_000);
    const big = value.betTypes.find((type: { code: string }) => type.code === 'big');
    expect(big).toMatchObject({ odds: '1.97', oddsByPick: {} });
    const sum = value.betTypes.find((type: { code: string }) => type.code === 'sum');
    // The figure of the first pick (a total of 4), and apart those that pay otherwise.
    expect(sum.odds).toBe('69.12');
    expect(sum.oddsByPick).toMatchObject({ '5': '34.56', '10': '7.68', '11': '7.68' });
    expect(sum.oddsByPick).not.toHaveProperty('17');
    expect(sum.picks).toHaveLength(14);
    expect(value.balance).toBe('100.00');
  });

  it('places a ticket on the open period, lists it and cancels a sub-order', async () => {
    const session = await player();
    const client = frame(session.id);
    const { value: state } = (await client.get('/lotto/api/v1/game')).json();
    const placed = await client.post('/lotto/api/v1/tickets', {
      numero: bettingNumero(state),
      bets: [
        { betType: 'small', pick: '', amount: '4.00' },
        { betType: 'pair', pick: '5', amount: '1.50' },
      ],
    });
    expect(placed.statusCode).toBe(200);
    expect(placed.json().value).toMatchObject({ total: '5.50', balance: '94.50' });
    const orders = (await client.get('/lotto/api/v1/orders')).json().value;
    expect(orders.total).toBe(1);
    expect(orders.list[0]).toMatchObject({ numero: bettingNumero(state), total: '5.50', cancellable: true });
    expect(orders.list[0].suborders.map((s: { status: string }) => s.status)).toEqual(['PLACED', 'PLACED']);
    const cancelled = await client.post(`/lotto/api/v1/suborders/${orders.list[0].suborders[1].id}/cancel`);
    expect(cancelled.json()).toMatchObject({ code: 'OK', value: { balance: '96.00' } });
  });

  it('answers bad input with a clear envelope and changes nothing', async () => {
    const session = await player();
    const client = frame(session.id);
    const { value: state } = (await client.get('/lotto/api/v1/game')).json();
    const numero = bettingNumero(state);
    const cases = [
      { numero, bets: [] },
      { numero, bets: [{ betType: 'sum', pick: '2', amount: '1.00' }] },
      { numero, bets: [{ betType: 'big', pick: '', amount: '-1' }] },
      { numero: '19990101-0001', bets: [{ betType: 'big', pick: '', amount: '1.00' }] },
    ];
    const codes = [];
    for (const body of cases) {
      const res = await client.post('/lotto/api/v1/tickets', body);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      codes.push(res.json().code);
    }
    expect(codes).toEqual(['BAD_REQUEST', 'INVALID_PICK', 'BET_OUT_OF_LIMITS', 'BETTING_CLOSED']);
    expect((await frame('nope').get('/lotto/api/v1/game')).json()).toMatchObject({ code: 'UNKNOWN_SESSION' });
    expect((await client.get('/lotto/api/v1/game')).json().value.balance).toBe('100.00');
  });
});
