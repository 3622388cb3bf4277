import { describe, expect, it } from 'vitest';
import { uniqueName } from './account-client.ts';
import { accountApp } from './test-app.ts';

/** Passwords and the profile (spec sections 2, 4 and 5). */
const t = accountApp('10.2');
const { client } = t;

describe('passwords', () => {
  it('changes the password by the spec rules and revokes the other sessions', async () => {
    const c = client();
    const username = uniqueName('pw');
    const reg = await c.registerMember(username);
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
    const reg = await c.registerMember(username, {
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
    const { token } = (await c.registerMember(username)).body.value;
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
    const form = await t.app.inject({
      method: 'POST',
      url: '/wps/member/info/icon',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'icon=avatar-5',
    });
    expect(form.json().value.icon).toBe('avatar-5');
  });
});
