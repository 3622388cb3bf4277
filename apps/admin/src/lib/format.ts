import type { LanguageCode } from '@ficha/contract';

const LOCALES: Record<LanguageCode, string> = { PT: 'pt-BR', EN: 'en-GB' };

export const localeOf = (language: string) => LOCALES[language as LanguageCode] ?? 'pt-BR';

/** An amount of the API ("1250.00", major units as text) in the merchant's currency. */
export function formatMoney(amount: string, currency: string, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency }).format(Number(amount));
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language)).format(value);
}

export function formatTime(iso: string | null, language: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'short', timeStyle: 'medium' }).format(
    new Date(iso),
  );
}
