import type { TranslationKey } from '@/i18n/keys';

/**
 * A message under a field or a form, kept as a reference rather than text so it follows a
 * language change (spec section 5 'messages re-evaluate on language change'): a translation key
 * (amounts in `money` are formatted at render), the server's rule for a registration field (its
 * message arrives in the current language), or text the server already wrote in the request's
 * language.
 */
export type FormMessage =
  | { key: TranslationKey; values?: Record<string, string | number>; money?: Record<string, string> }
  | { rule: string }
  | { text: string };

/**
 * react-hook-form and zod carry a message as a string; ours travel through them serialized and
 * are read back at render, so the text is never frozen in the language of the moment it was set.
 */
export function encodeMessage(message: FormMessage): string {
  return JSON.stringify(message);
}

export function decodeMessage(message: string | undefined): FormMessage | undefined {
  if (!message) return undefined;
  try {
    const parsed: unknown = JSON.parse(message);
    if (typeof parsed === 'object' && parsed !== null) return parsed as FormMessage;
  } catch {
    // Not one of ours (a library's default text): shown as it is.
  }
  return { text: message };
}
