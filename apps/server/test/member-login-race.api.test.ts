import { describe, expect, it } from 'vitest';
import { accountApp } from './test-app.ts';

const t = accountApp('10.9');
/** A client on an address of its own, or on the one given (many players behind one address). */
const client = (ip?: string) => (ip ? t.clientAt(ip) : t.client());

const PASSWORD = 'Senha1234';

async function registered(prefix: string) {
  return client().newMember(prefix);
}

const count = (answers: Array<{ body: { code: string } }>, code: string) =>
  answers.filter((a) => a.body.code === code).length;

const accountRow = (username: string) =>
  t.db
    .selectFrom('auth_throttle')
    .select(['failures', 'locked_until'])
    .where('key', 'like', `acct:%:${username.toLowerCase()}`)
    .executeTakeFirst();

const storedEmail = async (username: string) =>
  (
    await t.db
      .selectFrom('members')
      .select('email')
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).email;

describe('member login counts each attempt before the password is compared (hardening: member login race)', () => {
  it('compares at most the lock threshold of 100 concurrent wrong guesses, then refuses the right password', async () => {
    const { username } = await registered('race');
    // Each guess from its own address with its own captcha, so only the account's count stops them.
    const guessers = Array.from({ length: 100 }, () => client());
    const captchas: Array<{ captchaKey: string; captcha: string }> = [];
    for (const g of guessers) captchas.push(await g.captcha());
    const answers = await Promise.all(
      guessers.map((g, i) => g.login(username, `Wrong${i}abc9`, captchas[i])),
    );
    expect(count(answers, 'INVALID_CREDENTIALS')).toBe(10);
    expect(count(answers, 'ACCOUNT_LOCKED')).toBe(90);
    const owner = client();
    const right = await owner.login(username, PASSWORD, await owner.captcha());
    expect(right.body.code).toBe('ACCOUNT_LOCKED');
  });

  it('clears the account count on a success, and keeps the captcha after a failure', async () => {
    const { username } = await registered('clear');
    const c = client();
    expect((await c.login(username, 'Wrong12345')).body).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      value: { captcha: true },
    });
    expect((await c.login(username, PASSWORD)).body.code).toBe('CAPTCHA_REQUIRED');
    expect((await accountRow(username))?.failures).toBe(1);
    expect((await c.login(username, PASSWORD, await c.captcha())).body.code).toBe('OK');
    expect(await accountRow(username)).toBeUndefined();
  });

  it('lets many players behind one address log in at once: successes do not count against it', async () => {
    const players = [];
    for (let i = 0; i < 25; i += 1) players.push(await registered('nat'));
    const shared = '10.99.0.1';
    const answers = await Promise.all(players.map((p) => client(shared).login(p.username, PASSWORD)));
    expect(count(answers, 'OK')).toBe(25);
    expect(
      count(await Promise.all(players.map((p) => client(shared).login(p.username, PASSWORD))), 'OK'),
    ).toBe(25);
  });
});

describe('change password counts the old password on the account (hardening: member login race)', () => {
  it('locks after a few wrong old passwords, even when sent at once, in the player language', async () => {
    const m = await registered('chg');
    const change = (oldPassword: string, language = 'EN') =>
      m.call(
        'PUT',
        '/wps/member/password',
        { oldPassword, newPassword: 'Nova12345', confirmNewPassword: 'Nova12345' },
        language,
      );
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => change(`Errada${i}x9`)));
    expect(count(answers, 'WRONG_PASSWORD')).toBe(5);
    expect(count(answers, 'ACCOUNT_LOCKED')).toBe(15);
    const locked = await change(PASSWORD, 'PT');
    expect(locked.status).toBe(423);
    expect(locked.body).toMatchObject({
      success: false,
      code: 'ACCOUNT_LOCKED',
      message: 'Muitas tentativas erradas. Acesso bloqueado por 15 minutos.',
    });
    // The password did not change, and the login is locked as well.
    const c = client();
    expect((await c.login(m.username, PASSWORD, await c.captcha())).body.code).toBe('ACCOUNT_LOCKED');
  });

  it('changes the password with the right old one and clears the count', async () => {
    const m = await registered('chgok');
    const body = (oldPassword: string) => ({
      oldPassword,
      newPassword: 'Nova12345',
      confirmNewPassword: 'Nova12345',
    });
    expect((await m.call('PUT', '/wps/member/password', body('Errada123'))).body.code).toBe('WRONG_PASSWORD');
    expect((await m.call('PUT', '/wps/member/password', body(PASSWORD))).body.code).toBe('OK');
    expect(await accountRow(m.username)).toBeUndefined();
  });
});

describe('the e-mail address changes only with the login password (hardening: e-mail takeover)', () => {
  it('refuses a change without the password or with a wrong one, and changes nothing', async () => {
    const m = await registered('mail');
    await t.db
      .updateTable('members')
      .set({ email: 'owner@example.com' })
      .where('username', '=', m.username)
      .execute();
    const none = await m.call('PUT', '/wps/member/info/email', { email: 'thief@example.com' }, 'PT');
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({
      success: false,
      code: 'EMAIL_CHANGE_PROOF_REQUIRED',
      message:
        'Para alterar o e-mail, digite sua senha de login atual ou o código enviado ao seu celular ou e-mail atual.',
    });
    const wrong = await m.call('PUT', '/wps/member/info/email', {
      email: 'thief@example.com',
      password: 'Errada123',
    });
    expect(wrong.body).toMatchObject({
      success: false,
      code: 'WRONG_PASSWORD',
      value: { field: 'password' },
    });
    expect(await storedEmail(m.username)).toBe('owner@example.com');

    const right = await m.call('PUT', '/wps/member/info/email', {
      email: 'new@example.com',
      password: PASSWORD,
    });
    expect(right.body).toMatchObject({ success: true, value: { email: 'new@example.com' } });
    expect(await storedEmail(m.username)).toBe('new@example.com');
  });

  it('asks for the password to set a first address too, and counts guesses on the account', async () => {
    const m = await registered('mail1');
    expect((await m.call('PUT', '/wps/member/info/email', { email: 'thief@example.com' })).body.code).toBe(
      'EMAIL_CHANGE_PROOF_REQUIRED',
    );
    expect(await storedEmail(m.username)).toBeNull();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        m.call('PUT', '/wps/member/info/email', { email: 'thief@example.com', password: `Errada${i}x9` }),
      ),
    );
    expect(count(answers, 'WRONG_PASSWORD')).toBe(5);
    expect(count(answers, 'ACCOUNT_LOCKED')).toBe(15);
    const locked = await m.call('PUT', '/wps/member/info/email', {
      email: 'me@example.com',
      password: PASSWORD,
    });
    expect(locked.body.code).toBe('ACCOUNT_LOCKED');
    expect(await storedEmail(m.username)).toBeNull();
  });

  it('changes the address with a code sent to the old address; a wrong code changes nothing', async () => {
    const m = await registered('mailcode');
    await t.db
      .updateTable('members')
      .set({ email: 'owner2@example.com' })
      .where('username', '=', m.username)
      .execute();
    expect((await m.call('POST', '/wps/member/info/email/code', { channel: 'EMAIL' })).body.code).toBe('OK');
    const code = await m.c.lastCode('owner2@example.com');
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await m.call('PUT', '/wps/member/info/email', {
      email: 'thief@example.com',
      verificationCode: wrongCode,
    });
    expect(wrong.body.success).toBe(false);
    expect(await storedEmail(m.username)).toBe('owner2@example.com');
    const right = await m.call('PUT', '/wps/member/info/email', {
      email: 'moved@example.com',
      verificationCode: code,
    });
    expect(right.body).toMatchObject({ success: true, value: { email: 'moved@example.com' } });
  });

  it('asks a member without a login password for a code sent to the bound number', async () => {
    const m = await registered('mailsms');
    const mobile = `119${String(Date.now()).slice(-8)}`;
    await t.db
      .updateTable('members')
      .set({ password_hash: null, country_dialing_code: '+55', mobile_num: mobile })
      .where('username', '=', m.username)
      .execute();
    expect((await m.call('PUT', '/wps/member/info/email', { email: 'thief@example.com' })).body.code).toBe(
      'EMAIL_CHANGE_PROOF_REQUIRED',
    );
    expect(await storedEmail(m.username)).toBeNull();
    expect((await m.call('POST', '/wps/member/info/email/code', { channel: 'SMS' })).body.code).toBe('OK');
    const code = await m.c.lastCode(`+55${mobile}`);
    const right = await m.call('PUT', '/wps/member/info/email', {
      email: 'mine@example.com',
      verificationCode: code,
    });
    expect(right.body).toMatchObject({ success: true, value: { email: 'mine@example.com' } });
  });

  it('has no route that changes the mobile number', async () => {
    const m = await registered('mob');
    for (const url of ['/wps/member/info/mobile', '/wps/member/info/mobileNum', '/wps/member/mobile']) {
      const res = await m.call('PUT', url, { mobileNum: '11987654321', countryDialingCode: '+55' });
      expect(res.status).toBe(404);
    }
  });
});
