import { beforeAll, describe, expect, it } from 'vitest';
import { demoOperatorToken, type OpsMethod, opsCall, staffToken } from './staff-client.ts';
import { addStaff } from './staff-fixtures.ts';
import { merchantIdOf, useTestApp } from './test-app.ts';

// Issue 15 part 7: "Feed import from the console (the same code as games:import)": upload a JSON
// or CSV feed, see what was added and updated; importing it again changes nothing.

const env = useTestApp();
let admin: string;
let ficha: number;

beforeAll(async () => {
  admin = await demoOperatorToken(env.app, env.db);
  ficha = await merchantIdOf(env.db, 'FICHA');
}, 60_000);

const ops = (method: OpsMethod, url: string, token: string, payload?: object) =>
  opsCall(env.app, token, method, `/ops/api/v1${url}`, payload);

async function site(url: string) {
  const res = await env.app.inject({ method: 'GET', url, headers: { language: 'EN', merchant: 'FICHA' } });
  return { status: res.statusCode, body: res.json() };
}

describe('feed import from the console (the same code as games:import)', () => {
  const feed = {
    vendors: [
      {
        code: 'NOVA',
        displayName: 'Nova Games',
        accountTypeName: 'NOVA',
        category: 'RNG',
        launchUrl: 'https://nova.example/launch',
      },
    ],
    games: [
      {
        vendor: 'NOVA',
        gameCode: 'nova-1',
        gameId: '1',
        nameEN: 'Nova Stars',
        gameType: 'RNG',
        supportPlay: 0,
      },
      { vendor: 'NOVA', gameCode: 'nova-2', gameId: '2', nameEN: 'Nova Moons', gameType: 'RNG' },
    ],
  };
  const importFeed = (token: string, body: object) => ops('POST', '/games/import', token, body);

  it('adds, then finds nothing new in the same feed, and lists what a newer CSV updated', async () => {
    const first = await importFeed(admin, { format: 'json', content: JSON.stringify(feed) });
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ vendors: 1, games: 2, updated: [], unchanged: 0 });
    expect(first.body.value.added.map((g: { gameCode: string }) => g.gameCode)).toEqual(['nova-1', 'nova-2']);
    const again = await importFeed(admin, { format: 'json', content: JSON.stringify(feed) });
    expect(again.body.value).toMatchObject({ added: [], updated: [], unchanged: 2 });
    const count = await env.db
      .selectFrom('games')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('vendor_code', '=', 'NOVA')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
    // The vendor has a launch URL: its games reach the lobby at once.
    expect(
      (await site('/wps/relay/GCSGAME_gameList?vassalage=NOVA')).body.value.games.map(
        (g: { gameName: string }) => g.gameName,
      ),
    ).toEqual(['Nova Stars', 'Nova Moons']);

    const csv =
      'vendor,gameCode,gameId,nameEN,gameType,minBet\nNOVA,nova-2,2,"Nova Moons, Deluxe",RNG,0.50\nNOVA,nova-3,3,Nova Suns,RNG,0.10\n';
    const update = await importFeed(admin, { format: 'csv', content: csv });
    expect(update.body.value).toMatchObject({
      games: 2,
      added: [{ vendorCode: 'NOVA', gameCode: 'nova-3', name: 'Nova Suns' }],
      updated: [{ vendorCode: 'NOVA', gameCode: 'nova-2', name: 'Nova Moons, Deluxe' }],
      unchanged: 0,
    });
    const audited = await env.db
      .selectFrom('audit_log')
      .select(['after', 'merchant_id', 'details'])
      .where('action', '=', 'games.import')
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
    expect(audited).toMatchObject({
      merchant_id: null,
      after: { games: 2, added: 1, updated: 1, unchanged: 0 },
      details: { format: 'csv', addedGames: ['NOVA/nova-3'], updatedGames: ['NOVA/nova-2'] },
    });
  });

  it('refuses a broken feed with a 400 naming the problem, changing nothing', async () => {
    const before = await env.db
      .selectFrom('games')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const cases = [
      { format: 'json', content: '{"games": [' },
      { format: 'json', content: JSON.stringify({ games: [{ vendor: 'NOVA', gameCode: 'x' }] }) },
      { format: 'csv', content: 'vendor,gameCode,gameId,nameEN,gameType\nNOPE,x,1,X,RNG\n' },
      { format: 'xml', content: '<feed/>' },
      { format: 'json', content: '' },
    ];
    for (const body of cases) {
      const answer = await importFeed(admin, body);
      expect(answer.status, body.content).toBe(400);
      expect(answer.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    }
    const unknown = await importFeed(admin, cases[2]!);
    expect(JSON.stringify(unknown.body.value.issues)).toContain('unknown vendor NOPE');
    const after = await env.db
      .selectFrom('games')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('is for platform staff: the catalogue is shared by every merchant', async () => {
    const merchantAdmin = await addStaff(env.db, { role: 'ADMIN', merchantId: ficha, totp: true });
    const token = await staffToken(env.app, env.db, merchantAdmin);
    const refused = await importFeed(token, { format: 'json', content: JSON.stringify(feed) });
    expect(refused).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
  });
});
