import { formatCurrency, formatDecimal, type LanguageCode, localeOf, splitAmount } from '@ficha/contract';

export { formatMinor, parseAmount } from '@ficha/contract';

/**
 * Money and numbers in the player's language through the shared formatter of @ficha/contract, so
 * the studio writes "R$ 1.234,50" and "1,98×" exactly as the site does.
 */
export interface StudioFormat {
  locale: string;
  /** "R$ 1.234,50" in the session's currency; play money without a symbol ("1.234,50"). */
  money: (amount: string) => string;
  /** Digits alone, for chips and cells too small for a symbol: "1.234,50". */
  digits: (amount: string) => string;
  /** A multiplier, chance or roll with fixed decimals: 1.98 -> "1,98". */
  number: (value: number, decimals: number) => string;
}

export function studioFormat(language: LanguageCode, currency: string): StudioFormat {
  const locale = localeOf(language);
  return {
    locale,
    money: (amount) => formatCurrency(amount, { locale, currency }),
    digits: (amount) => {
      const { negative, digits } = splitAmount(amount, locale);
      return negative ? `-${digits}` : digits;
    },
    number: (value, decimals) => formatDecimal(value, decimals, locale),
  };
}
