import { REGISTER_FIELDS } from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { AccountClient, uniqueCpf, uniqueName } from './account-client.ts';
import { createTestApp, createTestDatabase } from './test-app.ts';

let database: Database;
let drop: () => Promise<void>;
let app: FastifyInstance;
let ipCounter = 0;
/** Each test speaks from its own address, so per-address limits of one do not touch another. */
const client = (merchant = 'FICHA') => {
  ipCounter += 1;
  return new AccountClient(
    app,
    database,
    `10.2.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`,
    merchant,
  );
};

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  app = await createTestApp(database);
});
afterAll(async () => {
  await app.close();
  await drop();
});

const countMembers = async () =>
  Number(
    (
      await database.db
        .selectFrom('members')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('GET /wps/system/setting/register (spec section 5: server-supplied per-field rules)', () => {
  it('lists a rule for every field of the register screen, with messages in the request language', async () => {
    const c = client();
    const { body } = await c.call('GET', '/wps/system/setting/register');
    expect(body.value.list.map((r: { field: string }) => r.field)).toEqual([...REGISTER_FIELDS]);
    expect(body.value.ageThreshold).toBe(18);
    expect(body.value.idNumberIsCpf).toBe(true);
    const username = body.value.list.find((r: { field: string }) => r.field === 'username');
    expect(username).toMatchObject({ enabled: true, required: true });
    expect(username.message).toMatch(/^Username/);
    const pt = await c.call('GET', '/wps/system/setting/register', { headers: { language: 'PT' } });
    expect(pt.body.value.list[0].message).toMatch(/^Usuário/);
  });

  it('applies a per-merchant override', async () => {
    const rio = await database.db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'RIO')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('registration_field_rules')
      .values({
        merchant_id: rio.id,
        field: 'nickname',
        enabled: true,
        required: true,
        pattern: '^.{3,10}$',
        messages: JSON.stringify({ EN: 'Nick: 3 to 10' }),
      })
      .execute();
    const { body } = await client('RIO').call('GET', '/wps/system/setting/register');
    expect(body.value.list.find((r: { field: string }) => r.field === 'nickname')).toEqual({
      field: 'nickname',
      enabled: true,
      required: true,
      pattern: '^.{3,10}$',
      message: 'Nick: 3 to 10',
    });
  });
});

describe('registration by username (PUT /wps/member/register)', () => {
  it('creates the account and answers a session: token, userName, type, firstTimeLogin', async () => {
    const c = client();
    const username = uniqueName('ana');
    const res = await c.register({
      username,
      password: 'Senha1234',
      confirmPassword: 'Senha1234',
      idNumber: uniqueCpf(),
    });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      userName: username,
      type: 0,
      firstTimeLogin: false,
      merchantCode: 'FICHA',
    });
    expect(res.body.value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = await c.call('GET', '/wps/member/info', { token: res.body.value.token });
    expect(info.body.value).toMatchObject({ account: username, type: 0, clubLabel: { labelName: '0' } });
  });

  it('creates one account when the same registration arrives many times at once', async () => {
    const username = uniqueName('race');
    const cpf = uniqueCpf();
    const before = await countMembers();
    const attempts = await Promise.all(
      Array.from({ length: 6 }, () =>
        client().register({ username, password: 'Senha1234', confirmPassword: 'Senha1234', idNumber: cpf }),
      ),
    );
    const codes = attempts.map((a) => a.body.code).sort();
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(
      codes.filter((c) => c !== 'OK').every((c) => c === 'USERNAME_TAKEN' || c === 'ID_NUMBER_TAKEN'),
    ).toBe(true);
    expect(await countMembers()).toBe(before + 1);
  });

  it('refuses a taken username with its message', async () => {
    const res = await client().register({
      username: 'JOGADOR01',
      password: 'Senha1234',
      confirmPassword: 'Senha1234',
      idNumber: uniqueCpf(),
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'USERNAME_TAKEN',
      message: 'Sorry, the username already exists.',
      value: { field: 'username' },
    });
  });

  it('rejects every broken field rule with that field and its own message, and creates nothing', async () => {
    const good = {
      username: uniqueName('ok'),
      password: 'Senha1234',
      confirmPassword: 'Senha1234',
      idNumber: uniqueCpf(),
    };
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ username: '' }, 'username', /^Username: 6 to 16/],
      [{ username: '1abcdef' }, 'username', /^Username/],
      [{ username: 'ab' }, 'username', /^Username/],
      [{ password: 'short1' }, 'password', /^Password: 8 to 20/],
      [{ password: 'onlyletters', confirmPassword: 'onlyletters' }, 'password', /^Password/],
      [{ confirmPassword: '' }, 'confirmPassword', /^Incorrect password/],
      [{ idNumber: '' }, 'idNumber', /CPF/],
      [{ idNumber: '529.982.247-24' }, 'idNumber', /^Invalid CPF/],
      [{ email: 'not-an-email' }, 'email', /^E-mail format is incorrect/],
      [{ affiliateCode: 'x!' }, 'affiliateCode', /^Invalid invitation code/],
      [{ mobileNum: '12', countryDialingCode: '+55' }, 'mobileNum', /mobile num is not valid/],
    ];
    const before = await countMembers();
    for (const [override, field, message] of cases) {
      const res = await client().register({ ...good, ...override });
      expect(res.status, field).toBe(400);
      expect(res.body, field).toMatchObject({ success: false, code: 'FIELD_INVALID', value: { field } });
      expect(res.body.value.message, field).toMatch(message);
    }
    expect(await countMembers()).toBe(before);
  });

  it('refuses a confirmation that differs, an unconfirmed age, a wrong captcha, an unknown invitation code', async () => {
    const base = {
      username: uniqueName('neg'),
      password: 'Senha1234',
      confirmPassword: 'Senha1234',
      idNumber: uniqueCpf(),
    };
    const mismatch = await client().register({ ...base, confirmPassword: 'Senha12345' });
    expect(mismatch.body).toMatchObject({
      code: 'PASSWORD_MISMATCH',
      message: 'Confirmation is not correct.',
    });
    const age = await client().register({ ...base, ageConfirmed: false });
    expect(age.body).toMatchObject({ code: 'AGE_NOT_CONFIRMED', value: { ageThreshold: 18 } });
    const captcha = await client().register({ ...base, captcha: '0000000'.slice(0, 6) });
    expect(captcha.body.code).toBe('INVALID_CAPTCHA');
    const invitation = await client().register({ ...base, affiliateCode: 'NOPE1234' });
    expect(invitation.body).toMatchObject({
      code: 'INVALID_INVITATION_CODE',
      message: 'Invalid invitation code.',
    });
  });

  it('spends a captcha once, and only for the client it was drawn for', async () => {
    const a = client();
    const solved = await a.captcha();
    const fields = () => ({
      username: uniqueName('cap'),
      password: 'Senha1234',
      confirmPassword: 'Senha1234',
      idNumber: uniqueCpf(),
    });
    expect((await a.register({ ...fields(), ...solved })).body.code).toBe('OK');
    expect((await a.register({ ...fields(), ...solved })).body.code).toBe('INVALID_CAPTCHA');
    const drawnForA = await a.captcha();
    expect((await client().register({ ...fields(), ...drawnForA })).body.code).toBe('INVALID_CAPTCHA');
  });

  it('refuses a CPF used by another account', async () => {
    const cpf = uniqueCpf();
    const first = await client().register({
      username: uniqueName('c1'),
      password: 'Senha1234',
      confirmPassword: 'Senha1234',
      idNumber: cpf,
    });
    expect(first.body.code).toBe('OK');
    const formatted = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    const second = await client().register({
      username: uniqueName('c2'),
      password: 'Senha1234',
      confirmPassword: 'Senha1234',
      idNumber: formatted,
    });
    expect(second.body).toMatchObject({ code: 'ID_NUMBER_TAKEN', value: { field: 'idNumber' } });
  });

  it("links an agent's invitation code (checked by GET /wps/agent/affiliate)", async () => {
    const c = client();
    expect((await c.call('GET', '/wps/agent/affiliate?code=ficha2026')).body).toMatchObject({
      success: true,
      value: { code: 'FICHA2026' },
    });
    const bad = await c.call('GET', '/wps/agent/affiliate?code=NOPE');
    expect(bad.body).toMatchObject({
      success: false,
      code: 'INVALID_INVITATION_CODE',
      value: { code: 'NOPE' },
    });
    const username = uniqueName('inv');
    const res = await c.register({
      username,
      password: 'Senha1234',
      confirmPassword: 'Senha1234',
      idNumber: uniqueCpf(),
      affiliateCode: 'ficha2026',
    });
    expect(res.body.code).toBe('OK');
    const row = await database.db
      .selectFrom('members as m')
      .innerJoin('members as agent', 'agent.id', 'm.referrer_id')
      .select('agent.username')
      .where('m.username', '=', username)
      .executeTakeFirstOrThrow();
    expect(row.username).toBe('agente01');
  });

  it('answers GET /wps/check/username', async () => {
    const c = client();
    expect((await c.call('GET', '/wps/check/username?username=jogador01')).body.value).toEqual({
      available: false,
    });
    expect((await c.call('GET', `/wps/check/username?username=${uniqueName('free')}`)).body.value).toEqual({
      available: true,
    });
  });
});

describe('registration by mobile number with an SMS code', () => {
  it('sends a code to the outbox, registers with it, username = number without its leading zero', async () => {
    const c = client();
    const number = `0119${String(Date.now()).slice(-7)}`;
    const sent = await c.call('POST', '/wps/verification/sms/register', {
      body: { mobileNum: number, countryDialingCode: '+55' },
    });
    expect(sent.body.value.expiredMinutes).toBe(5);
    const code = await c.lastCode(`+55${number.slice(1)}`);
    expect(code).toMatch(/^\d{6}$/);
    const res = await c.encrypted('PUT', '/wps/member/register/mobile', {
      registerMethod: 'PWA',
      countryDialingCode: '+55',
      mobileNum: number,
      verificationCode: code,
      password: 'Senha1234',
      confirmPassword: 'Senha1234',
      idNumber: uniqueCpf(),
      ageConfirmed: true,
      ...(await c.captcha()),
    });
    expect(res.body.code).toBe('OK');
    expect(res.body.value.userName).toBe(number.slice(1));
    const again = await c.call('POST', '/wps/verification/sms/register', {
      body: { mobileNum: number, countryDialingCode: '+55' },
    });
    expect(again.body.code).toBe('MOBILE_TAKEN');
  });

  it('limits resends per number, refuses a wrong, a reused and an expired code', async () => {
    const c = client();
    const number = `219${String(Date.now()).slice(-8)}`;
    await c.call('POST', '/wps/verification/sms/register', {
      body: { mobileNum: number, countryDialingCode: '55' },
    });
    const resend = await c.call('POST', '/wps/verification/sms/register', {
      body: { mobileNum: number, countryDialingCode: '55' },
    });
    expect(resend.body).toMatchObject({ code: 'SMS_TOO_FREQUENT' });
    const payload = async (code: string) => ({
      countryDialingCode: '+55',
      mobileNum: number,
      verificationCode: code,
      password: 'Senha1234',
      confirmPassword: 'Senha1234',
      idNumber: uniqueCpf(),
      ageConfirmed: true,
      ...(await c.captcha()),
    });
    const wrong = await c.encrypted('PUT', '/wps/member/register/mobile', await payload('000000'));
    expect(wrong.body.code).toBe('SMS_CODE_INVALID');
    await database.db
      .updateTable('verification_codes')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('recipient', '=', `+55${number}`)
      .execute();
    const expired = await c.encrypted(
      'PUT',
      '/wps/member/register/mobile',
      await payload(await c.lastCode(`+55${number}`)),
    );
    expect(expired.body).toMatchObject({
      code: 'SMS_CODE_EXPIRED',
      message: 'The SMS code has expired. Ask for a new code.',
    });
  });

  it('refuses malformed SMS requests with a 400 envelope', async () => {
    const c = client();
    for (const body of [
      {},
      { mobileNum: 'abc', countryDialingCode: '+55' },
      { mobileNum: '119', countryDialingCode: 'x' },
      { mobileNum: '1'.repeat(40), countryDialingCode: '+55' },
    ]) {
      const res = await c.call('POST', '/wps/verification/sms/register', { body });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });
});

describe('merchant flags (spec section 6)', () => {
  it('REGMOBVERF3 asks username registrations for a verified mobile number', async () => {
    await database.db
      .updateTable('merchants')
      .set({ flags: sql<string[]>`array_append(flags, 'REGMOBVERF3')` })
      .where('code', '=', 'FICHA')
      .execute();
    try {
      const c = client();
      const number = `419${String(Date.now()).slice(-8)}`;
      const fields = {
        username: uniqueName('vrf'),
        password: 'Senha1234',
        confirmPassword: 'Senha1234',
        idNumber: uniqueCpf(),
      };
      const without = await c.register(fields);
      expect(without.body).toMatchObject({ code: 'FIELD_INVALID', value: { field: 'mobileNum' } });
      await c.call('POST', '/wps/verification/sms/register', {
        body: { mobileNum: number, countryDialingCode: '+55' },
      });
      const withCode = await c.register({
        ...fields,
        mobileNum: number,
        countryDialingCode: '+55',
        verificationCode: await c.lastCode(`+55${number}`),
      });
      expect(withCode.body.code).toBe('OK');
    } finally {
      await database.db
        .updateTable('merchants')
        .set({ flags: sql<string[]>`array_remove(flags, 'REGMOBVERF3')` })
        .where('code', '=', 'FICHA')
        .execute();
    }
  });

  it('refuses a registration method the merchant has switched off', async () => {
    const res = await client('RIO').encrypted('PUT', '/wps/member/register/mobile', {
      mobileNum: '912345678',
      countryDialingCode: '+351',
    });
    expect(res.body.code).toBe('METHOD_DISABLED');
  });
});

describe('login (POST /wps/session/login, encrypted)', () => {
  it('signs in with an SMS code when the merchant has mobile login (MOBILENUMREG3)', async () => {
    const c = client();
    const number = `519${String(Date.now()).slice(-8)}`;
    await c.register({
      username: uniqueName('sms'),
      password: 'Senha1234',
      confirmPassword: 'Senha1234',
      idNumber: uniqueCpf(),
      mobileNum: number,
      countryDialingCode: '+55',
    });
    const phone = client();
    await phone.call('POST', '/wps/verification/sms/noLogin', {
      body: { mobileNum: `0${number}`, countryDialingCode: '+55' },
    });
    const res = await phone.encrypted('POST', '/wps/session/login', {
      type: 'sms',
      mobileNum: number,
      countryDialingCode: '+55',
      verificationCode: await phone.lastCode(`+55${number}`),
    });
    expect(res.body.code).toBe('OK');
    const rio = await client('RIO').encrypted('POST', '/wps/session/login', {
      type: 'sms',
      mobileNum: number,
      countryDialingCode: '+55',
      verificationCode: '123456',
    });
    expect(rio.body.code).toBe('METHOD_DISABLED');
  });

  it('sends no SMS for a number without an account, but answers the same', async () => {
    const c = client();
    const number = `619${String(Date.now()).slice(-8)}`;
    const res = await c.call('POST', '/wps/verification/sms/noLogin', {
      body: { mobileNum: number, countryDialingCode: '+55' },
    });
    expect(res.body).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const sent = await database.db
      .selectFrom('outbox')
      .select('id')
      .where('recipient', '=', `+55${number}`)
      .execute();
    expect(sent).toHaveLength(0);
  });

  it('signs in with username and password', async () => {
    const res = await client().login('jogador01', 'Jogador2026');
    expect(res.body).toMatchObject({
      success: true,
      value: { userName: 'jogador01', type: 0, firstTimeLogin: false },
    });
  });

  it('asks for the captcha after a failure, then accepts the right password with it', async () => {
    const c = client();
    const username = uniqueName('cap');
    await c.register({
      username,
      password: 'Senha1234',
      confirmPassword: 'Senha1234',
      idNumber: uniqueCpf(),
    });
    const fresh = client();
    const wrong = await fresh.login(username, 'Wrong12345');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 'INVALID_CREDENTIALS', value: { captcha: true } });
    const noCaptcha = await fresh.login(username, 'Senha1234');
    expect(noCaptcha.body).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
    const withCaptcha = await fresh.login(username, 'Senha1234', await fresh.captcha());
    expect(withCaptcha.body.code).toBe('OK');
  });

  it('locks the account and the address after 20 wrong passwords, without locking others', async () => {
    const attacker = client();
    const victim = uniqueName('vic');
    await client().register({
      username: victim,
      password: 'Senha1234',
      confirmPassword: 'Senha1234',
      idNumber: uniqueCpf(),
    });
    const codes: string[] = [];
    for (let i = 0; i < 20; i++) {
      codes.push((await attacker.login(victim, `Wrong${i}xyz1`, await attacker.captcha())).body.code);
    }
    expect(codes.slice(0, 9).every((c) => c === 'INVALID_CREDENTIALS')).toBe(true);
    expect(codes.at(-1)).toBe('ACCOUNT_LOCKED');
    // The account is locked from anywhere, even with the right password.
    const owner = client();
    const locked = await owner.login(victim, 'Senha1234', await owner.captcha());
    expect(locked.body).toMatchObject({
      code: 'ACCOUNT_LOCKED',
      message: 'Too many wrong attempts. Locked for 15 minutes.',
    });
    // The address is locked for every account.
    const fromAttacker = await attacker.login('jogador01', 'Jogador2026', await attacker.captcha());
    expect(fromAttacker.body.code).toBe('ACCOUNT_LOCKED');
    // Others are not.
    const bystander = await client().login('jogador01', 'Jogador2026');
    expect(bystander.body.code).toBe('OK');
  });

  it('refuses a replayed or stale encrypted login', async () => {
    const c = client();
    const sealed = await c.seal({ type: 'username', username: 'jogador01', password: 'Jogador2026' });
    const first = await c.call('POST', '/wps/session/login', {
      body: sealed.body,
      headers: { encryption: sealed.header },
    });
    expect(first.body.code).toBe('OK');
    const replay = await c.call('POST', '/wps/session/login', {
      body: sealed.body,
      headers: { encryption: sealed.header },
    });
    expect(replay.body).toMatchObject({ success: false, code: 'ENCRYPTION_REPLAY' });
    const stale = await c.encrypted(
      'POST',
      '/wps/session/login',
      { username: 'jogador01', password: 'Jogador2026' },
      Date.now() - 10 * 60_000,
    );
    expect(stale.body.code).toBe('ENCRYPTION_STALE');
    const tampered = await c.call('POST', '/wps/session/login', {
      body: { data: `${sealed.body.data.slice(0, -4)}AAAA` },
      headers: { encryption: sealed.header },
    });
    expect(tampered.body.code).toBe('ENCRYPTION_INVALID');
    const plain = await c.call('POST', '/wps/session/login', {
      body: { username: 'jogador01', password: 'Jogador2026' },
    });
    expect(plain.status).toBe(400);
  });

  it('sends a first login or an expired password to the change-password screen (firstTimeLogin)', async () => {
    const c = client();
    const username = uniqueName('exp');
    await c.register({
      username,
      password: 'Senha1234',
      confirmPassword: 'Senha1234',
      idNumber: uniqueCpf(),
    });
    await database.db
      .updateTable('members')
      .set({ password_expires_at: new Date(Date.now() - 1000) })
      .where('username', '=', username)
      .execute();
    expect((await client().login(username, 'Senha1234')).body.value.firstTimeLogin).toBe(true);
  });
});

describe('sessions, roles and logout', () => {
  it("gives member A's token only A's data, and no data on another merchant's site", async () => {
    const a = await client().login('jogador01', 'Jogador2026');
    const info = await client().call('GET', '/wps/member/info', { token: a.body.value.token });
    expect(info.body.value.account).toBe('jogador01');
    const elsewhere = await client('RIO').call('GET', '/wps/member/info', { token: a.body.value.token });
    expect(elsewhere.status).toBe(401);
    const b = client();
    const bName = uniqueName('bee');
    const bReg = await b.register({
      username: bName,
      password: 'Senha1234',
      confirmPassword: 'Senha1234',
      idNumber: uniqueCpf(),
    });
    await b.call('PUT', '/wps/member/info/nickname', {
      token: a.body.value.token,
      body: { nickname: 'Alice A' },
    });
    const bInfo = await b.call('GET', '/wps/member/info', { token: bReg.body.value.token });
    expect(bInfo.body.value.nickname).toBe('');
  });

  it('answers a visitor with UNAUTHORIZED and a dead token with SESSION_EXPIRED', async () => {
    const c = client();
    expect((await c.call('GET', '/wps/member/info')).body).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'You are not logged in.',
    });
    const expired = await c.call('GET', '/wps/member/info', { token: 'x'.repeat(43) });
    expect(expired.body).toMatchObject({
      code: 'SESSION_EXPIRED',
      message: 'The account has been logged out, please log in again.',
    });
  });

  it('revokes the token on logout', async () => {
    const c = client();
    const { token } = (await c.login('jogador01', 'Jogador2026')).body.value;
    expect((await c.call('DELETE', '/wps/session/logout', { token })).body.code).toBe('OK');
    expect((await c.call('GET', '/wps/member/info', { token })).body.code).toBe('SESSION_EXPIRED');
  });

  it('makes a trial account of type 4 that gets free_reject on member-only actions', async () => {
    const c = client();
    const trial = await c.call('POST', '/wps/session/login/freeplay', { body: {} });
    expect(trial.body.value).toMatchObject({ type: 4, state: 1 });
    const token = trial.body.value.token;
    expect((await c.call('GET', '/wps/member/trialuser', { token })).body.value).toMatchObject({
      state: 1,
      type: 4,
    });
    expect((await c.call('GET', '/wps/member/info', { token })).body.value.type).toBe(4);
    const play = await database.db
      .selectFrom('ledger_accounts')
      .innerJoin('members', 'members.id', 'ledger_accounts.member_id')
      .select(['ledger_accounts.balance', 'ledger_accounts.currency'])
      .where('members.username', '=', trial.body.value.userName)
      .execute();
    expect(play).toEqual([{ balance: '100000', currency: 'PLAY' }]);
    const reject = await c.call('PUT', '/wps/member/password', {
      token,
      body: { oldPassword: 'x', newPassword: 'Senha1234', confirmNewPassword: 'Senha1234' },
    });
    expect(reject.status).toBe(403);
    expect(reject.body).toMatchObject({
      code: 'FREE_REJECT',
      message: 'Please login an actual account to use this function.',
    });
    const trialName = trial.body.value.userName;
    const login = await c.login(trialName, 'anything1');
    expect(login.body.code).not.toBe('OK');
    expect((await client('RIO').call('POST', '/wps/session/login/freeplay', { body: {} })).body.code).toBe(
      'TRIAL_UNAVAILABLE',
    );
  });
});

describe('passwords', () => {
  it('changes the password by the spec rules and revokes the other sessions', async () => {
    const c = client();
    const username = uniqueName('pw');
    const reg = await c.register({
      username,
      password: 'Senha1234',
      confirmPassword: 'Senha1234',
      idNumber: uniqueCpf(),
    });
    const keep = reg.body.value.token;
    const other = (await client().login(username, 'Senha1234')).body.value.token;
    const change = (body: Record<string, string>) =>
      c.call('PUT', '/wps/member/password', { token: keep, body });
    expect(
      (await change({ oldPassword: 'Wrong1234', newPassword: 'Nova12345', confirmNewPassword: 'Nova12345' }))
        .body.code,
    ).toBe('WRONG_PASSWORD');
    expect(
      (await change({ oldPassword: 'Senha1234', newPassword: 'Senha1234', confirmNewPassword: 'Senha1234' }))
        .body,
    ).toMatchObject({
      code: 'SAME_PASSWORD',
      message: 'The new password and the old password cannot be the same.',
    });
    expect(
      (await change({ oldPassword: 'Senha1234', newPassword: 'Nova12345', confirmNewPassword: 'Nova12346' }))
        .body.code,
    ).toBe('PASSWORD_MISMATCH');
    expect(
      (await change({ oldPassword: 'Senha1234', newPassword: 'short', confirmNewPassword: 'short' })).body,
    ).toMatchObject({
      code: 'FIELD_INVALID',
      value: { field: 'newPassword' },
    });
    expect(
      (await change({ oldPassword: 'Senha1234', newPassword: 'Nova12345', confirmNewPassword: 'Nova12345' }))
        .body.code,
    ).toBe('OK');
    expect((await c.call('GET', '/wps/member/info', { token: keep })).body.code).toBe('OK');
    expect((await c.call('GET', '/wps/member/info', { token: other })).body.code).toBe('SESSION_EXPIRED');
    expect((await client().login(username, 'Nova12345')).body.code).toBe('OK');
  });

  it('resets a forgotten password by SMS and by e-mail', async () => {
    const c = client();
    const number = `319${String(Date.now()).slice(-8)}`;
    const username = uniqueName('fg');
    const reg = await c.register({
      username,
      password: 'Senha1234',
      confirmPassword: 'Senha1234',
      idNumber: uniqueCpf(),
      mobileNum: number,
      countryDialingCode: '+55',
      email: `${username}@example.com`,
    });
    expect(reg.body.code).toBe('OK');
    const sms = client();
    await sms.call('POST', '/wps/verification/sms/noLogin', {
      body: { mobileNo: number, countryDialingCode: '+55', purpose: 'reset' },
    });
    const reset = await sms.encrypted('POST', '/wps/member/password/verification', {
      mobileNum: number,
      countryDialingCode: '+55',
      verificationCode: await sms.lastCode(`+55${number}`),
      newPassword: 'Nova12345',
      confirmNewPassword: 'Nova12345',
    });
    expect(reset.body.code).toBe('OK');
    expect((await client().login(username, 'Nova12345')).body.code).toBe('OK');

    const mail = client();
    await mail.call('POST', '/wps/member/password/email', {
      body: { username, email: `${username}@example.com` },
    });
    const byMail = await mail.call('PUT', '/wps/member/password/email', {
      body: {
        username,
        email: `${username}@example.com`,
        verificationCode: await mail.lastCode(`${username}@example.com`),
        newPassword: 'Outra12345',
        confirmNewPassword: 'Outra12345',
      },
    });
    expect(byMail.body.code).toBe('OK');
    expect((await client().login(username, 'Outra12345')).body.code).toBe('OK');
  });

  it('sets a payment password (the login password proves the member)', async () => {
    const c = client();
    const { token } = (await c.login('jogador01', 'Jogador2026')).body.value;
    expect((await c.call('GET', '/wps/member/hasWithdrawalPassword', { token })).body.value.hasPassword).toBe(
      false,
    );
    const wrong = await c.call('PUT', '/wps/member/paymentPassword', {
      token,
      body: { password: 'nope', paymentPassword: '123456', confirmPaymentPassword: '123456' },
    });
    expect(wrong.body.code).toBe('WRONG_PASSWORD');
    const bad = await c.call('PUT', '/wps/member/paymentPassword', {
      token,
      body: { password: 'Jogador2026', paymentPassword: '12ab', confirmPaymentPassword: '12ab' },
    });
    expect(bad.body.code).toBe('FIELD_INVALID');
    const set = await c.call('PUT', '/wps/member/paymentPassword', {
      token,
      body: { password: 'Jogador2026', paymentPassword: '123456', confirmPaymentPassword: '123456' },
    });
    expect(set.body.code).toBe('OK');
    expect((await c.call('GET', '/wps/member/hasWithdrawalPassword', { token })).body.value.hasPassword).toBe(
      true,
    );
    expect((await c.call('GET', '/wps/member/securityConfig', { token })).body.value).toMatchObject({
      hasPaymentPassword: true,
      hasLoginPassword: true,
    });
  });

  it('edits profile fields by their rules (nickname, email, payee name, icon)', async () => {
    const c = client();
    const username = uniqueName('pf');
    const { token } = (
      await c.register({
        username,
        password: 'Senha1234',
        confirmPassword: 'Senha1234',
        idNumber: uniqueCpf(),
      })
    ).body.value;
    expect((await c.call('PUT', '/wps/member/info/email', { token, body: { email: 'bad' } })).body.code).toBe(
      'FIELD_INVALID',
    );
    expect(
      (
        await c.call('PUT', '/wps/member/info/email', {
          token,
          body: { email: 'ok@example.com', password: 'Senha1234' },
        })
      ).body.value.email,
    ).toBe('ok@example.com');
    expect(
      (await c.call('PUT', '/wps/member/info/payeename', { token, body: { payeeName: 'Maria da Silva' } }))
        .body.value.payeeName,
    ).toBe('Maria da Silva');
    expect(
      (await c.call('PUT', '/wps/member/info/nickname', { token, body: { nickname: 'Mari' } })).body.value
        .nickname,
    ).toBe('Mari');
    expect(
      (await c.call('POST', '/wps/member/info/icon', { token, body: { icon: 'avatar-3' } })).body.value.icon,
    ).toBe('avatar-3');
    expect((await c.call('POST', '/wps/member/info/icon', { token, body: { icon: '../etc' } })).status).toBe(
      400,
    );
    const form = await app.inject({
      method: 'POST',
      url: '/wps/member/info/icon',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'icon=avatar-5',
    });
    expect(form.json().value.icon).toBe('avatar-5');
  });
});
