import type { RegisterField } from '@ficha/contract';
import { errorMessageKey } from '@/i18n/error-message';
import { type FormMessage, isCode, refusalField, refusalMessage, says } from '@/lib/form';

export type RegisterFormField = RegisterField | 'ageConfirmed';

/** Where a refused registration shows: under a field (focused), or above the submit button. */
export type RegisterRefusal =
  | { field: RegisterFormField; error: FormMessage; isInvitationCode?: boolean }
  | { alert: FormMessage };

/**
 * Spec section 8 and the server codes of PUT /wps/member/register: field codes go to their field
 * (FIELD_INVALID with the server's own message), the rest to the form.
 */
export function registerRefusal(error: unknown, shown: readonly RegisterField[]): RegisterRefusal {
  if (isCode(error, 'AGE_NOT_CONFIRMED'))
    return { field: 'ageConfirmed', error: { key: 'error.AGE_NOT_CONFIRMED' } };
  if (isCode(error, 'PASSWORD_MISMATCH')) {
    return { field: 'confirmPassword', error: says('confirmMismatch') };
  }
  if (isCode(error, 'INVALID_INVITATION_CODE')) {
    return { field: 'affiliateCode', error: says('invitationCode'), isInvitationCode: true };
  }
  if (isCode(error, 'INVALID_CAPTCHA', 'CAPTCHA_REQUIRED'))
    return { field: 'captcha', error: refusalMessage(error) };
  if (isCode(error, 'SMS_CODE_INVALID', 'SMS_CODE_EXPIRED')) {
    return { field: 'verificationCode', error: refusalMessage(error) };
  }
  const field = refusalField(error);
  const shownField = shown.find((name) => name === field);
  if (shownField) return { field: shownField, error: refusalMessage(error) };
  // Responsible gaming (issue 19): a bad sign-up limit, an exclusion or the register; the server's
  // text carries the figures (the largest limit, when an exclusion ends).
  if (error instanceof Error && 'code' in error && String(error.code).startsWith('RG_'))
    return { alert: refusalMessage(error) };
  return { alert: { key: errorMessageKey(error) } };
}
