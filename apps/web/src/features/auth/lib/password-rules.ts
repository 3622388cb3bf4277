import type { FieldRule } from '@ficha/contract';
import { checkConfirmation, type FormErrors, says } from '../../../lib/form/rules';
import { checkRule } from '../../../lib/form/server-rule';

export type NewPasswordField = 'newPassword' | 'confirmNewPassword';

/**
 * Spec section 5 'Change password': the new password by the password rule (the server's message),
 * confirm required ('Enter password') and equal ('Confirmation password not matched').
 */
export function checkNewPassword(
  passwordRule: FieldRule | undefined,
  newPassword: string,
  confirmNewPassword: string,
): FormErrors<NewPasswordField> {
  const errors: FormErrors<NewPasswordField> = {};
  if (!newPassword) errors.newPassword = says('passwordRequired');
  else if (passwordRule && checkRule({ ...passwordRule, enabled: true, required: true }, newPassword)) {
    errors.newPassword = { rule: 'password' };
  }
  errors.confirmNewPassword = checkConfirmation(newPassword, confirmNewPassword, {
    empty: 'passwordRequired',
    mismatch: 'newPasswordMismatch',
  });
  return errors;
}
