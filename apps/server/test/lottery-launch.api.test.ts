import { beforeAll, describe, expect, it } from 'vitest';
import { findMemberByUsername } from '../src/modules/members/members.repository.ts';
import { findMerchantByCode } from '../src/modules/merchants/merchants.repository.ts';
import { openSession } from '../src/modules/sessions/sessions.service.ts';
import { useTestApp } from './test-app.ts';

// Issue 14 / spec section 2: "/m/lotto-h5/{mui}/{playType}/games/{gameId} Embedded lottery frame,
// with query token, merchant, css, prize_mode"; section 7: "lottery launch: vendor, gameCode,
// prizeMode, playType". The launch opens the frame's game session; the frame then plays with it.

const env = useTestApp({ config: { LOTTERY_DRAWS: 'false' } });
let member: string;
let memberId: number;
let trial: string;

beforeAll(async () => {
  trial = (await env.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })).json()
    .value.token;
  const merchant = (await findMerchantByCode(env.db, 'FICHA'))!;
  const row = (await findMemberByUsername(env.db, merchant.id, 'jogador01'))!;
  memberId = Number(row.id);
  member = (await openSession(env.db, row, merchant, '127.0.0.1', 'test')).token;
});

async function launch(query: string, token?: string) {
  const res = await env.app.inject({
    method: 'GET',
    url: `/wps/game/launchGame?${query}`,
    headers: { language: 'EN', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.statusCode, body: res.json() };
}

describe('/wps/game/launchGame for the in-house lottery (FICHA_LOTTO)', () => {
  it('opens a game session of the lottery and answers the embedded frame address', async () => {
    const { body } = await launch('vendor=FICHA_LOTTO&gameCode=ficha_lotto_k3_1m&playType=ent', member);
    expect(body).toMatchObject({ success: true, value: { mode: 'REAL', currency: 'BRL' } });
    const url = new URL(body.value.url, 'http://site');
    expect(url.pathname).toBe(`/m/lotto-h5/${memberId}/ent/games/ficha_lotto_k3_1m`);
    expect(url.searchParams.get('token')).toBe(body.value.sessionId);
    expect(url.searchParams.get('merchant')).toBe('FICHA');
    expect(url.searchParams.get('prize_mode')).toBe('LOTT');

    const session = await env.db
      .selectFrom('game_sessions')
      .selectAll()
      .where('id', '=', body.value.sessionId)
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({
      vendor_code: 'FICHA_LOTTO',
      game_code: 'ficha_lotto_k3_1m',
      currency: 'BRL',
    });

    // The frame's token is the session the lottery API reads.
    const game = await env.app.inject({
      method: 'GET',
      url: '/lotto/api/v1/game',
      headers: { 'x-game-session': body.value.sessionId, language: 'EN' },
    });
    expect(game.json().value.game).toMatchObject({ code: 'ficha_lotto_k3_1m', name: 'Fast Dice 1 min' });
  });

  it("takes the traditional games' play type and prize mode from the game itself", async () => {
    const north = (await launch('vendor=FICHA_LOTTO&gameCode=ficha_lotto_vn&prizeMode=SEA', member)).body;
    expect(new URL(north.value.url, 'http://site').pathname).toBe(
      `/m/lotto-h5/${memberId}/trad/games/ficha_lotto_vn`,
    );
    expect(new URL(north.value.url, 'http://site').searchParams.get('prize_mode')).toBe('VN');
    const south = (await launch('vendor=FICHA_LOTTO&gameCode=ficha_lotto_sea', member)).body;
    expect(new URL(south.value.url, 'http://site').searchParams.get('prize_mode')).toBe('SEA');
  });

  it('refuses guests, trial users, free play, unknown games and bad input with a 4xx envelope', async () => {
    const before = await env.db
      .selectFrom('game_sessions')
      .select(env.db.fn.countAll().as('n'))
      .executeTakeFirst();
    expect((await launch('vendor=FICHA_LOTTO&gameCode=ficha_lotto_k3_1m')).body.code).toBe('UNAUTHORIZED');
    expect((await launch('vendor=FICHA_LOTTO&gameCode=ficha_lotto_k3_1m', trial)).body.code).toBe(
      'FREE_REJECT',
    );
    expect((await launch('vendor=FICHA_LOTTO&gameCode=ficha_lotto_k3_1m&freePlay=1', member)).body.code).toBe(
      'FREE_PLAY_UNSUPPORTED',
    );
    const unknown = await launch('vendor=FICHA_LOTTO&gameCode=no_such_game', member);
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(unknown.status).toBeLessThan(500);
    expect(unknown.body.code).toBe('GAME_NOT_FOUND');
    expect((await launch('gameCode=ficha_lotto_k3_1m', member)).body.code).toBe('GAME_NOT_FOUND');
    const bad = await launch('vendor=FICHA_LOTTO&gameCode=ficha_lotto_k3_1m&playType=weekly', member);
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    const after = await env.db
      .selectFrom('game_sessions')
      .select(env.db.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(after).toEqual(before);
  });
});
