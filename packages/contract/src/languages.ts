/**
 * Languages the platform has complete translations for. Codes are the spec's (section 1:
 * PT default, EN); `locale` is the BCP 47 tag for <html lang> and Intl.
 */
export const LANGUAGES = [
  { code: 'PT', locale: 'pt-BR', name: 'Português (Brasil)' },
  { code: 'EN', locale: 'en', name: 'English' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];
export const DEFAULT_LANGUAGE: LanguageCode = 'PT';

/** Accepts 'PT', 'pt', 'pt-BR', 'PT-BR', 'en-US'... and answers a supported code, or undefined. */
export function normalizeLanguage(input: string | null | undefined): LanguageCode | undefined {
  if (!input) return undefined;
  const head = input.trim().slice(0, 2).toUpperCase();
  return LANGUAGE_CODES.find((code) => code === head);
}
