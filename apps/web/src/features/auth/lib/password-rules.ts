import type { FieldRule } from '@ficha/contract';
import type { FieldError } from './field-error';
import { checkRule } from './field-rules';

export type NewPasswordField = 'newPassword' | 'confirmNewPassword';

/**
 * Spec section 5 'Change password': the new password by the password rule (the server's message),
 * confirm required ('Enter password') and equal ('Confirmation password not matched').
 */
export function checkNewPassword(
  passwordRule: FieldRule | undefined,
  newPassword: string,
  confirmNewPassword: string,
): Partial<Record<NewPasswordField, FieldError>> {
  const errors: Partial<Record<NewPasswordField, FieldError>> = {};
  if (!newPassword) errors.newPassword = { key: 'Enter password' };
  else if (passwordRule && checkRule({ ...passwordRule, enabled: true, required: true }, newPassword)) {
    errors.newPassword = { rule: 'password' };
  }
  if (!confirmNewPassword) errors.confirmNewPassword = { key: 'Enter password' };
  else if (newPassword !== confirmNewPassword)
    errors.confirmNewPassword = { key: 'Confirmation password not matched' };
  return errors;
}
