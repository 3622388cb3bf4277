import { beforeAll, describe, expect, it } from 'vitest';
import { AccountClient } from './account-client.ts';
import { demoOperatorToken, type OpsMethod, opsCall, staffToken } from './staff-client.ts';
import { addStaff } from './staff-fixtures.ts';
import { merchantIdOf, useTestApp } from './test-app.ts';

// Issue 15 part 4 ("profile with ... sessions and devices, login history, notes; block/unblock
// (ends sessions and game sessions), reset password") and part 5 ("payment gateway settings per
// merchant (sandbox only on demo merchants)"), on the real app and database. A Ficha staff member
// cannot read or change Rio Sorte's players or settings by any of these routes.

const env = useTestApp();
let platform: string;
let fichaSupport: string;
let fichaFinance: string;
let fichaReadOnly: string;
let fichaAdmin: string;
let rioSupport: string;
let rioAdmin: string;
let ficha: number;
let rio: number;

const ops = (token: string, method: OpsMethod, url: string, payload?: object) =>
  opsCall(env.app, token, method, url, payload);

const auditOf = (target: string) =>
  env.db
    .selectFrom('audit_log')
    .select(['action', 'staff_id', 'merchant_id', 'reason', 'before', 'after', 'details'])
    .where('target', '=', target)
    .orderBy('id')
    .execute();

beforeAll(async () => {
  platform = await demoOperatorToken(env.app, env.db);
  ficha = await merchantIdOf(env.db, 'FICHA');
  rio = await merchantIdOf(env.db, 'RIO');
  const token = async (role: 'ADMIN' | 'FINANCE' | 'SUPPORT' | 'READ_ONLY', merchantId: number) =>
    staffToken(env.app, env.db, await addStaff(env.db, { role, merchantId, totp: true }));
  fichaSupport = await token('SUPPORT', ficha);
  fichaFinance = await token('FINANCE', ficha);
  fichaReadOnly = await token('READ_ONLY', ficha);
  fichaAdmin = await token('ADMIN', ficha);
  rioSupport = await token('SUPPORT', rio);
  rioAdmin = await token('ADMIN', rio);
}, 180_000);

describe('staff notes on a player (issue 15 part 4)', () => {
  it('adds notes with their author and time, lists them newest first, and audits each', async () => {
    const member = await new AccountClient(env.app, env.database, '10.9.1.1', 'FICHA').newMember('note');
    const url = `/ops/api/v1/players/${member.memberId}/notes`;
    expect((await ops(fichaSupport, 'GET', url)).body.value.list).toEqual([]);
    const first = await ops(fichaSupport, 'POST', url, { text: 'Called about a late PIX deposit.' });
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ text: 'Called about a late PIX deposit.' });
    expect(first.body.value.staffUsername).toMatch(/^staff_/);
    await ops(platform, 'POST', url, { text: '  Second note, trimmed.  ' });
    const list = (await ops(fichaReadOnly, 'GET', url)).body.value.list;
    expect(list.map((n: { text: string }) => n.text)).toEqual([
      'Second note, trimmed.',
      'Called about a late PIX deposit.',
    ]);
    expect(list[1].staffId).toBe(first.body.value.staffId);
    expect(Number.isNaN(Date.parse(list[0].createdAt))).toBe(false);
    const audit = await auditOf(`member:${member.memberId}`);
    expect(audit.map((a) => a.action)).toEqual(['member.note', 'member.note']);
    expect(audit[0]).toMatchObject({
      merchant_id: ficha,
      after: { note: 'Called about a late PIX deposit.' },
    });
  });

  it('refuses an empty note, a role without players.write, and another merchant', async () => {
    const member = await new AccountClient(env.app, env.database, '10.9.1.2', 'FICHA').newMember('nto');
    const url = `/ops/api/v1/players/${member.memberId}/notes`;
    const empty = await ops(fichaSupport, 'POST', url, { text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.success).toBe(false);
    const finance = await ops(fichaFinance, 'POST', url, { text: 'not mine to write' });
    expect(finance.status).toBe(403);
    expect(finance.body.code).toBe('FORBIDDEN');
    // Rio Sorte's staff neither read nor write a Ficha player's notes.
    expect((await ops(rioSupport, 'GET', url)).status).toBe(404);
    expect((await ops(rioSupport, 'POST', url, { text: 'x' })).status).toBe(404);
    expect((await ops(fichaSupport, 'GET', url)).body.value.list).toEqual([]);
  });
});

describe("a staff reset of a player's password (issue 15 part 4)", () => {
  it('sends a temporary password to the e-mail, ends every session, and the old password stops working', async () => {
    const client = new AccountClient(env.app, env.database, '10.9.1.3', 'FICHA');
    const member = await client.newMember('rst');
    const email = `reset-${member.memberId}@example.com`;
    await env.db.updateTable('members').set({ email }).where('id', '=', String(member.memberId)).execute();
    const url = `/ops/api/v1/players/${member.memberId}/password/reset`;
    const reset = await ops(fichaSupport, 'POST', url, { channel: 'EMAIL', reason: 'player asked by phone' });
    expect(reset.status).toBe(200);
    expect(reset.body.value).toMatchObject({ memberId: member.memberId, channel: 'EMAIL', sessionsEnded: 1 });
    expect(reset.body.value.sentTo).toBe(`r***@example.com`);
    // The staff member's answer never carries the password; the player's mailbox does.
    expect(JSON.stringify(reset.body)).not.toMatch(/Temporary password/);
    const sent = await env.db
      .selectFrom('outbox')
      .select('body')
      .where('recipient', '=', email)
      .executeTakeFirstOrThrow();
    // The merchant's language (Portuguese for Ficha) writes the message.
    const temporary = /: ([A-Za-z0-9]{10})\./.exec(sent.body)?.[1];
    expect(temporary).toMatch(/^[A-Za-z0-9]{10}$/);

    expect((await member.call('GET', '/wps/member/info')).body.code).not.toBe('OK');
    expect((await client.login(member.username, 'Senha1234')).body.code).not.toBe('OK');
    // One wrong password asks for a captcha, as any login does.
    const login = await client.login(member.username, temporary!, await client.captcha());
    expect(login.body.code).toBe('OK');
    expect(login.body.value.firstTimeLogin).toBe(true);

    const audit = await auditOf(`member:${member.memberId}`);
    expect(audit.at(-1)).toMatchObject({
      action: 'member.password.reset',
      reason: 'player asked by phone',
      merchant_id: ficha,
      details: { channel: 'EMAIL', sessionsEnded: 1 },
    });
  });

  it('tells the staff member when the player has no mobile, and refuses other roles and merchants', async () => {
    const member = await new AccountClient(env.app, env.database, '10.9.1.4', 'FICHA').newMember('rsn');
    await env.db
      .updateTable('members')
      .set({ mobile_num: null, email: null })
      .where('id', '=', String(member.memberId))
      .execute();
    const url = `/ops/api/v1/players/${member.memberId}/password/reset`;
    const body = { channel: 'SMS', reason: 'asked' };
    const none = await ops(fichaSupport, 'POST', url, body);
    expect(none.status).toBe(409);
    expect(none.body).toMatchObject({ success: false, code: 'NO_CONTACT' });
    expect(none.body.message).toContain('mobile');
    expect((await ops(fichaFinance, 'POST', url, body)).status).toBe(403);
    expect((await ops(rioSupport, 'POST', url, body)).status).toBe(404);
    expect((await ops(fichaSupport, 'POST', url, { channel: 'FAX', reason: 'x' })).status).toBe(400);
    // Nothing changed: the member's session still works and nothing was audited.
    expect((await member.call('GET', '/wps/member/info')).body.code).toBe('OK');
    expect(await auditOf(`member:${member.memberId}`)).toEqual([]);
  });

  it('block ends the sessions and game sessions it is asked to (the profile shows them ended)', async () => {
    const member = await new AccountClient(env.app, env.database, '10.9.1.5', 'FICHA').newMember('blk');
    const block = await ops(fichaSupport, 'POST', `/ops/api/v1/members/${member.memberId}/block`, {
      reason: 'fraud check',
    });
    expect(block.status).toBe(200);
    const profile = (await ops(fichaSupport, 'GET', `/ops/api/v1/players/${member.memberId}`)).body.value;
    expect(profile.sessions.length).toBeGreaterThan(0);
    for (const s of profile.sessions) expect(s.revokedAt).not.toBeNull();
    for (const g of profile.gameSessions) expect(g.endedAt).not.toBeNull();
  });
});

describe("a merchant's payment settings (issue 15 part 5)", () => {
  const url = (id: number) => `/ops/api/v1/merchants/${id}/payment-settings`;
  const bodyOf = (s: Record<string, unknown> & { depositMethods: Array<Record<string, unknown>> }) => ({
    pixGateway: s.pixGateway,
    depositMethods: s.depositMethods.map((m) => ({
      id: m.id,
      minAmount: m.minAmount,
      maxAmount: m.maxAmount,
      active: m.active,
    })),
    withdrawMin: s.withdrawMin,
    withdrawMax: s.withdrawMax,
    withdrawDailyMax: s.withdrawDailyMax,
    version: s.version,
    reason: 'limits review',
  });

  it('reads and changes the limits with the version read, and answers EDIT_CONFLICT to a stale page', async () => {
    const read = await ops(fichaAdmin, 'GET', url(ficha));
    expect(read.status).toBe(200);
    const settings = read.body.value;
    expect(settings).toMatchObject({ merchantId: ficha, merchantCode: 'FICHA', demo: true });
    expect(settings.gateways).toContainEqual({ name: 'sandbox', sandbox: true });
    expect(settings.depositMethods.length).toBeGreaterThan(0);

    const change = { ...bodyOf(settings), withdrawMin: '25.00' };
    const changed = await ops(fichaAdmin, 'PUT', url(ficha), change);
    expect(changed.status).toBe(200);
    expect(changed.body.value).toMatchObject({ withdrawMin: '25.00', version: settings.version + 1 });
    const row = await env.db
      .selectFrom('merchants')
      .select('withdraw_min')
      .where('id', '=', ficha)
      .executeTakeFirstOrThrow();
    expect(row.withdraw_min).toBe('2500');

    const stale = await ops(platform, 'PUT', url(ficha), { ...change, withdrawMin: '30.00' });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('EDIT_CONFLICT');
    const audit = await auditOf(`merchant:${ficha}`);
    expect(audit.filter((a) => a.action === 'merchant.payments.update')).toHaveLength(1);
    const last = audit.at(-1)!;
    expect((last.before as { withdrawMin: string }).withdrawMin).toBe(settings.withdrawMin);
    expect((last.after as { withdrawMin: string }).withdrawMin).toBe('25.00');
  });

  it("refuses the sandbox on a merchant that is not a demo site, with the database's reason", async () => {
    await env.db
      .updateTable('merchants')
      .set({ demo: false, pix_gateway: null })
      .where('id', '=', rio)
      .execute();
    const settings = (await ops(rioAdmin, 'GET', url(rio))).body.value;
    expect(settings.demo).toBe(false);
    const refused = await ops(rioAdmin, 'PUT', url(rio), { ...bodyOf(settings), pixGateway: 'sandbox' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, code: 'SANDBOX_DEMO_ONLY' });
    expect(refused.body.message).toContain('demo');
    const row = await env.db
      .selectFrom('merchants')
      .select(['pix_gateway', 'payments_version'])
      .where('id', '=', rio)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ pix_gateway: null, payments_version: settings.version });
    const unknown = await ops(rioAdmin, 'PUT', url(rio), { ...bodyOf(settings), pixGateway: 'nope' });
    expect(unknown.body.code).toBe('GATEWAY_UNKNOWN');
  });

  it("refuses bad limits, roles without payments.settings, and another merchant's settings", async () => {
    const settings = (await ops(fichaAdmin, 'GET', url(ficha))).body.value;
    const upside = await ops(fichaAdmin, 'PUT', url(ficha), {
      ...bodyOf(settings),
      withdrawMin: '500.00',
      withdrawMax: '100.00',
    });
    expect(upside.status).toBe(400);
    expect((await ops(fichaFinance, 'GET', url(ficha))).status).toBe(403);
    expect((await ops(fichaSupport, 'PUT', url(ficha), bodyOf(settings))).status).toBe(403);
    // A Ficha ADMIN asks for Rio Sorte's: not found, and nothing of Rio changes.
    expect((await ops(fichaAdmin, 'GET', url(rio))).status).toBe(404);
    const rioSettings = (await ops(rioAdmin, 'GET', url(rio))).body.value;
    expect((await ops(fichaAdmin, 'PUT', url(rio), bodyOf(rioSettings))).status).toBe(404);
    // A deposit method of Rio Sorte's smuggled into Ficha's change is not Ficha's to change.
    const smuggled = await ops(fichaAdmin, 'PUT', url(ficha), {
      ...bodyOf(settings),
      depositMethods: [{ ...bodyOf(rioSettings).depositMethods[0], active: false }],
    });
    expect(smuggled.status).toBe(404);
    expect((await ops(rioAdmin, 'GET', url(rio))).body.value).toEqual(rioSettings);
  });
});
