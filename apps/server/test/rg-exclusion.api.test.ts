import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { setRgClock } from '../src/modules/responsible-gaming/rg-clock.ts';
import { uniqueCpf, uniqueName } from './account-client.ts';
import { frameCall, launchStudio, rgMember, SECRET, testClock, VENDOR } from './rg-fixtures.ts';
import { demoOperatorToken } from './staff-client.ts';
import { useTestApp } from './test-app.ts';
import { vendorClient } from './wallet-fixtures.ts';

/**
 * Issue 19 part 2: "Time-outs of 24 hours, 1 week, 1 month or any period up to 6 weeks ... and
 * self-exclusion (6 months, 1 year, indefinite), honoured at login, bet and deposit, across every
 * merchant of one operator (matched by CPF) ... reopening after a self-exclusion needs a waiting
 * period and a request ... check [the central register] at registration and login."
 * Part 3: "A reminder every N minutes of play ... showing time played and net result".
 */

const env = useTestApp({ vendor: { code: VENDOR, secret: SECRET } });
const clock = testClock();
afterEach(() => clock.reset());
afterAll(() => setRgClock(undefined));

const login = (m: {
  c: {
    login: (u: string, p: string) => Promise<{ body: { code: string; value: unknown; message: string } }>;
  };
  username: string;
}) => m.c.login(m.username, 'Senha1234');

let opsToken: string | undefined;
async function ops(method: 'GET' | 'POST' | 'PUT', url: string, body?: object) {
  opsToken ??= await demoOperatorToken(env.app, env.db);
  const token = opsToken;
  const res = await env.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(body ? { payload: body } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

describe('time-out and self-exclusion', () => {
  it('a 24 h time-out ends the session, refuses login with its end, and takes no bet', async () => {
    const m = await rgMember(env.app, env.database, { cash: 50_00n });
    const vendor = await m.vendorSession();
    const taken = await m.call('POST', '/wps/rg/exclusion', { kind: 'TIME_OUT', days: 1 });
    expect(taken.body.code).toBe('OK');
    const endsAt = taken.body.value.endsAt as string;
    expect(Date.parse(endsAt) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);

    expect((await m.call('GET', '/wps/rg')).body.code).toBe('SESSION_EXPIRED');
    const refused = await login(m);
    expect(refused.body).toMatchObject({ code: 'RG_TIMED_OUT', value: { until: endsAt } });
    expect(refused.body.message).toMatch(/^You are taking a time-out until \d\d\/\d\d\/\d{4}/);

    // The game session opened before ended with the login session; a new one still takes no bet.
    const call = vendorClient(env.app, VENDOR, SECRET);
    expect(
      (
        await call('bet', {
          sessionId: vendor.id,
          transactionId: `t${m.memberId}`,
          roundId: 'r',
          amount: '1.00',
        })
      ).body.code,
    ).toBe('SESSION_EXPIRED');
    const fresh = await m.vendorSession();
    expect(
      (
        await call('bet', {
          sessionId: fresh.id,
          transactionId: `t2${m.memberId}`,
          roundId: 'r',
          amount: '1.00',
        })
      ).body.code,
    ).toBe('RG_TIMED_OUT');

    clock.advanceHours(24.1);
    expect((await login(m)).body.code).toBe('OK');
  });

  it('an exclusion taken at one merchant refuses login, bet and deposit at another under the same CPF', async () => {
    const cpf = uniqueCpf();
    const ficha = await rgMember(env.app, env.database, { cpf, cash: 20_00n, prefix: 'rgf' });
    const rio = await rgMember(env.app, env.database, { merchant: 'RIO', prefix: 'rgr' });
    // Rio Sorte is not a Brazilian site and asks no CPF at sign-up: the member's is on file.
    await env.db
      .updateTable('members')
      .set({ id_number: cpf })
      .where('id', '=', String(rio.memberId))
      .execute();
    const fichaGame = await ficha.vendorSession();
    expect(
      (await rio.call('POST', '/wps/rg/exclusion', { kind: 'SELF_EXCLUSION', period: '6M' })).body.code,
    ).toBe('OK');

    const call = vendorClient(env.app, VENDOR, SECRET);
    const bet = await call('bet', {
      sessionId: fichaGame.id,
      transactionId: `x${ficha.memberId}`,
      roundId: 'r',
      amount: '1.00',
    });
    expect(bet.body.code).toBe('RG_SELF_EXCLUDED');
    const methods = (await ficha.call('GET', '/wps/relay/MCS2_depositBanksByVendor')).body.value.list;
    const pix = methods.find((x: { code: string }) => x.code === 'PIX').id;
    const dep = await ficha.call('POST', '/wps/relay/depositPaymentGateway', {
      methodId: pix,
      amount: '50.00',
    });
    expect(dep.body.code).toBe('RG_SELF_EXCLUDED');
    // The balance stays the member's: nothing was taken.
    expect((await ficha.call('GET', '/wps/wallets/gcs')).body.value.cashBalance).toBe('20.00');
    expect((await login(ficha)).body.code).toBe('RG_SELF_EXCLUDED');
    expect((await login(rio)).body.code).toBe('RG_SELF_EXCLUDED');
  });

  it('reopens a self-exclusion only on request after its period, and after the waiting period', async () => {
    const m = await rgMember(env.app, env.database);
    await m.call('POST', '/wps/rg/exclusion', { kind: 'SELF_EXCLUSION', period: 'INDEFINITE' });
    expect((await login(m)).body.code).toBe('RG_SELF_EXCLUDED_INDEFINITE');
    const early = await ops('POST', `/ops/api/v1/rg/members/${m.memberId}/reopen`, {
      reason: 'player asked',
    });
    expect(early.body.code).toBe('RG_REOPEN_NOT_YET');
    clock.advanceHours(24 * 185);
    expect((await login(m)).body.code).toBe('RG_SELF_EXCLUDED_INDEFINITE');
    const asked = await ops('POST', `/ops/api/v1/rg/members/${m.memberId}/reopen`, {
      reason: 'player asked by phone',
    });
    expect(asked.body.code).toBe('OK');
    expect(asked.body.value.exclusion.reopensAt).not.toBeNull();
    expect((await login(m)).body.code).toBe('RG_SELF_EXCLUDED');
    clock.advanceHours(24 * 7 + 1);
    expect((await login(m)).body.code).toBe('OK');
    const audit = await env.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('action', '=', 'rg.exclusion.reopen')
      .where('target', '=', `member:${m.memberId}`)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses a time-out longer than 6 weeks and a trial account, changing nothing', async () => {
    const m = await rgMember(env.app, env.database);
    expect((await m.call('POST', '/wps/rg/exclusion', { kind: 'TIME_OUT', days: 43 })).body.code).toBe(
      'BAD_REQUEST',
    );
    expect(
      (await m.call('POST', '/wps/rg/exclusion', { kind: 'SELF_EXCLUSION', period: '2Y' })).body.code,
    ).toBe('BAD_REQUEST');
    expect((await m.call('GET', '/wps/rg')).body.code).toBe('OK');
    expect((await login(m)).body.code).toBe('OK');
  });
});

describe('the self-exclusion register', () => {
  it('imports CPFs (refusing invalid ones) and refuses their registration and login', async () => {
    const m = await rgMember(env.app, env.database);
    const fresh = uniqueCpf();
    const res = await ops('POST', '/ops/api/v1/rg/register/import', {
      cpfs: [m.cpf, fresh, '123'],
      source: 'SPA register 2026-11',
      reason: 'monthly import',
    });
    expect(res.body).toMatchObject({ code: 'OK', value: { imported: 2, rejected: ['123'] } });
    expect((await login(m)).body.code).toBe('RG_REGISTER_EXCLUDED');
    const reg = await m.c.registerMember(uniqueName('rgreg'), { idNumber: fresh });
    expect(reg.body.code).toBe('RG_REGISTER_EXCLUDED');
  });
});

describe('operators', () => {
  it('set a stricter limit than the member, audited; the lower one holds', async () => {
    const m = await rgMember(env.app, env.database);
    await m.setLimits([{ kind: 'WAGER', period: 'DAY', amount: '100.00' }]);
    const res = await ops('PUT', `/ops/api/v1/rg/members/${m.memberId}/limits`, {
      limits: [{ kind: 'WAGER', period: 'DAY', amount: '5.00' }],
      reason: 'affordability concern',
    });
    expect(res.body.code).toBe('OK');
    const state = (await m.call('GET', '/wps/rg')).body.value;
    expect(
      state.limits.find((l: { kind: string; period: string }) => l.kind === 'WAGER' && l.period === 'DAY'),
    ).toMatchObject({
      amount: '100.00',
      operatorAmount: '5.00',
      effective: '5.00',
    });
    const bad = await ops('PUT', `/ops/api/v1/rg/members/${m.memberId}/limits`, {
      limits: [{ kind: 'WAGER', period: 'DAY', amount: '-5' }],
      reason: 'typo',
    });
    expect(bad.body.code).toBe('RG_LIMIT_INVALID');
    const rows = await env.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `member:${m.memberId}`)
      .execute();
    expect(rows.map((r) => r.action)).toEqual(['rg.limits.set']);
  });
});

describe('reality checks', () => {
  it('tells the site and the studio game when the reminder is due, with time and net result', async () => {
    const m = await rgMember(env.app, env.database, { cash: 20_00n });
    await m.call('PUT', '/wps/rg/reality-check', { minutes: 1 });
    const dice = await launchStudio(env.app, m.token);
    await frameCall(env.app, dice, 'POST', '/studio/api/v1/dice/play', {
      stake: '2.00',
      target: 5000,
      direction: 'under',
    });
    const first = (await m.call('GET', '/wps/rg/reality-check')).body.value;
    expect(first).toMatchObject({ intervalMinutes: 1, due: false, minutesPlayed: 0 });
    expect(first.net === '-2.00' || Number(first.net) > 0).toBe(true);
    clock.advanceMinutes(1.1);
    const inGame = await frameCall(env.app, dice, 'GET', '/studio/api/v1/reality-check');
    expect(inGame.body.value).toMatchObject({ due: true, minutesPlayed: 1, net: first.net });
    await frameCall(env.app, dice, 'POST', '/studio/api/v1/reality-check/answer', { choice: 'CONTINUE' });
    const after = (await m.call('GET', '/wps/rg/reality-check')).body.value;
    expect(after.due).toBe(false);
    expect(Date.parse(after.nextCheckAt) - Date.now()).toBeGreaterThan(60_000);
    expect((await m.call('POST', '/wps/rg/reality-check/answer', { choice: 'STOP' })).body.code).toBe('OK');
    expect((await m.call('GET', '/wps/rg/reality-check')).body.code).toBe('SESSION_EXPIRED');
  });
});
