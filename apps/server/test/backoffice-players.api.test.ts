import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { cashierEventOf } from '../src/modules/backoffice/cashier-events.ts';
import { AccountClient } from './account-client.ts';
import { demoOperatorToken, type OpsMethod, opsCall, staffToken } from './staff-client.ts';
import { addStaff } from './staff-fixtures.ts';
import { merchantIdOf, useTestApp } from './test-app.ts';

// Issue 15 part 4 (players: search, profile, block/unblock) and part 5 (the cashier's new requests
// appear live without a reload), on the real app and database.

const env = useTestApp({ listen: true });
let platform: string;

const ops = (token: string, method: OpsMethod, url: string, payload?: object) =>
  opsCall(env.app, token, method, url, payload);

beforeAll(async () => {
  platform = await demoOperatorToken(env.app, env.db);
}, 60_000);

describe('players in the console (issue 15 part 4)', () => {
  it('finds a player by username, CPF, e-mail, mobile and id, and shows the profile', async () => {
    const client = new AccountClient(env.app, env.database, '10.9.0.1', 'FICHA');
    const member = await client.newMember('find');
    const id = String(member.memberId);
    await env.db
      .updateTable('members')
      .set({
        email: `Find-${id}@Example.com`,
        country_dialing_code: '55',
        mobile_num: `1197${id.padStart(7, '0')}`,
      })
      .where('id', '=', id)
      .execute();
    const searches = [
      member.username.slice(0, -2).toUpperCase(),
      member.cpf,
      `find-${id}@example.com`,
      `1197${id.padStart(7, '0')}`,
      `+55 1197${id.padStart(7, '0')}`,
      id,
    ];
    for (const q of searches) {
      const found = await ops(platform, 'GET', `/ops/api/v1/players?q=${encodeURIComponent(q)}`);
      expect(found.status, q).toBe(200);
      expect(
        found.body.value.list.map((p: { id: string }) => p.id),
        q,
      ).toContain(id);
    }

    const profile = await ops(platform, 'GET', `/ops/api/v1/players/${id}`);
    expect(profile.status).toBe(200);
    const p = profile.body.value;
    expect(p.player).toMatchObject({ id, username: member.username, cpf: member.cpf, status: 'active' });
    // Registration logged the member in: one session, with the address it came from.
    expect(p.sessions.length).toBeGreaterThan(0);
    expect(p.sessions[0].ip).toBe('10.9.0.1');
    expect(Array.isArray(p.statement) && Array.isArray(p.rounds) && Array.isArray(p.orders)).toBe(true);
  });

  it("blocks and unblocks a player, audited; another merchant's staff finds nothing", async () => {
    const client = new AccountClient(env.app, env.database, '10.9.0.2', 'FICHA');
    const member = await client.newMember('blk');
    const id = String(member.memberId);
    const reason = { reason: 'console test' };
    expect((await ops(platform, 'POST', `/ops/api/v1/members/${id}/block`, reason)).status).toBe(200);
    // Blocking ended the member's session.
    expect((await member.call('GET', '/wps/member/info')).body.code).not.toBe('OK');
    expect((await ops(platform, 'GET', `/ops/api/v1/players/${id}`)).body.value.player.status).toBe(
      'disabled',
    );

    const rio = await merchantIdOf(env.db, 'RIO');
    const rioSupport = await staffToken(
      env.app,
      env.db,
      await addStaff(env.db, { role: 'SUPPORT', merchantId: rio }),
    );
    expect((await ops(rioSupport, 'GET', `/ops/api/v1/players/${id}`)).status).toBe(404);
    expect((await ops(rioSupport, 'POST', `/ops/api/v1/players/${id}/unblock`, reason)).status).toBe(404);
    const search = await ops(rioSupport, 'GET', `/ops/api/v1/players?q=${member.username}`);
    expect(search.body.value.list).toEqual([]);

    const unblocked = await ops(platform, 'POST', `/ops/api/v1/players/${id}/unblock`, reason);
    expect(unblocked.body.value).toEqual({ memberId: Number(id), status: 'active' });
    const login = await client.login(member.username, 'Senha1234');
    expect(login.body.code).toBe('OK');
    const audit = await env.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('target', '=', `member:${id}`)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['member.block', 'member.unblock']);
  });

  it('refuses an empty search and a bad id with a 400 envelope', async () => {
    for (const url of ['/ops/api/v1/players?q=', '/ops/api/v1/players/abc']) {
      const res = await ops(platform, 'GET', url);
      expect(res.status, url).toBe(400);
      expect(res.body.success, url).toBe(false);
    }
  });
});

describe('live cashier events (issue 15 part 5)', () => {
  it('tells a connected console at once that a deposit was requested', async () => {
    const port = (env.app.server.address() as AddressInfo).port;
    const abort = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/ops/api/v1/cashier/events`, {
      headers: { authorization: `Bearer ${platform}`, accept: 'text/event-stream' },
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    const readUntil = async (needle: string) => {
      while (!received.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${needle}: ${received}`);
        received += decoder.decode(value);
      }
    };
    await readUntil(': connected');

    const client = new AccountClient(env.app, env.database, '10.9.0.3', 'FICHA');
    const { call } = await client.newMember('live');
    const methods = (await call('GET', '/wps/relay/MCS2_depositBanksByVendor')).body.value.list as Array<{
      id: number;
      code: string;
    }>;
    const order = await call('POST', '/wps/relay/depositManualTransfer', {
      methodId: methods.find((m) => m.code === 'BANK_TRANSFER')!.id,
      amount: '60',
      reference: 'live-test',
    });
    expect(order.body.code).toBe('OK');
    const ficha = await merchantIdOf(env.db, 'FICHA');
    await readUntil(`"queue":"deposits","merchantId":${ficha}`);
    expect(received).toContain('event: cashier');
    abort.abort();
  });

  it('answers a request that does not ask for the stream at once, with an envelope', async () => {
    const res = await env.app.inject({
      method: 'GET',
      url: '/ops/api/v1/cashier/events',
      headers: { authorization: `Bearer ${platform}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });

  it("passes a merchant's staff only their own merchant's notices", () => {
    expect(cashierEventOf('cashier:withdrawal_orders:2', [2])).toEqual({
      queue: 'withdrawals',
      merchantId: 2,
    });
    expect(cashierEventOf('cashier:withdrawal_orders:3', [2, 4])).toBeUndefined();
    expect(cashierEventOf('cashier:deposit_orders:3', null)).toEqual({ queue: 'deposits', merchantId: 3 });
    expect(cashierEventOf('*', [2])).toEqual({ queue: 'all', merchantId: null });
    expect(cashierEventOf('banners', null)).toBeUndefined();
  });
});
