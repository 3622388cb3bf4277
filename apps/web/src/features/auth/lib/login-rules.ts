import type { LoginType } from '@/features/session';
import type { FieldError, FieldErrors } from './field-error';

export type LoginField = 'username' | 'password' | 'mobileNum' | 'verificationCode' | 'captcha';

/**
 * Spec section 5: the login fields use the shared rules loginUsername, loginPassword,
 * loginMobileNum and verificationCode (mobile at most 20 digits, SMS code numeric up to 10, captcha
 * numeric up to 6). Login checks presence and shape only: the registration patterns may have
 * changed since an older account was made, and the server is the judge of the credentials.
 */
const RULES: Record<LoginField, (value: string) => FieldError | undefined> = {
  username: (value) => (value.trim() ? undefined : { key: 'form.enterUsername' }),
  password: (value) => (value ? undefined : { key: 'Enter password' }),
  mobileNum: (value) => {
    if (!value.trim()) return { key: 'form.enterMobile' };
    return /^\d{4,20}$/.test(value.trim()) ? undefined : { key: 'The mobile num is not valid' };
  },
  verificationCode: (value) => {
    if (!value) return { key: 'form.enterCode' };
    return /^\d{1,10}$/.test(value) ? undefined : { key: 'Verification code error' };
  },
  captcha: (value) => {
    if (!value) return { key: 'form.enterCaptcha' };
    return /^\d{1,6}$/.test(value) ? undefined : { key: 'Verification code error' };
  },
};

const FIELDS_BY_TYPE: Record<LoginType, LoginField[]> = {
  username: ['username', 'password'],
  sms: ['mobileNum', 'verificationCode'],
};

export function validateLogin(
  type: LoginType,
  values: Record<LoginField, string>,
  withCaptcha: boolean,
  only?: LoginField[],
): { errors: FieldErrors<LoginField>; first: LoginField | undefined } {
  const fields = only ?? [...FIELDS_BY_TYPE[type], ...(withCaptcha ? (['captcha'] as const) : [])];
  const errors: FieldErrors<LoginField> = {};
  let first: LoginField | undefined;
  for (const field of fields) {
    const error = RULES[field](values[field]);
    if (!error) continue;
    errors[field] = error;
    first ??= field;
  }
  return { errors, first };
}
