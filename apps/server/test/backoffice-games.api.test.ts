import { beforeAll, describe, expect, it } from 'vitest';
import { findMemberByUsername } from '../src/modules/members/members.repository.ts';
import { findMerchantByCode } from '../src/modules/merchants/merchants.repository.ts';
import { openSession } from '../src/modules/sessions/sessions.service.ts';
import { demoOperatorToken, type OpsMethod, opsCall, staffToken } from './staff-client.ts';
import { addStaff } from './staff-fixtures.ts';
import { merchantIdOf, useTestApp } from './test-app.ts';

// Issue 15 part 7: "The catalogue per merchant: enable, disable, order, hot/new flags, minimum bet,
// vendor status. Games of a vendor with no live integration are never shown to players; the
// operator sees them as 'not integrated'. Feed import from the console (the same code as
// games:import)." And: "a stale page never overwrites a newer change".

const env = useTestApp();
let admin: string;
let member: string;
let ficha: number;
let rio: number;

beforeAll(async () => {
  admin = await demoOperatorToken(env.app, env.db);
  ficha = await merchantIdOf(env.db, 'FICHA');
  rio = await merchantIdOf(env.db, 'RIO');
  const merchant = (await findMerchantByCode(env.db, 'FICHA'))!;
  const row = (await findMemberByUsername(env.db, merchant.id, 'jogador01'))!;
  member = (await openSession(env.db, row, merchant, '127.0.0.1', 'test')).token;
}, 60_000);

const ops = (method: OpsMethod, url: string, token: string, payload?: object) =>
  opsCall(env.app, token, method, `/ops/api/v1${url}`, payload);

async function site(url: string, options: { token?: string; merchant?: string } = {}) {
  const res = await env.app.inject({
    method: 'GET',
    url,
    headers: {
      language: 'EN',
      merchant: options.merchant ?? 'FICHA',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  });
  return { status: res.statusCode, body: res.json() };
}

const lobbyIds = async (query = 'pageSize=100', merchant = 'FICHA') =>
  (await site(`/wps/relay/GCSGAME_gameList?${query}`, { merchant })).body.value.games.map(
    (g: { nodeId: string }) => g.nodeId,
  ) as string[];

interface ConsoleGame {
  nodeId: string;
  vendorCode: string;
  name: string;
  status: string;
  enabled: boolean;
  isHot: boolean;
  isNew: boolean;
  minBet: string;
  sort: number;
  version: number;
  feed: { isHot: boolean; isNew: boolean; minBet: string; sort: number };
}

async function consoleGame(name: string, merchantId = ficha): Promise<ConsoleGame> {
  const page = await ops('GET', `/games?merchantId=${merchantId}&q=${encodeURIComponent(name)}`, admin);
  const game = page.body.value.list.find((g: ConsoleGame) => g.name === name);
  if (!game) throw new Error(`no game ${name}`);
  return game;
}

const settings = (g: ConsoleGame) => ({
  enabled: g.enabled,
  isHot: g.isHot,
  isNew: g.isNew,
  minBet: g.minBet,
  sort: g.sort,
});

describe('the console catalogue (issue 15 part 7)', () => {
  it('lists every game with its status: the demo studios are not integrated, the in-house one is shown', async () => {
    const notIntegrated = await ops(
      'GET',
      `/games?merchantId=${ficha}&status=notIntegrated&pageSize=5`,
      admin,
    );
    expect(notIntegrated.status).toBe(200);
    expect(notIntegrated.body.value.total).toBeGreaterThan(500);
    expect(notIntegrated.body.value.list).toHaveLength(5);
    const shown = await ops('GET', `/games?merchantId=${ficha}&status=shown&pageSize=500`, admin);
    const shownCodes = shown.body.value.list.map((g: ConsoleGame) => g.vendorCode);
    expect(new Set(shownCodes)).toEqual(new Set(['FICHA', 'LOTT', 'ELOTT']));
    // Exactly what the players' lobby lists, no more, no less.
    const lobby = await site('/wps/relay/GCSGAME_gameList?pageSize=100');
    expect(lobby.body.value.total).toBe(shown.body.value.total);

    const aurora = await ops('GET', `/games?merchantId=${ficha}&vendor=AURORA&pageSize=3&pageNo=2`, admin);
    expect(aurora.body.value).toMatchObject({
      pageNo: 2,
      totalPages: Math.ceil(aurora.body.value.total / 3),
    });
    expect(aurora.body.value.list.every((g: ConsoleGame) => g.status === 'notIntegrated')).toBe(true);

    const byName = await ops('GET', `/games?merchantId=${ficha}&q=DRAGAO&sort=name&dir=desc`, admin);
    const names = byName.body.value.list.map((g: ConsoleGame) => g.name);
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase())));
    const live = await ops('GET', `/games?merchantId=${ficha}&category=LIVE`, admin);
    expect(live.body.value.list.every((g: { gameType: string }) => g.gameType === 'LIVE')).toBe(true);

    for (const query of ['status=nope', 'pageSize=501', 'sort=price', 'vendor=bad%20one', 'category=X']) {
      const bad = await ops('GET', `/games?${query}`, admin);
      expect(bad.status, query).toBe(400);
      expect(bad.body.code, query).toBe('BAD_REQUEST');
    }
  });

  it('disables a game: gone from the lobby, the list and search, its launch refused; audited; enabled again', async () => {
    const game = await consoleGame('Dice');
    expect(game).toMatchObject({ status: 'shown', enabled: true, version: 0 });
    expect(await lobbyIds()).toContain(game.nodeId);

    const off = await ops('POST', `/games/${game.nodeId}`, admin, {
      merchantId: ficha,
      ...settings(game),
      enabled: false,
      version: game.version,
    });
    expect(off.status).toBe(200);
    expect(off.body.value).toMatchObject({ enabled: false, status: 'disabled', version: 1 });
    expect(await lobbyIds()).not.toContain(game.nodeId);
    expect(await lobbyIds('gameName=dice&pageSize=100')).not.toContain(game.nodeId);
    expect(await lobbyIds('gameType=RNG&vassalage=FICHA&pageSize=100')).not.toContain(game.nodeId);
    const launch = await site(`/wps/game/launchGame?nodeId=${game.nodeId}`, { token: member });
    expect(launch.status).toBe(409);
    expect(launch.body).toMatchObject({
      success: false,
      code: 'GAME_DISABLED',
      message: 'This game is not offered on this site at the moment.',
    });
    // Another merchant's lobby is its own.
    expect(await lobbyIds('pageSize=100', 'RIO')).toContain(game.nodeId);

    const row = await env.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'merchant_id', 'before', 'after'])
      .where('target', '=', `game:${game.nodeId}`)
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      action: 'game.update',
      merchant_id: ficha,
      before: { enabled: true },
      after: { enabled: false },
    });

    const on = await ops('POST', `/games/${game.nodeId}`, admin, {
      merchantId: ficha,
      ...settings(game),
      version: 1,
    });
    expect(on.body.value).toMatchObject({ status: 'shown', version: 2 });
    expect(await lobbyIds()).toContain(game.nodeId);
  });

  it('sets hot, new, minimum bet and order as the lobby shows them; the feed value again follows the feed', async () => {
    const game = await consoleGame('Mines');
    const saved = await ops('POST', `/games/${game.nodeId}`, admin, {
      merchantId: ficha,
      enabled: true,
      isHot: !game.feed.isHot,
      isNew: !game.feed.isNew,
      minBet: '2.50',
      sort: -1000,
      version: game.version,
    });
    expect(saved.status).toBe(200);
    const lobby = (await site('/wps/relay/GCSGAME_gameList?pageSize=1')).body.value.games[0];
    expect(lobby).toMatchObject({
      nodeId: game.nodeId,
      isHot: !game.feed.isHot,
      isNew: !game.feed.isNew,
      minBet: '2.50',
    });
    const hot = (await site('/wps/relay/GCSGAME_hotGamesV2')).body.value.list.map(
      (g: { nodeId: string }) => g.nodeId,
    );
    expect(hot.includes(game.nodeId)).toBe(!game.feed.isHot);

    const back = await ops('POST', `/games/${game.nodeId}`, admin, {
      merchantId: ficha,
      enabled: true,
      ...game.feed,
      version: saved.body.value.version,
    });
    expect(back.body.value).toMatchObject({ ...game.feed, status: 'shown' });
    const row = await env.db
      .selectFrom('merchant_games')
      .selectAll()
      .where('merchant_id', '=', ficha)
      .where('node_id', '=', game.nodeId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ is_hot: null, is_new: null, min_bet: null, sort: null });
  });

  it('refuses a stale version with EDIT_CONFLICT and bad values with a 400, changing nothing', async () => {
    const game = await consoleGame('Baccarat');
    const first = await ops('POST', `/games/${game.nodeId}`, admin, {
      merchantId: ficha,
      ...settings(game),
      sort: 5,
      version: game.version,
    });
    expect(first.status).toBe(200);
    // A second page read before the first change.
    const stale = await ops('POST', `/games/${game.nodeId}`, admin, {
      merchantId: ficha,
      ...settings(game),
      enabled: false,
      version: game.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('EDIT_CONFLICT');
    for (const bad of [
      { minBet: '0' },
      { minBet: '1.234' },
      { minBet: 'abc' },
      { sort: 1.5 },
      { version: -1 },
    ]) {
      const answer = await ops('POST', `/games/${game.nodeId}`, admin, {
        merchantId: ficha,
        ...settings(game),
        version: first.body.value.version,
        ...bad,
      });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await consoleGame('Baccarat')).toMatchObject({ enabled: true, sort: 5, version: 1 });
    const missing = await ops('POST', '/games/999999999', admin, {
      merchantId: ficha,
      ...settings(game),
      version: 0,
    });
    expect(missing.status).toBe(404);
  });

  it("switches a vendor off for one merchant: all its games leave that merchant's lobby, launches refused", async () => {
    const vendors = await ops('GET', `/game-vendors?merchantId=${ficha}`, admin);
    const studio = vendors.body.value.list.find((v: { code: string }) => v.code === 'FICHA');
    expect(studio).toMatchObject({ integrated: true, enabled: true, version: 0 });
    expect(studio.shownGames).toBeGreaterThan(0);
    expect(vendors.body.value.list.find((v: { code: string }) => v.code === 'AURORA')).toMatchObject({
      integrated: false,
      shownGames: 0,
    });
    const studioGame = await consoleGame('Lucky Fruits');

    const off = await ops('POST', '/game-vendors/FICHA', admin, {
      merchantId: ficha,
      enabled: false,
      version: 0,
    });
    expect(off.body.value).toMatchObject({ enabled: false, shownGames: 0, version: 1 });
    const lobby = await site('/wps/relay/GCSGAME_gameList?pageSize=100');
    expect(lobby.body.value.games.some((g: { vassalage: string }) => g.vassalage === 'FICHA')).toBe(false);
    const sorting = (await site('/wps/relay/GCSGAME_getVassGameType')).body.value.content.flatMap(
      (c: { vendorNames: Array<{ vassalage: string }> }) => c.vendorNames.map((v) => v.vassalage),
    );
    expect(sorting).not.toContain('FICHA');
    const launch = await site(`/wps/game/launchGame?nodeId=${studioGame.nodeId}`, { token: member });
    expect(launch.body.code).toBe('GAME_DISABLED');
    expect((await consoleGame('Lucky Fruits')).status).toBe('vendorOff');
    // Rio Sorte still has the studio.
    expect(await lobbyIds('pageSize=100', 'RIO')).toContain(studioGame.nodeId);

    const stale = await ops('POST', '/game-vendors/FICHA', admin, {
      merchantId: ficha,
      enabled: true,
      version: 0,
    });
    expect(stale.body.code).toBe('EDIT_CONFLICT');
    const on = await ops('POST', '/game-vendors/FICHA', admin, {
      merchantId: ficha,
      enabled: true,
      version: 1,
    });
    expect(on.body.value).toMatchObject({ enabled: true, version: 2 });
    expect(await lobbyIds()).toContain(studioGame.nodeId);
    const audited = await env.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'vendor.update')
      .orderBy('seq')
      .execute();
    expect(audited.map((a) => [a.before, a.after])).toEqual([
      [{ enabled: true }, { enabled: false }],
      [{ enabled: false }, { enabled: true }],
    ]);
  });

  it('keeps merchant staff to their merchant, and lets only games.write change anything', async () => {
    const rioContent = await addStaff(env.db, { role: 'CONTENT', merchantId: rio, totp: true });
    const token = await staffToken(env.app, env.db, rioContent);
    const own = await ops('GET', '/games?pageSize=1', token);
    expect(own.status).toBe(200);
    const game = own.body.value.list[0] as ConsoleGame;
    expect((await ops('GET', `/games?merchantId=${ficha}`, token)).status).toBe(404);
    const other = await ops('POST', `/games/${game.nodeId}`, token, {
      merchantId: ficha,
      ...settings(game),
      enabled: false,
      version: 0,
    });
    expect(other.status).toBe(404);
    expect(
      (await ops('POST', '/game-vendors/FICHA', token, { merchantId: ficha, enabled: false, version: 0 }))
        .status,
    ).toBe(404);
    expect(await lobbyIds()).toContain(game.nodeId);

    const readOnly = await addStaff(env.db, { role: 'READ_ONLY', merchantId: rio, totp: true });
    const reader = await staffToken(env.app, env.db, readOnly);
    expect((await ops('GET', '/games', reader)).status).toBe(200);
    const refused = await ops('POST', `/games/${game.nodeId}`, reader, { ...settings(game), version: 0 });
    expect(refused).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
  });
});
