import type { FieldRule } from '@ficha/contract';
import { type FormErrors, says } from '../../../lib/form/rules';
import { LOGIN_RULES } from './login-rules';
import { checkNewPassword } from './password-rules';

export type ForgetWay = 'sms' | 'email';
export type ForgetField =
  | 'mobileNum'
  | 'username'
  | 'email'
  | 'verificationCode'
  | 'newPassword'
  | 'confirmNewPassword';
export type ForgetValues = Record<ForgetField, string>;

export const FORGET_IDENTITY: Record<ForgetWay, ForgetField[]> = {
  sms: ['mobileNum'],
  email: ['username', 'email'],
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * /m/forget: the identity of the chosen way (presence and shape only: the server answers alike
 * whether an account matches, and the login rules judge the number and the name), the code, and
 * the new password by the change-password rules.
 */
export function validateForget(
  way: ForgetWay,
  values: ForgetValues,
  passwordRule: FieldRule | undefined,
): FormErrors<ForgetField> {
  const errors: FormErrors<ForgetField> =
    way === 'sms'
      ? { mobileNum: LOGIN_RULES.mobileNum(values.mobileNum) }
      : {
          username: LOGIN_RULES.username(values.username),
          email: EMAIL.test(values.email.trim()) ? undefined : says('emailInvalid'),
        };
  return {
    ...errors,
    verificationCode: LOGIN_RULES.verificationCode(values.verificationCode),
    ...checkNewPassword(passwordRule, values.newPassword, values.confirmNewPassword),
  };
}
