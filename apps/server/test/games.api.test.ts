import { beforeAll, describe, expect, it } from 'vitest';
import { importFeed, parseCsv } from '../src/modules/games/game-feed.ts';
import { useTestApp } from './test-app.ts';

const env = useTestApp();
let member: string;
let trial: string;

/** Where these tests' vendors launch: the demo feed's studios have no integration of their own. */
const TEST_LAUNCH_URL = 'https://games.example/launch';

beforeAll(async () => {
  // Players see only games of vendors with a live integration (issue 15 part 7): the demo feed's
  // studios get one here, so the lobby's filters have a catalogue of several vendors to work on.
  await env.db
    .updateTable('game_vendors')
    .set({ launch_url: TEST_LAUNCH_URL })
    .where('launch_url', 'is', null)
    .execute();
  trial = (await env.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })).json()
    .value.token;
  // A real member without going through the encrypted login: a session row like login makes.
  const { openSession } = await import('../src/modules/sessions/sessions.service.ts');
  const { findMemberByUsername } = await import('../src/modules/members/members.repository.ts');
  const { findMerchantByCode } = await import('../src/modules/merchants/merchants.repository.ts');
  const merchant = (await findMerchantByCode(env.db, 'FICHA'))!;
  member = (
    await openSession(
      env.db,
      (await findMemberByUsername(env.db, merchant.id, 'jogador01'))!,
      merchant,
      '127.0.0.1',
      'test',
    )
  ).token;
});

async function get(url: string, token?: string, language = 'EN') {
  const res = await env.app.inject({
    method: 'GET',
    url,
    headers: { language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.statusCode, body: res.json() };
}
async function send(method: 'POST' | 'DELETE', url: string, payload: object, token?: string) {
  const res = await env.app.inject({
    method,
    url,
    payload,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.statusCode, body: res.json() };
}

describe('GCSGAME_gameList (spec section 7: filters and paging; answer games, pageNum, totalPages)', () => {
  it('pages the catalogue with the spec field names', async () => {
    const { body } = await get('/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=9&platform=html5');
    expect(body.value.games).toHaveLength(9);
    expect(body.value.pageNum).toBe(1);
    expect(body.value.totalPages).toBe(Math.ceil(body.value.total / 9));
    const game = body.value.games[0];
    for (const field of [
      'nodeId',
      'nodeName',
      'gameName',
      'gameType',
      'vassalage',
      'vendorCode',
      'gameId',
      'roomId',
      'gameCode',
      'gameGroupId',
      'lottoMode',
      'supportPlay',
      'isGameH5',
      'iconUrl',
      'showIcon',
      'displayName',
      'telNodeId',
      'gameClassifyNew',
      'mobileSmallIcon',
    ]) {
      expect(game, field).toHaveProperty(field);
    }
    expect(game.iconUrl).toMatch(/^\/game-icons\/FICHA\/\d+\.svg$/);
    const last = await get(
      `/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=${body.value.totalPages}&pageSize=9`,
    );
    expect(last.body.value.games.length).toBeGreaterThan(0);
    expect(last.body.value.games.length).toBeLessThanOrEqual(9);
  });

  it('filters by vendor, min bet, new, classification and the lobby categories', async () => {
    const aurora = (await get('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=AURORA&pageSize=100')).body
      .value.games;
    expect(aurora.every((g: { vassalage: string }) => g.vassalage === 'AURORA')).toBe(true);
    const cheap = (await get('/wps/relay/GCSGAME_gameList?gameType=RNG&minBet=0.05&pageSize=100')).body.value
      .games;
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((g: { minBet: string }) => g.minBet === '0.05')).toBe(true);
    const newOnes = (await get('/wps/relay/GCSGAME_gameList?gameType=NEW&pageSize=100')).body.value.games;
    expect(newOnes.every((g: { isNew: boolean }) => g.isNew)).toBe(true);
    const megaway = (await get('/wps/relay/GCSGAME_gameList?gameType=MEGAWAY&pageSize=100')).body.value.games;
    expect(megaway.every((g: { gameClassifyNew: string[] }) => g.gameClassifyNew.includes('MEGAWAY'))).toBe(
      true,
    );
    const crash = (await get('/wps/relay/GCSGAME_gameList?gameType=CRASH')).body.value.games;
    expect(crash.every((g: { gameClassifyNew: string[] }) => g.gameClassifyNew.includes('Crash'))).toBe(true);
  });

  it('searches names without caring about accents or case, in the asked language', async () => {
    const pt = await get('/wps/relay/GCSGAME_gameList?gameName=DRAGAO&pageSize=100', undefined, 'PT');
    expect(pt.body.value.total).toBeGreaterThan(0);
    expect(pt.body.value.games.every((g: { gameName: string }) => /Dragão/.test(g.gameName))).toBe(true);
    const en = await get('/wps/relay/GCSGAME_gameList?gameName=dragon&pageSize=100');
    expect(en.body.value.total).toBe(pt.body.value.total);
    expect((await get('/wps/relay/GCSGAME_gameList?gameName=%25_%25')).body.value.total).toBe(0);
  });

  it('refuses bad paging and filters with a 400 envelope', async () => {
    for (const query of [
      'pageNo=0',
      'pageSize=1000',
      'pageNo=abc',
      'gameType=NOPE',
      'minBet=0.02',
      'vassalage=bad%20vendor',
      'isNew=maybe',
      'language=XX',
    ]) {
      const res = await get(`/wps/relay/GCSGAME_gameList?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    }
  });
});

describe('GCSGAME_getVassGameType (spec sections 3-4 "Vendor sorting")', () => {
  it('puts BGS first as its own category and splits sports into SPORTS, COCKFIGHT, ESPORTS after SPORTS', async () => {
    const content = (await get('/wps/relay/GCSGAME_getVassGameType?typeId=1')).body.value.content as Array<{
      gameCategory: string;
      vendorNames: Array<{ vassalage: string; gameCount: number }>;
      gameClassify: Array<{ code: string }>;
    }>;
    const order = content.map((c) => c.gameCategory);
    expect(order[0]).toBe('BGS');
    expect(content.find((c) => c.gameCategory === 'RNG')!.vendorNames.map((v) => v.vassalage)).not.toContain(
      'BGS',
    );
    const sports = order.indexOf('SPORTS');
    expect(order.slice(sports, sports + 3)).toEqual(['SPORTS', 'COCKFIGHT', 'ESPORTS']);
    const rng = content.find((c) => c.gameCategory === 'RNG')!;
    expect(rng.gameClassify.map((c) => c.code).slice(0, 3)).toEqual(['all', 'new', 'favourite']);
    expect(rng.vendorNames.every((v) => v.gameCount > 0)).toBe(true);
    expect(content.find((c) => c.gameCategory === 'FISH')!.gameClassify).toEqual([]);
  });
});

describe('favourites, recent games, hot games, launch', () => {
  it('adds, lists and removes favourites for a member; a visitor is refused', async () => {
    const nodeId = (await get('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1')).body.value.games[0]
      .nodeId;
    expect(
      (await send('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { nodeId, vendor: 'BGS' })).body.code,
    ).toBe('UNAUTHORIZED');
    expect(
      (await send('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { nodeId, vendor: 'BGS' }, member)).body
        .value,
    ).toEqual({ success: true });
    expect(
      (await send('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { nodeId, vendor: 'BGS' }, member)).body
        .value,
    ).toEqual({ success: true });
    expect((await get('/wps/relay/MCSFE_getFavoriteGames', member)).body.value.list).toEqual([nodeId]);
    const page = (await get('/wps/relay/MCSFE_getFavoriteGamesList?pageNo=1', member)).body.value;
    expect(page.content.map((g: { nodeId: string }) => g.nodeId)).toEqual([nodeId]);
    expect(page.totalPages).toBe(1);
    const byClassify = (await get('/wps/relay/GCSGAME_gameList?gameClassify=favourite', member)).body.value
      .games;
    expect(byClassify.map((g: { nodeId: string }) => g.nodeId)).toEqual([nodeId]);
    await send('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', { nodeId, vendor: 'BGS' }, member);
    expect((await get('/wps/relay/MCSFE_getFavoriteGames', member)).body.value.list).toEqual([]);
    expect(
      (await send('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { nodeId: '999999999' }, member)).body.code,
    ).toBe('GAME_NOT_FOUND');
  });

  it('lists lottery games on the lottery gateway calls', async () => {
    const mobile = (await get('/lgw/games/mobile')).body.value.list;
    expect(mobile.length).toBeGreaterThan(0);
    expect(
      mobile.every(
        (g: { gameType: string; vassalage: string }) =>
          // The in-house lottery's catalogue vendors (lottery/gateway/lottery-feed.ts).
          g.gameType === 'LOTTERY' && ['LOTT', 'ELOTT'].includes(g.vassalage),
      ),
    ).toBe(true);
    expect((await get('/lgw/games/popular')).body.value.list.length).toBeGreaterThan(0);
  });

  it('lists hot games', async () => {
    const list = (await get('/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5')).body.value.list;
    expect(list.length).toBeGreaterThan(5);
    expect(list.every((g: { isHot: boolean }) => g.isHot)).toBe(true);
  });

  it('never lists a game of a vendor without integration, says clearly it is unavailable at launch, records it as recent, and refuses trial real money', async () => {
    const game = (await get('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=AURORA&pageSize=1')).body
      .value.games[0];
    expect(game.available).toBe(true);
    // The vendor's integration goes away (a lobby page opened before still shows the game).
    await env.db.updateTable('game_vendors').set({ launch_url: null }).where('code', '=', 'AURORA').execute();
    try {
      const listed = await get('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=AURORA');
      expect(listed.body.value).toMatchObject({ total: 0, games: [] });
      const byName = await get(`/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent(game.gameName)}`);
      expect(byName.body.value.games.map((g: { vassalage: string }) => g.vassalage)).not.toContain('AURORA');
      const vendors = (await get('/wps/relay/GCSGAME_getVassGameType')).body.value.content.flatMap(
        (c: { vendorNames: Array<{ vassalage: string }> }) => c.vendorNames.map((v) => v.vassalage),
      );
      expect(vendors).not.toContain('AURORA');
      const hot = (await get('/wps/relay/GCSGAME_hotGamesV2')).body.value.list;
      expect(hot.map((g: { vassalage: string }) => g.vassalage)).not.toContain('AURORA');

      const launch = await get(`/wps/game/launchGame?nodeId=${game.nodeId}`, member);
      expect(launch.status).toBe(409);
      expect(launch.body).toMatchObject({
        success: false,
        code: 'PROVIDER_UNAVAILABLE',
        message: 'This game provider is not available at the moment.',
      });
      const recent = await env.db
        .selectFrom('recent_games')
        .select('node_id')
        .where('node_id', '=', game.nodeId)
        .execute();
      expect(recent).toHaveLength(1);
      expect((await get(`/wps/game/launchGame?nodeId=${game.nodeId}`)).body.code).toBe('UNAUTHORIZED');
      expect((await get(`/wps/game/launchGame?nodeId=${game.nodeId}`, trial)).body.code).toBe('FREE_REJECT');
    } finally {
      await env.db
        .updateTable('game_vendors')
        .set({ launch_url: TEST_LAUNCH_URL })
        .where('code', '=', 'AURORA')
        .execute();
    }
    // Integrated again: the game is back in the member's recent games.
    expect((await get('/wps/relay/GCS_recentGame', member)).body.value.list[0].nodeId).toBe(game.nodeId);
    const live = (await get('/wps/relay/GCSGAME_gameList?gameType=LIVE&pageSize=1')).body.value.games[0];
    expect((await get(`/wps/game/launchGame?nodeId=${live.nodeId}&freePlay=1`, trial)).body.code).toBe(
      'FREE_PLAY_UNSUPPORTED',
    );
  });

  it('launches a game of an integrated vendor into a session bound to member, game and currency', async () => {
    await importFeed(env.db, {
      vendors: [
        {
          code: 'TESTV',
          displayName: 'Test Vendor',
          accountTypeName: 'TESTV',
          category: 'RNG',
          launchUrl: 'https://games.example/launch',
        },
      ],
      games: [
        {
          vendor: 'TESTV',
          gameCode: 'tv-1',
          gameId: '1',
          nameEN: 'Test Spin',
          gameType: 'RNG',
          supportPlay: 0,
        },
      ],
    });
    await env.db
      .updateTable('game_vendors')
      .set({ launch_url: 'https://games.example/launch' })
      .where('code', '=', 'TESTV')
      .execute();
    const game = (await get('/wps/relay/GCSGAME_gameList?vassalage=TESTV')).body.value.games[0];
    const real = (await get(`/wps/game/launchGame?nodeId=${game.nodeId}`, member)).body.value;
    expect(real).toMatchObject({ mode: 'REAL', currency: 'BRL' });
    expect(real.url).toContain('https://games.example/launch?session=');
    const free = (await get(`/wps/game/launchGame?nodeId=${game.nodeId}&freePlay=1`, trial)).body.value;
    expect(free).toMatchObject({ mode: 'FREE', currency: 'PLAY' });
    const session = await env.db
      .selectFrom('game_sessions')
      .selectAll()
      .where('id', '=', real.sessionId)
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({ vendor_code: 'TESTV', game_code: 'tv-1', currency: 'BRL' });
  });

  it('serves a generated icon for each game', async () => {
    const game = (await get('/wps/relay/GCSGAME_gameList?pageSize=1')).body.value.games[0];
    const res = await env.app.inject({ method: 'GET', url: game.iconUrl });
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('<svg');
  });
});

describe('feed import', () => {
  it('is idempotent and reads CSV', async () => {
    const csv =
      'vendor,gameCode,gameId,nameEN,namePT,gameType,classify,supportPlay,minBet,isNew\nAURORA,csv-1,77,"Samba, Reels",Rolos do Samba,RNG,slot;MEGAWAY,0,0.10,1\n';
    const count = async () =>
      Number(
        (
          await env.db
            .selectFrom('games')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await importFeed(env.db, { games: parseCsv(csv) });
    await importFeed(env.db, { games: parseCsv(csv) });
    expect(await count()).toBe(before + 1);
    const found = (await get('/wps/relay/GCSGAME_gameList?gameName=samba%2C%20reels')).body.value.games;
    expect(found[0]).toMatchObject({
      gameName: 'Samba, Reels',
      gameClassifyNew: ['slot', 'MEGAWAY'],
      isNew: true,
      supportPlay: 0,
    });
    await expect(
      importFeed(env.db, {
        games: [{ vendor: 'AURORA', gameCode: 'x', gameId: '1', nameEN: 'X', gameType: 'NOPE' }],
      }),
    ).rejects.toThrow();
  });
});
