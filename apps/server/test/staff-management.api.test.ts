import { beforeAll, describe, expect, it } from 'vitest';
import { base32Decode, totpCode, totpStep } from '../src/modules/staff/totp.ts';
import { AccountClient } from './account-client.ts';
import { demoOperatorToken, type OpsMethod, opsCall, staffToken } from './staff-client.ts';
import { addStaff, type TestStaff } from './staff-fixtures.ts';
import { merchantIdOf, useTestApp } from './test-app.ts';

// Issue 15 part 1: "staff scoped to one or more merchants (a staff member of Ficha never sees Rio
// Sorte's data); staff management by ADMIN".

const env = useTestApp();
let platform: string;
let ficha: number;
let rio: number;
let fichaAdmin: TestStaff;
let fichaAdminToken: string;

const ops = (token: string, method: OpsMethod, url: string, payload?: object) =>
  opsCall(env.app, token, method, url, payload);

const login = async (username: string, password: string, code?: string) =>
  (
    await env.app.inject({
      method: 'POST',
      url: '/ops/api/v1/login',
      payload: { username, password, ...(code ? { code } : {}) },
    })
  ).json();

let names = 0;
function newName(prefix: string): string {
  names += 1;
  return `${prefix}_${Date.now().toString(36)}${names}`;
}

/** A deposit order of a new member of the merchant, marked so it can be found in a list. */
async function depositOf(code: 'FICHA' | 'RIO', n: number): Promise<string> {
  const client = new AccountClient(env.app, env.database, `10.77.0.${n}`, code);
  const member = await client.newMember(code === 'FICHA' ? 'smf' : 'smr');
  const methods = (await member.call('GET', '/wps/relay/MCS2_depositBanksByVendor')).body.value
    .list as Array<{
    id: number;
    code: string;
  }>;
  const reference = `${code}-MARK-${member.memberId}`;
  const deposit = await member.call('POST', '/wps/relay/depositManualTransfer', {
    methodId: methods.find((m) => m.code === 'BANK_TRANSFER')!.id,
    amount: '60',
    reference,
  });
  expect(deposit.body.code).toBe('OK');
  return reference;
}

beforeAll(async () => {
  platform = await demoOperatorToken(env.app, env.db);
  ficha = await merchantIdOf(env.db, 'FICHA');
  rio = await merchantIdOf(env.db, 'RIO');
  fichaAdmin = await addStaff(env.db, { role: 'ADMIN', merchantId: ficha, totp: true });
  fichaAdminToken = await staffToken(env.app, env.db, fichaAdmin);
}, 120_000);

describe('staff management by ADMIN (issue 15 part 1)', () => {
  it('creates an account whose first login enrols TOTP, as every ADMIN and FINANCE account does', async () => {
    const username = newName('fin');
    const password = 'Initial-Password-2026';
    const created = await ops(platform, 'POST', '/ops/api/v1/staff', {
      username,
      password,
      role: 'FINANCE',
      merchantIds: [ficha],
      reason: 'new cashier',
    });
    expect(created.body).toMatchObject({
      code: 'OK',
      value: {
        username,
        role: 'FINANCE',
        platform: false,
        merchantIds: [ficha],
        active: true,
        totpEnabled: false,
      },
    });
    const first = await login(username, password);
    expect(first.value).toMatchObject({ scope: 'TOTP_ENROLMENT', totpEnrolmentRequired: true });
    const enrol = await ops(first.value.token, 'POST', '/ops/api/v1/totp/enrolment');
    const code = totpCode(base32Decode(enrol.body.value.secret), totpStep(Date.now()));
    const confirmed = await ops(first.value.token, 'POST', '/ops/api/v1/totp/enrolment/confirm', { code });
    expect(confirmed.body.code).toBe('OK');
    const deposits = await ops(confirmed.body.value.token, 'GET', '/ops/api/v1/deposits');
    expect(deposits.body.code).toBe('OK');
    const audit = await ops(
      platform,
      'GET',
      `/ops/api/v1/audit?action=staff.create&target=staff:${created.body.value.id}`,
    );
    expect(audit.body.value.list).toHaveLength(1);
    expect(audit.body.value.list[0]).toMatchObject({
      reason: 'new cashier',
      after: { username, role: 'FINANCE', merchantIds: [ficha] },
    });
  });

  it('refuses a taken username and a malformed account, changing nothing', async () => {
    const body = {
      username: 'operador',
      password: 'Initial-Password-2026',
      role: 'SUPPORT',
      merchantIds: [ficha],
      reason: 'x',
    };
    expect((await ops(platform, 'POST', '/ops/api/v1/staff', body)).body.code).toBe('USERNAME_TAKEN');
    const both = await ops(platform, 'POST', '/ops/api/v1/staff', {
      ...body,
      username: newName('x'),
      platform: true,
    });
    expect(both).toMatchObject({ status: 400, body: { success: false } });
    const short = await ops(platform, 'POST', '/ops/api/v1/staff', {
      ...body,
      username: newName('x'),
      password: 'short',
    });
    expect(short.status).toBe(400);
    const unknownMerchant = await ops(platform, 'POST', '/ops/api/v1/staff', {
      ...body,
      username: newName('x'),
      merchantIds: [999_999],
    });
    expect(unknownMerchant.body.code).toBe('FIELD_INVALID');
  });

  it("scopes staff to their merchants: Ficha's staff never see Rio Sorte's deposits, staff of both see both", async () => {
    const fichaRef = await depositOf('FICHA', 1);
    const rioRef = await depositOf('RIO', 2);
    const fichaOnly = await staffToken(
      env.app,
      env.db,
      await addStaff(env.db, { role: 'SUPPORT', merchantId: ficha }),
    );
    const seen = await ops(fichaOnly, 'GET', '/ops/api/v1/deposits?pageSize=200');
    expect(JSON.stringify(seen.body)).toContain(fichaRef);
    expect(JSON.stringify(seen.body)).not.toContain(rioRef);

    const both = await ops(platform, 'POST', '/ops/api/v1/staff', {
      username: newName('both'),
      password: 'Initial-Password-2026',
      role: 'SUPPORT',
      merchantIds: [ficha, rio],
      reason: 'works for both sites',
    });
    expect(both.body.value.merchantIds).toEqual([ficha, rio].sort((a, b) => a - b));
    const bothLogin = await login(both.body.value.username, 'Initial-Password-2026');
    const bothSeen = await ops(bothLogin.value.token, 'GET', '/ops/api/v1/deposits?pageSize=200');
    expect(JSON.stringify(bothSeen.body)).toContain(fichaRef);
    expect(JSON.stringify(bothSeen.body)).toContain(rioRef);
    const merchants = new Set(bothSeen.body.value.list.map((d: { merchant_id: number }) => d.merchant_id));
    expect([...merchants].sort()).toEqual([ficha, rio].sort());
  });

  it("lets a merchant ADMIN manage their merchant's staff only, and give no other merchant nor platform access", async () => {
    const rioStaff = await addStaff(env.db, { role: 'SUPPORT', merchantId: rio });
    const fichaStaff = await addStaff(env.db, { role: 'SUPPORT', merchantId: ficha });
    const list = await ops(fichaAdminToken, 'GET', '/ops/api/v1/staff?pageSize=200');
    const ids = list.body.value.list.map((s: { id: number }) => s.id);
    expect(ids).toContain(fichaStaff.id);
    expect(ids).not.toContain(rioStaff.id);
    for (const s of list.body.value.list) expect(s.merchantIds).toEqual([ficha]);
    expect((await ops(fichaAdminToken, 'GET', `/ops/api/v1/staff/${rioStaff.id}`)).status).toBe(404);

    const ask = (extra: object) =>
      ops(fichaAdminToken, 'POST', '/ops/api/v1/staff', {
        username: newName('m'),
        password: 'Initial-Password-2026',
        role: 'CONTENT',
        reason: 'hire',
        ...extra,
      });
    expect((await ask({ merchantIds: [rio] })).body.code).toBe('FORBIDDEN');
    expect((await ask({ merchantIds: [ficha, rio] })).body.code).toBe('FORBIDDEN');
    expect((await ask({ platform: true })).body.code).toBe('FORBIDDEN');
    expect((await ask({ merchantIds: [ficha] })).body.value).toMatchObject({
      role: 'CONTENT',
      merchantIds: [ficha],
    });
    const moveAway = await ops(fichaAdminToken, 'PUT', `/ops/api/v1/staff/${fichaStaff.id}`, {
      merchantIds: [rio],
      version: 1,
      reason: 'move',
    });
    expect(moveAway.body.code).toBe('FORBIDDEN');
  });

  it('changes a role once per version, ends the sessions, and audits before and after', async () => {
    const target = await addStaff(env.db, { role: 'SUPPORT', merchantId: ficha });
    const oldToken = await staffToken(env.app, env.db, target);
    const url = `/ops/api/v1/staff/${target.id}`;
    const read = await ops(platform, 'GET', url);
    const version = read.body.value.version as number;
    const changed = await ops(platform, 'PUT', url, {
      role: 'READ_ONLY',
      version,
      reason: 'moved to reporting',
    });
    expect(changed.body.value).toMatchObject({ role: 'READ_ONLY', version: version + 1 });
    expect((await ops(oldToken, 'GET', '/ops/api/v1/deposits')).body.code).toBe('UNAUTHORIZED');
    // A page opened before that change does not overwrite it.
    const stale = await ops(platform, 'PUT', url, { role: 'FINANCE', version, reason: 'stale page' });
    expect(stale).toMatchObject({ status: 409, body: { code: 'EDIT_CONFLICT' } });
    expect((await ops(platform, 'GET', url)).body.value.role).toBe('READ_ONLY');
    const audit = await ops(platform, 'GET', `/ops/api/v1/audit?action=staff.u*&target=staff:${target.id}`);
    expect(audit.body.value.list).toHaveLength(1);
    expect(audit.body.value.list[0]).toMatchObject({
      action: 'staff.update',
      reason: 'moved to reporting',
      before: { role: 'SUPPORT' },
      after: { role: 'READ_ONLY' },
    });
    // Nobody changes their own account.
    const self = await ops(fichaAdminToken, 'PUT', `/ops/api/v1/staff/${fichaAdmin.id}`, {
      role: 'READ_ONLY',
      version: 1,
      reason: 'me',
    });
    expect(self.body.code).toBe('STAFF_SELF_CHANGE');
  });

  it('disables an account: its sessions end and its login is refused until it is enabled again', async () => {
    const target = await addStaff(env.db, { role: 'RISK', merchantId: ficha });
    const token = await staffToken(env.app, env.db, target);
    expect((await ops(token, 'GET', '/ops/api/v1/audit')).body.code).toBe('OK');
    const disabled = await ops(fichaAdminToken, 'POST', `/ops/api/v1/staff/${target.id}/disable`, {
      reason: 'left',
    });
    expect(disabled.body.value).toMatchObject({ active: false });
    expect((await ops(token, 'GET', '/ops/api/v1/audit')).body.code).toBe('UNAUTHORIZED');
    expect((await login(target.username, target.password)).code).toBe('INVALID_CREDENTIALS');
    await ops(fichaAdminToken, 'POST', `/ops/api/v1/staff/${target.id}/enable`, { reason: 'back' });
    expect((await login(target.username, target.password)).code).toBe('OK');
    const self = await ops(fichaAdminToken, 'POST', `/ops/api/v1/staff/${fichaAdmin.id}/disable`, {
      reason: 'me',
    });
    expect(self.body.code).toBe('STAFF_SELF_CHANGE');
  });

  it('filters the audit viewer by actor, action, merchant and time, newest first, paged', async () => {
    const all = await ops(platform, 'GET', '/ops/api/v1/audit?pageSize=5');
    expect(all.body.value.list).toHaveLength(5);
    expect(all.body.value.total).toBeGreaterThan(5);
    const seqs = all.body.value.list.map((a: { seq: string }) => Number(a.seq));
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
    const byActor = await ops(platform, 'GET', `/ops/api/v1/audit?actor=${fichaAdmin.username}&pageSize=200`);
    expect(byActor.body.value.list.length).toBeGreaterThan(0);
    for (const row of byActor.body.value.list) expect(row.staff_id).toBe(fichaAdmin.id);
    const rioRows = await ops(platform, 'GET', `/ops/api/v1/audit?merchantId=${rio}&pageSize=200`);
    for (const row of rioRows.body.value.list) expect(row.merchant_id).toBe(rio);
    const future = await ops(platform, 'GET', '/ops/api/v1/audit?from=2999-01-01T00:00:00Z');
    expect(future.body.value).toMatchObject({ list: [], total: 0 });
    // A merchant ADMIN asking for another merchant's rows gets none of them.
    const foreign = await ops(fichaAdminToken, 'GET', `/ops/api/v1/audit?merchantId=${rio}`);
    expect(foreign.body.value.list).toEqual([]);
    const bad = await ops(platform, 'GET', '/ops/api/v1/audit?from=yesterday');
    expect(bad).toMatchObject({ status: 400, body: { success: false } });
  });
});
