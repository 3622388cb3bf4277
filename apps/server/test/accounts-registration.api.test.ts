import { REGISTER_FIELDS } from '@ficha/contract';
import { describe, expect, it } from 'vitest';
import { memberFields, uniqueCpf, uniqueName } from './account-client.ts';
import { accountApp, merchantIdOf } from './test-app.ts';

/** Registration by username and its rules (spec sections 2-5). */
const t = accountApp('10.2');
const { client } = t;

const countMembers = async () =>
  Number(
    (
      await t.db
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
    const rio = await merchantIdOf(t.db, 'RIO');
    await t.db
      .insertInto('registration_field_rules')
      .values({
        merchant_id: rio,
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
    const res = await c.registerMember(username);
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
    const res = await client().registerMember('JOGADOR01');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'USERNAME_TAKEN',
      message: 'Sorry, the username already exists',
      value: { field: 'username' },
    });
  });

  it('rejects every broken field rule with that field and its own message, and creates nothing', async () => {
    const good = memberFields(uniqueName('ok'));
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
    const base = memberFields(uniqueName('neg'));
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
      message: 'Invalid invitation code',
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
    const res = await c.registerMember(username, {
      affiliateCode: 'ficha2026',
    });
    expect(res.body.code).toBe('OK');
    const row = await t.db
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
