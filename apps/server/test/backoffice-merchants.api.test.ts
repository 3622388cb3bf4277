import type { MerchantFileInput } from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeFeedOf } from '../src/db/change-feed.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import { demoOperatorToken, type OpsMethod, opsCall, staffToken } from './staff-client.ts';
import { addStaff } from './staff-fixtures.ts';
import { createTestApp, createTestDatabase, merchantIdOf } from './test-app.ts';

// Issue 15 part 8: the console edits every white-label setting the player site reads, creates a
// merchant by the merchant:add path, and a change shows on the player site at once, in every
// process. On PostgreSQL a second handle on the database stands for a second process (its own pool
// and listening connection); the embedded database belongs to one process, so both apps share it.

let database: Database;
let other: Database;
let drop: () => Promise<void>;
/** The console's process and a player-facing one. */
let consoleApp: FastifyInstance;
let playerApp: FastifyInstance;
let platformAdmin: string;
let fichaAdmin: string;
let fichaId: number;
let rioId: number;

beforeAll(async () => {
  let url: string | undefined;
  ({ database, drop, url } = await createTestDatabase());
  other = url ? await openDatabase({ kind: 'postgres', url }) : database;
  consoleApp = await createTestApp(database);
  playerApp = await createTestApp(other);
  fichaId = await merchantIdOf(database.db, 'FICHA');
  rioId = await merchantIdOf(database.db, 'RIO');
  platformAdmin = await demoOperatorToken(consoleApp, database.db);
  const admin = await addStaff(database.db, { role: 'ADMIN', merchantId: fichaId, totp: true });
  fichaAdmin = await staffToken(consoleApp, database.db, admin);
}, 120_000);
afterAll(async () => {
  await consoleApp.close();
  await playerApp.close();
  if (other !== database) await other.close();
  await drop();
});

const ops = (token: string, method: OpsMethod, url: string, body?: object) =>
  opsCall(consoleApp, token, method, `/ops/api/v1${url}`, body);

async function consolidated(app: FastifyInstance, host: string, language = 'EN') {
  const res = await app.inject({
    method: 'GET',
    url: '/wps/system/settings/consolidated',
    headers: { host, language },
  });
  expect(res.statusCode).toBe(200);
  return res.json().value;
}

/** Settles when the player process hears that `table` changed. */
function playerHears(table: string): Promise<void> {
  const feed = changeFeedOf(other.db);
  if (!feed) throw new Error('every handle has a change feed');
  return new Promise((resolve) => {
    const stop = feed.onChange((changed) => {
      if (changed !== table) return;
      stop();
      resolve();
    });
  });
}

/** The smallest PNG: 1x1 transparent. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const NEW_MERCHANT: MerchantFileInput = {
  code: 'LUA',
  name: 'Lua Bet',
  logoUrl: '/static/demo/ficha-logo.svg',
  brand: { primary: '#7c3aed', primaryContrast: '#ffffff', accent: '#facc15' },
  defaultLanguage: 'PT',
  languages: ['PT', 'EN'],
  currency: 'BRL',
  currencySymbol: 'R$',
  country: 'BR',
  flags: ['USERNAMEREG3'],
  hosts: ['lua.localhost'],
  texts: { EN: { copyright: '© Lua Bet' } },
};

const editOf = async (token: string, id: number) => (await ops(token, 'GET', `/merchants/${id}`)).body.value;

const auditRows = (action: string) =>
  database.db
    .selectFrom('audit_log')
    .select(['merchant_id', 'before', 'after', 'target'])
    .where('action', '=', action)
    .orderBy('seq')
    .execute();

describe('the console creates merchants as merchant:add does (issue 15 part 8)', () => {
  it('creates a merchant that answers on its host at once', async () => {
    const created = await ops(platformAdmin, 'POST', '/merchants', NEW_MERCHANT);
    expect(created.status).toBe(200);
    expect(created.body.value).toMatchObject({ code: 'LUA', version: 1 });
    expect(created.body.value.settings).toMatchObject({ hosts: ['lua.localhost'], pixGateway: null });
    const site = await consolidated(playerApp, 'lua.localhost');
    expect(site.whitelabel).toMatchObject({
      merchantCode: 'LUA',
      name: 'Lua Bet',
      brand: NEW_MERCHANT.brand,
      footer: { copyright: '© Lua Bet' },
    });
    const [row] = await auditRows('merchant.create');
    expect(row).toMatchObject({
      merchant_id: created.body.value.id,
      target: `merchant:${created.body.value.id}`,
    });
    expect(row?.after).toMatchObject({ code: 'LUA', hosts: ['lua.localhost'] });
  });

  it('refuses a code or a host name that exists, and a merchant staff member, changing nothing', async () => {
    const count = async () => (await database.db.selectFrom('merchants').select('id').execute()).length;
    const before = await count();
    const sameCode = await ops(platformAdmin, 'POST', '/merchants', {
      ...NEW_MERCHANT,
      hosts: ['lua2.localhost'],
    });
    expect(sameCode).toMatchObject({ status: 409, body: { code: 'MERCHANT_CODE_TAKEN' } });
    expect(sameCode.body.message).toContain('LUA');
    const sameHost = await ops(platformAdmin, 'POST', '/merchants', {
      ...NEW_MERCHANT,
      code: 'LUA2',
      hosts: ['lua2.localhost', 'rio.localhost'],
    });
    expect(sameHost).toMatchObject({ status: 409, body: { code: 'HOST_TAKEN' } });
    expect(sameHost.body.message).toContain('rio.localhost');
    const byMerchantStaff = await ops(fichaAdmin, 'POST', '/merchants', {
      ...NEW_MERCHANT,
      code: 'LUA3',
      hosts: ['lua3.localhost'],
    });
    expect(byMerchantStaff).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect(await count()).toBe(before);
    const hosts = await database.db
      .selectFrom('merchant_hosts')
      .select('host')
      .where('host', 'like', 'lua%')
      .execute();
    expect(hosts.map((h) => h.host)).toEqual(['lua.localhost']);
  });
});

describe('the merchant editor (issue 15 part 8)', () => {
  it('changes the brand colours and the player site shows them on its next request, in every process', async () => {
    const before = await consolidated(playerApp, 'localhost');
    expect(before.whitelabel.brand.primary).toBe('#12a150');
    const edit = await editOf(platformAdmin, fichaId);
    const brand = { primary: '#c026d3', primaryContrast: '#ffffff', accent: '#22d3ee' };
    const heard = playerHears('merchants');
    const saved = await ops(platformAdmin, 'POST', `/merchants/${fichaId}/settings`, {
      version: edit.version,
      settings: { ...edit.settings, brand },
      reason: 'new season colours',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.value.version).toBe(edit.version + 1);
    expect((await consolidated(consoleApp, 'localhost')).whitelabel.brand).toEqual(brand);
    await heard;
    expect((await consolidated(playerApp, 'localhost')).whitelabel.brand).toEqual(brand);

    const rows = await auditRows('merchant.update');
    expect(rows.at(-1)).toMatchObject({
      merchant_id: fichaId,
      before: { brand: edit.settings.brand },
      after: { brand },
    });
  });

  it('writes every setting the site reads: hosts, languages, flags, CDNs, links, texts and field rules', async () => {
    const edit = await editOf(platformAdmin, fichaId);
    const settings = {
      ...edit.settings,
      name: 'Ficha Prime',
      hosts: [...edit.settings.hosts, 'prime.localhost'],
      languages: ['PT'],
      defaultLanguage: 'PT',
      flags: ['VIP', 'FREEPLAY'],
      imageCdns: ['https://cdn1.example.com'],
      defaultImageHost: 'https://img.example.com',
      socialLinks: [{ type: 'INSTAGRAM', url: 'https://instagram.com/prime' }],
      texts: { ...edit.settings.texts, PT: { ...edit.settings.texts.PT, copyright: '© Ficha Prime' } },
      registrationRules: [
        {
          field: 'nickname',
          enabled: true,
          required: true,
          pattern: '^.{3,12}$',
          messages: { PT: 'Apelido: 3 a 12.' },
        },
      ],
    };
    const saved = await ops(platformAdmin, 'POST', `/merchants/${fichaId}/settings`, {
      version: edit.version,
      settings,
    });
    expect(saved.status).toBe(200);
    const site = await consolidated(consoleApp, 'prime.localhost', 'PT');
    expect(site.whitelabel).toMatchObject({
      merchantCode: 'FICHA',
      name: 'Ficha Prime',
      languages: ['PT'],
      imageCdns: ['https://cdn1.example.com'],
      defaultImageHost: 'https://img.example.com',
      socialLinks: [{ type: 'INSTAGRAM', url: 'https://instagram.com/prime' }],
      footer: { copyright: '© Ficha Prime' },
    });
    expect(site.whitelabel.flags).toMatchObject({ VIP: true, FREEPLAY: true, LIVE_MODEL: false });
    const register = await consoleApp.inject({
      method: 'GET',
      url: '/wps/system/setting/register',
      headers: { host: 'localhost', language: 'PT' },
    });
    const nickname = register.json().value.list.find((r: { field: string }) => r.field === 'nickname');
    expect(nickname).toMatchObject({
      enabled: true,
      required: true,
      pattern: '^.{3,12}$',
      message: 'Apelido: 3 a 12.',
    });
    // And back, so the other tests see the demo site.
    const again = await editOf(platformAdmin, fichaId);
    const restored = await ops(platformAdmin, 'POST', `/merchants/${fichaId}/settings`, {
      version: again.version,
      settings: { ...edit.settings },
    });
    expect(restored.status).toBe(200);
    expect(restored.body.value.settings.hosts).toEqual(edit.settings.hosts);
  });

  it('refuses a stale version: a form read before another change never overwrites it', async () => {
    const stale = await editOf(platformAdmin, fichaId);
    // Someone else changes the merchant meanwhile, even outside the console (a maintenance switch).
    await database.db
      .updateTable('merchants')
      .set({ maintenance: false })
      .where('id', '=', fichaId)
      .execute();
    const answer = await ops(platformAdmin, 'POST', `/merchants/${fichaId}/settings`, {
      version: stale.version,
      settings: { ...stale.settings, name: 'Overwritten' },
    });
    expect(answer).toMatchObject({ status: 409, body: { code: 'EDIT_CONFLICT' } });
    expect((await editOf(platformAdmin, fichaId)).settings.name).toBe(stale.settings.name);
  });

  it('refuses a host name of another merchant', async () => {
    const edit = await editOf(platformAdmin, fichaId);
    const answer = await ops(platformAdmin, 'POST', `/merchants/${fichaId}/settings`, {
      version: edit.version,
      settings: { ...edit.settings, hosts: [...edit.settings.hosts, 'rio.localhost'] },
    });
    expect(answer).toMatchObject({ status: 409, body: { code: 'HOST_TAKEN' } });
    expect(answer.body.message).toBe('The host name rio.localhost already belongs to another merchant.');
    expect((await consolidated(consoleApp, 'rio.localhost')).whitelabel.merchantCode).toBe('RIO');
    expect((await editOf(platformAdmin, fichaId)).version).toBe(edit.version);
  });

  it('refuses bad colours and values with a 400 naming the field, changing nothing', async () => {
    const edit = await editOf(platformAdmin, fichaId);
    const cases: Array<[object, string]> = [
      [
        { brand: { ...edit.settings.brand, primary: 'red; background: url(x)' } },
        'body.settings.brand.primary',
      ],
      [{ brand: { ...edit.settings.brand, accent: '#12345' } }, 'body.settings.brand.accent'],
      [{ logoUrl: 'javascript:alert(1)' }, 'body.settings.logoUrl'],
      [{ hosts: ['https://bad host/'] }, 'body.settings.hosts.0'],
      [{ hosts: [] }, 'body.settings.hosts'],
      [{ defaultLanguage: 'EN', languages: ['PT'] }, 'body.settings.defaultLanguage'],
      [{ currency: 'reais' }, 'body.settings.currency'],
      [{ timeZone: 'Mars/Olympus' }, 'body.settings.timeZone'],
      [
        {
          registrationRules: [
            { field: 'nickname', enabled: true, required: false, pattern: '([', messages: {} },
          ],
        },
        'body.settings.registrationRules.0.pattern',
      ],
    ];
    for (const [change, field] of cases) {
      const answer = await ops(platformAdmin, 'POST', `/merchants/${fichaId}/settings`, {
        version: edit.version,
        settings: { ...edit.settings, ...change },
      });
      expect(answer.status, field).toBe(400);
      expect(answer.body, field).toMatchObject({
        success: false,
        code: 'BAD_REQUEST',
        message: 'The data sent is not valid.',
      });
      expect(
        answer.body.value.issues.map((i: { field: string }) => i.field),
        field,
      ).toContain(field);
    }
    expect((await editOf(platformAdmin, fichaId)).version).toBe(edit.version);
  });

  it('offers the sandbox PIX gateway only on a demo merchant, and says why', async () => {
    // Lua Bet, made above, is a real site (not a demo).
    const luaId = await merchantIdOf(database.db, 'LUA');
    const lua = await editOf(platformAdmin, luaId);
    expect(lua.settings.demo).toBe(false);
    const answer = await ops(platformAdmin, 'POST', `/merchants/${luaId}/settings`, {
      version: lua.version,
      settings: { ...lua.settings, pixGateway: 'sandbox' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.value.issues).toContainEqual({
      field: 'body.settings.pixGateway',
      message: expect.stringContaining('only a merchant with "demo": true may use it'),
    });
    // The database refuses it too, whoever writes.
    await expect(
      database.db.updateTable('merchants').set({ pix_gateway: 'sandbox' }).where('id', '=', luaId).execute(),
    ).rejects.toThrow(/merchants_sandbox_demo_only/);
    const ficha = await editOf(platformAdmin, fichaId);
    expect(ficha.settings).toMatchObject({ demo: true, pixGateway: 'sandbox' });
  });
});

describe('who may read and edit merchants', () => {
  it('refuses a non-ADMIN on the server, and lets them read', async () => {
    for (const role of ['CONTENT', 'FINANCE', 'READ_ONLY'] as const) {
      const staff = await addStaff(database.db, { role, merchantId: null, totp: true });
      const token = await staffToken(consoleApp, database.db, staff);
      const edit = await editOf(token, fichaId);
      expect(edit.code, role).toBe('FICHA');
      const answer = await ops(token, 'POST', `/merchants/${fichaId}/settings`, {
        version: edit.version,
        settings: { ...edit.settings, brand: { ...edit.settings.brand, primary: '#000000' } },
      });
      expect(answer, role).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
      const created = await ops(token, 'POST', '/merchants', {
        ...NEW_MERCHANT,
        code: 'SOLX',
        hosts: ['solx.localhost'],
      });
      expect(created.status, role).toBe(403);
    }
    expect((await editOf(platformAdmin, fichaId)).settings.brand.primary).not.toBe('#000000');
  });

  it('keeps a Ficha-only staff member out of Rio Sorte: not listed, not read, not edited, no upload', async () => {
    const list = await ops(fichaAdmin, 'GET', '/merchants');
    expect(list.body.value.list.map((m: { code: string }) => m.code)).toEqual(['FICHA']);
    const all = await ops(platformAdmin, 'GET', '/merchants');
    expect(all.body.value.list.map((m: { code: string }) => m.code)).toEqual(['FICHA', 'RIO', 'LUA']);

    const rio = await editOf(platformAdmin, rioId);
    expect(await ops(fichaAdmin, 'GET', `/merchants/${rioId}`)).toMatchObject({ status: 404 });
    const edit = await ops(fichaAdmin, 'POST', `/merchants/${rioId}/settings`, {
      version: rio.version,
      settings: { ...rio.settings, name: 'Taken over' },
    });
    expect(edit).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    const upload = await ops(fichaAdmin, 'POST', `/merchants/${rioId}/images`, {
      contentBase64: PNG.toString('base64'),
    });
    expect(upload).toMatchObject({ status: 404 });
    expect(await editOf(platformAdmin, rioId)).toEqual(rio);

    // Their own merchant they edit, but they do not make it (or unmake it) a demo site.
    const own = await editOf(fichaAdmin, fichaId);
    expect(own.canSetDemo).toBe(false);
    const demoOff = await ops(fichaAdmin, 'POST', `/merchants/${fichaId}/settings`, {
      version: own.version,
      settings: { ...own.settings, demo: false, pixGateway: null },
    });
    expect(demoOff).toMatchObject({ status: 403 });
    const renamed = await ops(fichaAdmin, 'POST', `/merchants/${fichaId}/settings`, {
      version: own.version,
      settings: { ...own.settings, currencySymbol: 'R$' },
    });
    expect(renamed.status).toBe(200);
  });
});
