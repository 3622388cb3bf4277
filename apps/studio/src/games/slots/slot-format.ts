import {
  DEFAULT_LANGUAGE,
  formatDecimal,
  type LanguageCode,
  localeOf,
  normalizeLanguage,
} from '@ficha/contract';

/** 117649 -> "117.649" (PT) or "117,649" (EN). */
export function groupDigits(value: number, language: LanguageCode): string {
  return formatDecimal(value, 0, localeOf(language));
}

/** A payout of the stake: 7_500 -> "0,75×", 10_000 -> "1×". */
export function multiplierText(payoutE4: number, language: LanguageCode): string {
  const value = payoutE4 / 10_000;
  return `${formatDecimal(value, Number.isInteger(value) ? 0 : 2, localeOf(language))}×`;
}

/**
 * The player's language where no hook reaches (a round's summary in the fairness panel): the
 * shell sets the page's lang from the launch URL.
 */
export function pageLanguage(): LanguageCode {
  return normalizeLanguage(document.documentElement.lang) ?? DEFAULT_LANGUAGE;
}
