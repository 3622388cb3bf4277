import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { encodeMessage, type FormMessage } from './message';
import { type ValidationMessage, validationMessages } from './validation-messages';

/** The messages a check found, by field; a field without one passed. */
export type FormErrors<F extends string> = Partial<Record<F, FormMessage>>;

/** A message of the one validation table (spec section 5). */
export function says(name: ValidationMessage, values?: Record<string, string | number>): FormMessage {
  return values ? { key: validationMessages[name], values } : { key: validationMessages[name] };
}

/**
 * A zod schema (for react-hook-form's zod resolver) made of a form's rule function. The rules of
 * these forms depend on the server's settings and on each other (a confirmation, a tab, a
 * captcha shown after a failure), so they are plain functions, tested alone; the schema only
 * places each message on its field.
 */
export function checkedBy<T extends FieldValues>(check: (values: T) => FormErrors<keyof T & string>) {
  return z.custom<T>().superRefine((values, ctx) => {
    for (const [field, message] of Object.entries(check(values) as Record<string, FormMessage | undefined>)) {
      if (message) ctx.addIssue({ code: 'custom', path: [field], message: encodeMessage(message) });
    }
  });
}

/** Spec sections 5 and 9: a numeric field of `min` to `max` digits; `empty` when blank, else `invalid`. */
export function checkDigits(
  value: string,
  {
    min = 1,
    max,
    empty,
    invalid,
  }: { min?: number; max: number; empty: ValidationMessage; invalid: ValidationMessage },
): FormMessage | undefined {
  const trimmed = value.trim();
  if (!trimmed) return says(empty);
  return new RegExp(`^\\d{${min},${max}}$`).test(trimmed) ? undefined : says(invalid);
}

/** A confirmation: `empty` when blank, `mismatch` when it differs from the password it confirms. */
export function checkConfirmation(
  password: string,
  confirmation: string,
  { empty, mismatch }: { empty: ValidationMessage; mismatch: ValidationMessage },
): FormMessage | undefined {
  if (!confirmation) return says(empty);
  return confirmation === password ? undefined : says(mismatch);
}

/** Spec sections 5 and 9: the SMS (or e-mail) code is numeric, at most 10 characters. */
export function checkVerificationCode(value: string): FormMessage | undefined {
  return checkDigits(value, { max: 10, empty: 'codeRequired', invalid: 'codeInvalid' });
}
