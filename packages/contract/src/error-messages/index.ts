import type { LanguageCode } from '../languages.ts';
import { EN_ERROR_MESSAGES } from './en.ts';
import { PT_ERROR_MESSAGES } from './pt.ts';
import type { ErrorMessages, MessageCode } from './types.ts';

export type { ClientErrorCode, ErrorMessages, MessageCode } from './types.ts';

/**
 * The one table of error texts, read by the server for the envelope's `message`, by the site
 * (as its `error.<CODE>` translations) and by the studio client. Adding a language to LANGUAGES
 * makes this record demand that language's file.
 */
export const ERROR_MESSAGES: Record<LanguageCode, ErrorMessages> = {
  PT: PT_ERROR_MESSAGES,
  EN: EN_ERROR_MESSAGES,
};

/** The {name} placeholders a text carries, filled from params; an unknown name stays as written. */
export function fillPlaceholders(text: string, fill: (name: string) => string | undefined): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => fill(name) ?? whole);
}

/** The text of a code in a language, with its {name} placeholders filled from params. */
export function errorText(
  code: MessageCode,
  language: LanguageCode,
  params: Record<string, string | number> = {},
): string {
  return fillPlaceholders(ERROR_MESSAGES[language][code], (name) =>
    params[name] === undefined ? undefined : String(params[name]),
  );
}

export function isMessageCode(code: string): code is MessageCode {
  return Object.hasOwn(PT_ERROR_MESSAGES, code);
}
