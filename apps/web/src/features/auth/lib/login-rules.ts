import type { LoginType } from '@/features/session';
import { checkDigits, checkVerificationCode, type FormErrors, says } from '../../../lib/form/rules';

export type LoginField = 'username' | 'password' | 'mobileNum' | 'verificationCode' | 'captcha';

/**
 * Spec section 5: the login fields use the shared rules loginUsername, loginPassword,
 * loginMobileNum and verificationCode (mobile at most 20 digits, SMS code numeric up to 10, captcha
 * numeric up to 6). Login checks presence and shape only: the registration patterns may have
 * changed since an older account was made, and the server is the judge of the credentials.
 */
export const LOGIN_RULES = {
  username: (value: string) => (value.trim() ? undefined : says('usernameRequired')),
  password: (value: string) => (value ? undefined : says('passwordRequired')),
  mobileNum: (value: string) =>
    checkDigits(value, { min: 4, max: 20, empty: 'mobileRequired', invalid: 'mobileInvalid' }),
  verificationCode: checkVerificationCode,
  captcha: (value: string) =>
    checkDigits(value, { max: 6, empty: 'captchaRequired', invalid: 'codeInvalid' }),
} as const;

const FIELDS_BY_TYPE: Record<LoginType, LoginField[]> = {
  username: ['username', 'password'],
  sms: ['mobileNum', 'verificationCode'],
};

export function validateLogin(
  type: LoginType,
  values: Record<LoginField, string>,
  withCaptcha: boolean,
  only?: LoginField[],
): { errors: FormErrors<LoginField>; first: LoginField | undefined } {
  const fields = only ?? [...FIELDS_BY_TYPE[type], ...(withCaptcha ? (['captcha'] as const) : [])];
  const errors: FormErrors<LoginField> = {};
  let first: LoginField | undefined;
  for (const field of fields) {
    const error = LOGIN_RULES[field](values[field]);
    if (!error) continue;
    errors[field] = error;
    first ??= field;
  }
  return { errors, first };
}
