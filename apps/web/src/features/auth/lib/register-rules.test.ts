import type { FieldRule, RegisterField, Whitelabel } from '@ficha/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ruleMap } from '../../../lib/form/server-rule';
import {
  EMPTY_REGISTER_VALUES,
  effectiveRules,
  registerPayload,
  validateRegister,
  visibleFields,
} from './register-rules';

const ORDER: RegisterField[] = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'idNumber',
  'email',
  'affiliateCode',
  'captcha',
];

function rule(field: RegisterField, overrides: Partial<FieldRule> = {}): FieldRule {
  return { field, enabled: true, required: false, pattern: '^.+$', message: `bad ${field}`, ...overrides };
}

const RULES = ruleMap([
  rule('username', { required: true, pattern: '^[A-Za-z][A-Za-z0-9]{5,15}$' }),
  rule('password', { required: true, pattern: '^(?=.*[A-Za-z])(?=.*\\d).{8,20}$' }),
  rule('confirmPassword', { required: true }),
  rule('mobileNum', { pattern: '^[1-9][0-9]{9,10}$' }),
  rule('verificationCode', { required: true, pattern: '^[0-9]{4,10}$' }),
  rule('idNumber', { required: true }),
  rule('email'),
  rule('affiliateCode'),
  rule('captcha', { required: true, pattern: '^[0-9]{1,6}$' }),
]);

const FLAGS = { USERNAMEREG3: true, MOBILENUMREG3: true } as Whitelabel['flags'];

afterEach(() => vi.unstubAllGlobals());

describe('effectiveRules and visibleFields (spec section 6 flags)', () => {
  it('asks for the SMS code on the username tab only with REGMOBVERF3', () => {
    expect(visibleFields(effectiveRules(RULES, 'username', FLAGS), 'username', ORDER)).not.toContain(
      'verificationCode',
    );
    const withSms = effectiveRules(RULES, 'username', { ...FLAGS, REGMOBVERF3: true });
    expect(withSms.mobileNum?.required).toBe(true);
    expect(visibleFields(withSms, 'username', ORDER)).toContain('verificationCode');
  });
  it('leads the mobile tab with the number and code, without username, password only with MOBILENUMPASSREG3', () => {
    const fields = visibleFields(effectiveRules(RULES, 'mobile', FLAGS), 'mobile', ORDER);
    expect(fields.slice(0, 2)).toEqual(['mobileNum', 'verificationCode']);
    expect(fields).not.toContain('username');
    expect(fields).not.toContain('password');
    const withPassword = effectiveRules(RULES, 'mobile', { ...FLAGS, MOBILENUMPASSREG3: true });
    expect(visibleFields(withPassword, 'mobile', ORDER)).toContain('confirmPassword');
  });
});

describe('validateRegister (spec section 5)', () => {
  const fields = visibleFields(effectiveRules(RULES, 'username', FLAGS), 'username', ORDER);
  const valid = {
    ...EMPTY_REGISTER_VALUES,
    username: 'jogador99',
    password: 'Senha2026',
    confirmPassword: 'Senha2026',
    idNumber: '529.982.247-25',
    captcha: '1234',
  };
  it('passes a complete form', () => {
    expect(validateRegister(fields, RULES, valid, true).first).toBeUndefined();
  });
  it("requires the confirmation ('incorrect password') and equality ('confirmation is not correct')", () => {
    expect(
      validateRegister(fields, RULES, { ...valid, confirmPassword: '' }, true).errors.confirmPassword,
    ).toEqual({
      key: 'incorrect password',
    });
    expect(
      validateRegister(fields, RULES, { ...valid, confirmPassword: 'Outra2026' }, true).errors
        .confirmPassword,
    ).toEqual({
      key: 'confirmation is not correct',
    });
  });
  it('checks a CPF by its check digits and names the first invalid field', () => {
    const { errors, first } = validateRegister(
      fields,
      RULES,
      { ...valid, username: '', idNumber: '529.982.247-26' },
      true,
    );
    expect(first).toBe('username');
    expect(errors.idNumber).toEqual({ rule: 'idNumber' });
  });
  it('judges the mobile number without its leading zero', () => {
    expect(
      validateRegister(fields, RULES, { ...valid, mobileNum: '011987654321' }, true).errors.mobileNum,
    ).toBeUndefined();
  });
});

describe('registerPayload (spec section 3)', () => {
  it('uses the number as username on the mobile tab, drops the leading zero and confirms the age', () => {
    vi.stubGlobal('navigator', {});
    vi.stubGlobal('window', {
      matchMedia: () => ({ matches: false }),
      location: { hostname: 'ficha.localhost', host: 'ficha.localhost:8080' },
    });
    const fields = visibleFields(effectiveRules(RULES, 'mobile', FLAGS), 'mobile', ORDER);
    const payload = registerPayload(
      'mobile',
      fields,
      {
        ...EMPTY_REGISTER_VALUES,
        mobileNum: '011987654321',
        verificationCode: '123456',
        idNumber: '529.982.247-25',
        captcha: '12',
      },
      { dialingCode: '+55', captchaKey: 'key', affiliateCode: '', idNumberIsCpf: true },
    );
    expect(payload).toMatchObject({
      type: 0,
      registerMethod: 'H5',
      registerUrl: 'ficha.localhost',
      domain: 'ficha.localhost:8080',
      username: '11987654321',
      mobileNum: '11987654321',
      countryDialingCode: '+55',
      idNumber: '52998224725',
      captchaKey: 'key',
      ageConfirmed: true,
    });
    expect(payload.password).toBeUndefined();
    expect(payload.email).toBeUndefined();
  });
});
