import { describe, expect, it } from 'vitest';
import { validateLogin } from './login-rules';

const empty = { username: '', password: '', mobileNum: '', verificationCode: '', captcha: '' };

describe('validateLogin (spec section 5 login rules)', () => {
  it('asks for username and password, focusing the first', () => {
    const { errors, first } = validateLogin('username', empty, false);
    expect(first).toBe('username');
    expect(errors.password).toEqual({ key: 'Enter password' });
    expect(errors.mobileNum).toBeUndefined();
  });
  it('checks the captcha only once it is shown, numeric and at most 6 digits', () => {
    const values = { ...empty, username: 'jogador01', password: 'x' };
    expect(validateLogin('username', values, false).first).toBeUndefined();
    expect(validateLogin('username', { ...values, captcha: '1234567' }, true).first).toBe('captcha');
    expect(validateLogin('username', { ...values, captcha: '123456' }, true).first).toBeUndefined();
  });
  it('takes a mobile number of at most 20 digits and a numeric SMS code of at most 10', () => {
    const values = { ...empty, mobileNum: '1'.repeat(21), verificationCode: '12345678901' };
    const { errors } = validateLogin('sms', values, false);
    expect(errors.mobileNum).toEqual({ key: 'The mobile num is not valid' });
    expect(errors.verificationCode).toEqual({ key: 'Verification code error' });
    expect(
      validateLogin('sms', { ...empty, mobileNum: '11987654321', verificationCode: '123456' }, false).first,
    ).toBe(undefined);
  });
});
