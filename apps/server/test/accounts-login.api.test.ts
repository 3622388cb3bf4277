import { describe, expect, it } from 'vitest';
import { uniqueName } from './account-client.ts';
import { accountApp } from './test-app.ts';

/** Login, sessions, roles and logout (spec sections 3, 4 and 6). */
const t = accountApp('10.2');
const { client } = t;

describe('login (POST /wps/session/login, encrypted)', () => {
  it('signs in with an SMS code when the merchant has mobile login (MOBILENUMREG3)', async () => {
    const c = client();
    const number = `519${String(Date.now()).slice(-8)}`;
    await c.registerMember(uniqueName('sms'), {
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
    const sent = await t.db
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
    await c.registerMember(username);
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
    await client().registerMember(victim);
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
    await c.registerMember(username);
    await t.db
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
    const bReg = await b.registerMember(bName);
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
      message: 'You are not logged in',
    });
    const expired = await c.call('GET', '/wps/member/info', { token: 'x'.repeat(43) });
    expect(expired.body).toMatchObject({
      code: 'SESSION_EXPIRED',
      message: 'The account has been logged out, please log in again',
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
    const play = await t.db
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
