import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importLotteryCatalogue } from '../src/modules/lottery/gateway/lottery-feed.ts';
import { drawDuePeriods } from '../src/modules/lottery/lottery-draws.ts';
import { findMemberById } from '../src/modules/members/members.repository.ts';
import { findMerchantByCode } from '../src/modules/merchants/merchants.repository.ts';
import { openSession } from '../src/modules/sessions/sessions.service.ts';
import type { GameSession } from '../src/modules/wallet/seamless-wallet.service.ts';
import { GAME, lotteryFixtures } from './lottery-fixtures.ts';
import { createTestApp } from './test-app.ts';

/**
 * The member site's lottery gateway (spec section 7: "/lotto/lgw/games/opened/numero,
 * /lgw/vn/games/game_menu, /lgw/vn/numeros/opened/game, /lgw/vn/games/game_menu/recent,
 * /lgw/games/popular ... /lgw/orders, /lgw/orders/detail, /lgw/orders/suborders/cancel"), and the
 * lottery's place in the catalogue (issue 14 part 4).
 */
const { db, player, period, reachClose, placeBets, balanceOf, database } = lotteryFixtures();
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp(database());
});
afterAll(() => app.close());

/** The member site's session (Authorization: Bearer) of the lottery session's member. */
async function tokenOf(session: GameSession): Promise<string> {
  const merchant = (await findMerchantByCode(db(), 'FICHA'))!;
  const member = (await findMemberById(db(), merchant.id, session.memberId))!;
  return (await openSession(db(), member, merchant, '127.0.0.1', 'test')).token;
}

async function call(method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
  const res = await app.inject({
    method,
    url,
    headers: { language: 'EN', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

async function suborderStatus(id: string): Promise<string> {
  const { rows } = await sql<{
    status: string;
  }>`SELECT status FROM lottery_suborders WHERE id = ${id}`.execute(db());
  return rows[0]!.status;
}

describe('the lottery in the catalogue', () => {
  it('lists our games under LOTT and ELOTT in the lottery category, launchable, with no made-up vendor', async () => {
    const mobile = (await call('GET', '/lgw/games/mobile')).body.value.list as Array<Record<string, unknown>>;
    expect(mobile.map((g) => [g.gameCode, g.vassalage, g.lottoMode])).toEqual([
      ['ficha_lotto_k3_1m', 'LOTT', null],
      ['ficha_lotto_k3_3m', 'LOTT', null],
      ['ficha_lotto_5d_1m', 'LOTT', null],
      ['ficha_lotto_5d_5m', 'LOTT', null],
      ['ficha_elotto_vn_5m', 'ELOTT', 'VN'],
      ['ficha_lotto_vn', 'LOTT', 'VN'],
      ['ficha_lotto_sea', 'LOTT', 'SEA'],
    ]);
    expect(mobile.every((g) => g.gameType === 'LOTTERY' && g.available === true)).toBe(true);
    const vn = mobile.find((g) => g.gameCode === 'ficha_lotto_vn')!;
    expect(vn).toMatchObject({
      gameId: 'ficha_lotto_vn',
      gameClassifyNew: ['trad'],
      gameGroupId: 'vietnam-north',
    });
    const popular = (await call('GET', '/lgw/games/popular')).body.value.list as Array<{ gameCode: string }>;
    expect(
      popular
        .slice(0, 2)
        .map((g) => g.gameCode)
        .sort(),
    ).toEqual(['ficha_lotto_k3_1m', 'ficha_lotto_vn']);
  });

  it('removes the made-up lottery studio an older demo seed imported', async () => {
    await db()
      .insertInto('game_vendors')
      .values({
        code: 'TCG_LOTTO_VN',
        display_name: 'TCG Lotto',
        account_type_name: 'TCG_LOTTO_VN',
        category: 'LOTTERY',
      })
      .execute();
    await db()
      .insertInto('games')
      .values({
        vendor_code: 'TCG_LOTTO_VN',
        game_code: 'tcg_lotto_vn-1',
        game_id: '1000',
        names: JSON.stringify({ EN: 'Vietnam Lotto 1', PT: 'Loto Vietnã 1' }),
        search_text: 'vietnam lotto 1',
        game_type: 'LOTTERY',
      })
      .execute();
    await importLotteryCatalogue(db());
    const left = await db()
      .selectFrom('games')
      .select('node_id')
      .where('vendor_code', '=', 'TCG_LOTTO_VN')
      .execute();
    expect(left).toEqual([]);
    const list = (await call('GET', '/lgw/games/mobile')).body.value.list as Array<{ vassalage: string }>;
    expect(list.some((g) => g.vassalage === 'TCG_LOTTO_VN')).toBe(false);
  });
});

describe('/lotto/lgw/games/opened/numero', () => {
  it('shows a guest every game with the numero taking bets, its close before its draw, and the last result', async () => {
    const drawn = await period(0);
    await reachClose(drawn);
    await drawDuePeriods(db());
    const { status, body } = await call('GET', '/lotto/lgw/games/opened/numero');
    expect(status).toBe(200);
    const now = Date.parse(body.value.serverTime);
    expect(body.value.list).toHaveLength(7);
    const dice = body.value.list.find((g: { gameCode: string }) => g.gameCode === GAME);
    expect(dice).toMatchObject({ playType: 'ent', prizeMode: null, intervalSeconds: 60, suspended: false });
    expect(dice.numero).toMatch(/^\d{8}-\d{4}$/);
    expect(Date.parse(dice.closesAt)).toBeGreaterThan(now);
    expect(Date.parse(dice.drawsAt) - Date.parse(dice.closesAt)).toBe(10_000);
    expect(dice.last).toMatchObject({ numero: drawn.numero, status: 'DRAWN' });
    expect(dice.last.result).toHaveLength(3);
    const daily = body.value.list.find((g: { gameCode: string }) => g.gameCode === 'ficha_lotto_sea');
    expect(daily).toMatchObject({
      playType: 'trad',
      prizeMode: 'SEA',
      intervalSeconds: null,
      vassalage: 'LOTT',
    });
    expect(daily.numero).toMatch(/^\d{8}$/);
  });

  it('answers one game, and a clear 4xx for an unknown or malformed one', async () => {
    const one = await call('GET', `/lotto/lgw/games/opened/numero?gameCode=${GAME}`);
    expect(one.body.value.list.map((g: { gameCode: string }) => g.gameCode)).toEqual([GAME]);
    expect(await call('GET', '/lotto/lgw/games/opened/numero?gameCode=nope')).toMatchObject({
      status: 404,
      body: { success: false, code: 'GAME_NOT_FOUND' },
    });
    const long = await call('GET', `/lotto/lgw/games/opened/numero?gameCode=${'x'.repeat(41)}`);
    expect(long).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
  });
});

describe('the Vietnamese game menu', () => {
  it('groups the Vietnamese games by prize mode', async () => {
    const { body } = await call('GET', '/lgw/vn/games/game_menu');
    const menu = body.value.list.map((group: { prizeMode: string; games: Array<{ gameCode: string }> }) => [
      group.prizeMode,
      group.games.map((g) => g.gameCode),
    ]);
    expect(menu).toEqual([
      ['VN', ['ficha_elotto_vn_5m', 'ficha_lotto_vn']],
      ['SEA', ['ficha_lotto_sea']],
    ]);
  });

  it('lists the open numeros of a Vietnamese game, and refuses another game', async () => {
    const { body } = await call('GET', '/lgw/vn/numeros/opened/game?gameCode=ficha_lotto_vn');
    expect(body.value.gameCode).toBe('ficha_lotto_vn');
    expect(body.value.list.length).toBeGreaterThanOrEqual(1);
    for (const numero of body.value.list) {
      expect(numero.numero).toMatch(/^\d{8}$/);
      expect(Date.parse(numero.closesAt)).toBeLessThan(Date.parse(numero.drawsAt));
    }
    expect((await call('GET', `/lgw/vn/numeros/opened/game?gameCode=${GAME}`)).status).toBe(404);
    expect(await call('GET', '/lgw/vn/numeros/opened/game')).toMatchObject({
      status: 400,
      body: { code: 'BAD_REQUEST' },
    });
  });

  it("lists the member's recently played Vietnamese games, the latest first; a guest must log in", async () => {
    const session = await player('ficha_lotto_sea');
    const token = await tokenOf(session);
    expect((await call('GET', '/lgw/vn/games/game_menu/recent', token)).body.value.list).toEqual([]);
    const key = await period(60_000, 120_000, 'ficha_lotto_sea');
    await placeBets(session, key, ['lo2', '27', '1.00']);
    const recent = (await call('GET', '/lgw/vn/games/game_menu/recent', token)).body.value.list;
    expect(recent.map((g: { gameCode: string }) => g.gameCode)).toEqual(['ficha_lotto_sea']);
    expect(await call('GET', '/lgw/vn/games/game_menu/recent')).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHORIZED' },
    });
  });
});

describe('/lgw/orders: the member tickets, their detail and the cancel of an open sub-order', () => {
  it("lists a ticket's bets with their order, shows its detail and cancels an open sub-order", async () => {
    const session = await player();
    const token = await tokenOf(session);
    const key = await period(60_000, 70_000);
    const ticket = await placeBets(
      session,
      key,
      ['big', '', '4.00'],
      ['pair', '5', '1.50'],
      ['odd', '', '2.00'],
    );
    expect(await balanceOf(session)).toBe(9_250n);

    const records = (await call('GET', '/lgw/orders', token)).body.value.list;
    expect(records).toHaveLength(3);
    expect(records.every((r: { orderId: string }) => r.orderId === ticket.orderId)).toBe(true);
    // Named as the catalogue lists the game, though played under the engine's wallet vendor.
    expect(records[0]).toMatchObject({ vendorName: 'Ficha Loto', gameName: 'Fast Dice 1 min' });

    const detail = await call('GET', `/lgw/orders/detail?orderId=${ticket.orderId}`, token);
    expect(detail.status).toBe(200);
    expect(detail.body.value).toMatchObject({
      id: ticket.orderId,
      gameName: 'Fast Dice 1 min',
      numero: key.numero,
      total: '7.50',
      cancellable: true,
    });
    expect(detail.body.value.suborders.map((s: { betType: string }) => s.betType)).toEqual([
      'big',
      'pair',
      'odd',
    ]);

    const pair = ticket.suborders[1]!.id;
    const cancelled = await call('POST', '/lgw/orders/suborders/cancel', token, { suborderId: pair });
    expect(cancelled).toMatchObject({ status: 200, body: { value: { suborderId: pair, balance: '94.00' } } });
    expect(await suborderStatus(pair)).toBe('CANCELLED');
    // A sub-order is cancelled once.
    expect((await call('POST', '/lgw/orders/suborders/cancel', token, { suborderId: pair })).body.code).toBe(
      'ORDER_CLOSED',
    );
    expect(await balanceOf(session)).toBe(9_400n);
  });

  it("refuses another member's ticket and sub-order as not found, and changes nothing", async () => {
    const owner = await player();
    const other = await tokenOf(await player());
    const key = await period(60_000, 70_000);
    const ticket = await placeBets(owner, key, ['small', '', '3.00']);
    const id = ticket.suborders[0]!.id;
    expect(await call('GET', `/lgw/orders/detail?orderId=${ticket.orderId}`, other)).toMatchObject({
      status: 404,
      body: { success: false, code: 'NOT_FOUND' },
    });
    expect(await call('POST', '/lgw/orders/suborders/cancel', other, { suborderId: id })).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    });
    expect(await suborderStatus(id)).toBe('PLACED');
    expect(await balanceOf(owner)).toBe(9_700n);
  });

  it('refuses a cancel after the close with ORDER_CLOSED, and bad or anonymous calls with a clear 4xx', async () => {
    const session = await player();
    const token = await tokenOf(session);
    const key = await period(60_000, 70_000);
    const ticket = await placeBets(session, key, ['big', '', '5.00']);
    await reachClose(key, false);
    const id = ticket.suborders[0]!.id;
    const refused = await call('POST', '/lgw/orders/suborders/cancel', token, { suborderId: id });
    expect(refused).toMatchObject({ status: 409, body: { success: false, code: 'ORDER_CLOSED' } });
    expect(refused.body.message).toBeTruthy();
    expect(await suborderStatus(id)).toBe('PLACED');
    expect(await balanceOf(session)).toBe(9_500n);
    const detail = await call('GET', `/lgw/orders/detail?orderId=${ticket.orderId}`, token);
    expect(detail.body.value.cancellable).toBe(false);

    expect((await call('POST', '/lgw/orders/suborders/cancel', token, {})).body.code).toBe('BAD_REQUEST');
    expect((await call('GET', '/lgw/orders/detail', token)).status).toBe(400);
    expect((await call('GET', '/lgw/orders/detail?orderId=LTnope', token)).status).toBe(404);
    expect(await call('GET', `/lgw/orders/detail?orderId=${ticket.orderId}`)).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHORIZED' },
    });
    expect((await call('POST', '/lgw/orders/suborders/cancel', undefined, { suborderId: id })).status).toBe(
      401,
    );
  });
});
