import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { uniqueCpf, uniqueName } from './account-client.ts';
import { accountApp } from './test-app.ts';

const env = accountApp('10.7');
let ip = 0;

let numbers = 0;
/** A signed-in member with a bound mobile number, an e-mail address and a payment password. */
async function member(paymentPassword = '246810') {
  const { c, call, cpf, username, setPaymentPassword } = await env.client().newMember('guess');
  numbers += 1;
  const mobile = `119${String(Date.now()).slice(-6)}${numbers % 10}`;
  const email = `${username}@example.com`;
  // The number as a mobile registration binds it (no route changes it afterwards).
  await env.db
    .updateTable('members')
    .set({ country_dialing_code: '+55', mobile_num: mobile, email })
    .where('username', '=', username)
    .execute();
  expect((await setPaymentPassword(paymentPassword)).body.code).toBe('OK');
  return { c, call, cpf, username, phone: `+55${mobile}`, email };
}
type Member = Awaited<ReturnType<typeof member>>;

/** A withdrawal of 25 to a card that is not the member's: past the password it stops at the card. */
const withdraw = (m: Member, paymentPassword: string, language = 'EN') =>
  m.call(
    'POST',
    '/wps/transaction/withdraw',
    { cardId: '999999999', amount: '25', paymentPassword },
    language,
  );

const failures = async (username: string) =>
  (
    await env.db
      .selectFrom('members')
      .select(['payment_password_failures', 'payment_password_locked_until'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).payment_password_failures;

const count = (answers: Array<{ body: { code: string } }>, code: string) =>
  answers.filter((a) => a.body.code === code).length;

describe('payment password attempts (hardening 5)', () => {
  it('locks after 5 wrong ones, refuses the right one while locked, says until when in PT and EN', async () => {
    const m = await member();
    for (let left = 4; left >= 1; left -= 1) {
      const wrong = await withdraw(m, '000000');
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({
        success: false,
        code: 'WRONG_PAYMENT_PASSWORD',
        message: `Wrong payment password. Attempts left: ${left}.`,
        value: { field: 'paymentPassword', attemptsLeft: left },
      });
    }
    const fifth = await withdraw(m, '000000');
    expect(fifth.status).toBe(423);
    expect(fifth.body).toMatchObject({ success: false, code: 'PAYMENT_PASSWORD_LOCKED' });
    const until = new Date(fifth.body.value.lockedUntil).getTime();
    expect(until - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    expect(fifth.body.message).toMatch(
      /^Payment password locked after wrong attempts\. Try again in 30 minutes/,
    );

    const right = await withdraw(m, '246810', 'PT');
    expect(right.status).toBe(423);
    expect(right.body).toMatchObject({
      code: 'PAYMENT_PASSWORD_LOCKED',
      value: { field: 'paymentPassword', lockedUntil: fifth.body.value.lockedUntil },
    });
    expect(right.body.message).toMatch(/^Senha de pagamento bloqueada .* em 30 minutos/);
    expect(await failures(m.username)).toBe(5);

    // The lock is shown before the player types anything, with where a reset code can go.
    expect((await m.call('GET', '/wps/member/hasWithdrawalPassword')).body.value).toEqual({
      hasPassword: true,
      lockedUntil: fifth.body.value.lockedUntil,
      resetChannels: ['SMS', 'EMAIL'],
    });
    expect((await m.call('GET', '/wps/member/securityConfig')).body.value).toMatchObject({
      hasPaymentPassword: true,
      paymentPasswordLockedUntil: fifth.body.value.lockedUntil,
    });
  });

  it('compares at most 5 of 100 concurrent guesses, then refuses the right one', async () => {
    const m = await member();
    const answers = await Promise.all(Array.from({ length: 100 }, () => withdraw(m, '135790')));
    expect(count(answers, 'WRONG_PAYMENT_PASSWORD')).toBe(4);
    expect(count(answers, 'PAYMENT_PASSWORD_LOCKED')).toBe(96);
    expect(await failures(m.username)).toBe(5);
    expect((await withdraw(m, '246810')).body.code).toBe('PAYMENT_PASSWORD_LOCKED');
  });

  it('lets the right password through, which ends the count, also for many at once', async () => {
    const m = await member();
    for (let i = 0; i < 4; i += 1)
      expect((await withdraw(m, '000000')).body.code).toBe('WRONG_PAYMENT_PASSWORD');
    // Past the password check, the made-up card stops it.
    expect((await withdraw(m, '246810')).body.code).toBe('CARD_NOT_OWNED');
    expect(await failures(m.username)).toBe(0);
    expect((await withdraw(m, '000000')).body.value.attemptsLeft).toBe(4);
    // Right answers at once never lock each other out.
    const together = await Promise.all(Array.from({ length: 12 }, () => withdraw(m, '246810')));
    expect(count(together, 'CARD_NOT_OWNED')).toBe(12);
  });

  it('opens again when the lock runs out, with a fresh count', async () => {
    const m = await member();
    for (let i = 0; i < 5; i += 1) await withdraw(m, '000000');
    expect((await withdraw(m, '246810')).body.code).toBe('PAYMENT_PASSWORD_LOCKED');
    await env.db
      .updateTable('members')
      .set({ payment_password_locked_until: sql<Date>`now() - interval '1 second'` })
      .where('username', '=', m.username)
      .execute();
    expect((await m.call('GET', '/wps/member/hasWithdrawalPassword')).body.value.lockedUntil).toBeNull();
    expect((await withdraw(m, '000000')).body.value.attemptsLeft).toBe(4);
    expect((await withdraw(m, '246810')).body.code).toBe('CARD_NOT_OWNED');
  });

  it('counts wrong login passwords on the change form too, and refuses that form while locked', async () => {
    const m = await member();
    const change = (password: string) =>
      m.call('PUT', '/wps/member/paymentPassword', {
        password,
        paymentPassword: '111222',
        confirmPaymentPassword: '111222',
      });
    const answers = await Promise.all(Array.from({ length: 30 }, () => change('Errada123')));
    expect(count(answers, 'WRONG_PASSWORD')).toBe(4);
    expect(count(answers, 'PAYMENT_PASSWORD_LOCKED')).toBe(26);
    expect((await change('Senha1234')).body.code).toBe('PAYMENT_PASSWORD_LOCKED');
    expect((await withdraw(m, '246810')).body.code).toBe('PAYMENT_PASSWORD_LOCKED');
  });

  it('resets by SMS code and by e-mail code; the reset lifts the lock', async () => {
    for (const channel of ['SMS', 'EMAIL'] as const) {
      const m = await member();
      for (let i = 0; i < 5; i += 1) await withdraw(m, '000000');
      expect((await withdraw(m, '246810')).body.code).toBe('PAYMENT_PASSWORD_LOCKED');
      const sent = await m.call('POST', '/wps/member/paymentPassword/code', { channel });
      expect(sent.body).toMatchObject({ code: 'OK', value: { expiredMinutes: 5 } });
      const code = await m.c.lastCode(channel === 'SMS' ? m.phone : m.email);
      const reset = await m.call('POST', '/wps/member/paymentPassword/reset', {
        channel,
        verificationCode: code,
        paymentPassword: '975310',
        confirmPaymentPassword: '975310',
      });
      expect(reset.body.code).toBe('OK');
      expect((await m.call('GET', '/wps/member/hasWithdrawalPassword')).body.value.lockedUntil).toBeNull();
      expect(await failures(m.username)).toBe(0);
      expect((await withdraw(m, '246810')).body.code).toBe('WRONG_PAYMENT_PASSWORD');
      expect((await withdraw(m, '975310')).body.code).toBe('CARD_NOT_OWNED');
    }
  });

  it('refuses a reset code by a channel the member has not bound', async () => {
    const m = await member();
    await env.db.updateTable('members').set({ email: null }).where('username', '=', m.username).execute();
    const sent = await m.call('POST', '/wps/member/paymentPassword/code', { channel: 'EMAIL' });
    expect(sent.status).toBe(403);
    expect(sent.body).toMatchObject({ success: false, code: 'METHOD_DISABLED' });
    expect((await m.call('GET', '/wps/member/hasWithdrawalPassword')).body.value.resetChannels).toEqual([
      'SMS',
    ]);
    const bad = await m.call('POST', '/wps/member/paymentPassword/code', { channel: 'FAX' });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
  });
});

describe('verification code attempts (hardening 6)', () => {
  it('compares at most 5 of 100 concurrent guesses of a payment-reset code; the right one as guess 100 fails', async () => {
    const m = await member();
    await m.call('POST', '/wps/member/paymentPassword/code', { channel: 'SMS' });
    const code = await m.c.lastCode(m.phone);
    const wrongCode = code === '000000' ? '000001' : '000000';
    const guess = (verificationCode: string) =>
      m.call('POST', '/wps/member/paymentPassword/reset', {
        channel: 'SMS',
        verificationCode,
        paymentPassword: '975310',
        confirmPaymentPassword: '975310',
      });
    const answers = await Promise.all(Array.from({ length: 99 }, () => guess(wrongCode)));
    const compared = answers.filter((a) => a.body.code !== 'SMS_CODE_TOO_MANY_ATTEMPTS');
    expect(compared.length).toBe(5);
    expect(compared.every((a) => a.body.code === 'SMS_CODE_INVALID')).toBe(true);
    const last = await guess(code);
    expect(last.body).toMatchObject({
      success: false,
      code: 'SMS_CODE_TOO_MANY_ATTEMPTS',
      message: 'Too many wrong tries for this code. Ask for a new code.',
      value: { field: 'verificationCode' },
    });
    expect((await withdraw(m, '246810')).body.code).toBe('CARD_NOT_OWNED');
  });

  it('compares at most 5 of 100 concurrent guesses of a forgotten-password e-mail code', async () => {
    const m = await member();
    const c = env.clientAt('10.7.250.1');
    const sent = await c.call('POST', '/wps/member/password/email', {
      body: { username: m.username, email: m.email },
    });
    expect(sent.body.code).toBe('OK');
    const code = await c.lastCode(m.email);
    const guess = (verificationCode: string) =>
      c.call('PUT', '/wps/member/password/email', {
        body: {
          username: m.username,
          email: m.email,
          verificationCode,
          newPassword: 'Nova12345',
          confirmNewPassword: 'Nova12345',
        },
      });
    const wrongCode = code === '000000' ? '000001' : '000000';
    const answers = await Promise.all([...Array.from({ length: 99 }, () => guess(wrongCode)), guess(code)]);
    const compared = answers.filter((a) => a.body.code !== 'SMS_CODE_TOO_MANY_ATTEMPTS');
    expect(compared.length).toBeLessThanOrEqual(5);
    const attempts = await env.db
      .selectFrom('verification_codes')
      .select('attempts')
      .where('recipient', '=', m.email)
      .executeTakeFirstOrThrow();
    expect(attempts.attempts).toBe(5);
    // The right code, if it came in among the first five, changed the password; otherwise it did not.
    const changed = count(answers, 'OK') === 1;
    expect((await m.c.login(m.username, changed ? 'Nova12345' : 'Senha1234')).body.code).toBe('OK');
  });

  it('accepts the right code on the fifth try, and spends it once', async () => {
    const m = await member();
    await m.call('POST', '/wps/member/paymentPassword/code', { channel: 'EMAIL' });
    const code = await m.c.lastCode(m.email);
    const reset = (verificationCode: string) =>
      m.call('POST', '/wps/member/paymentPassword/reset', {
        channel: 'EMAIL',
        verificationCode,
        paymentPassword: '975310',
        confirmPaymentPassword: '975310',
      });
    const wrongCode = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 4; i += 1) expect((await reset(wrongCode)).body.code).toBe('SMS_CODE_INVALID');
    const both = await Promise.all([reset(code), reset(code)]);
    expect(count(both, 'OK')).toBe(1);
  });

  it('takes a captcha once, whatever the number of concurrent registrations that carry it', async () => {
    ip += 1;
    const c = env.clientAt(`10.7.251.${ip % 250}`);
    const captcha = await c.captcha();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        c.encrypted('PUT', '/wps/member/register', {
          registerMethod: 'H5',
          type: 0,
          ageConfirmed: true,
          username: uniqueName('cap'),
          password: 'Senha1234',
          confirmPassword: 'Senha1234',
          idNumber: uniqueCpf(),
          ...captcha,
        }),
      ),
    );
    expect(count(answers, 'OK')).toBe(1);
    expect(count(answers, 'INVALID_CAPTCHA')).toBe(19);
  });
});
