import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { uniqueCpf, uniqueName } from './account-client.ts';
import { accountApp } from './test-app.ts';

/** Registration by mobile number with an SMS code, and the merchant flags of spec section 6. */
const t = accountApp('10.2');
const { client } = t;

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
    const res = await c.registerMobile(number, code, { registerMethod: 'PWA' });
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
    const wrong = await c.registerMobile(number, '000000');
    expect(wrong.body.code).toBe('SMS_CODE_INVALID');
    await t.db
      .updateTable('verification_codes')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('recipient', '=', `+55${number}`)
      .execute();
    const expired = await c.registerMobile(number, await c.lastCode(`+55${number}`));
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
    await t.db
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
      await t.db
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
