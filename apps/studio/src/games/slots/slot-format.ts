import { displayNumber } from '../../lib/money.ts';

/** 117649 -> "117.649" (PT) or "117,649" (EN). */
export function groupDigits(value: number, language: 'PT' | 'EN'): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, language === 'PT' ? '.' : ',');
}

/** A payout of the stake: 7_500 -> "0,75×", 10_000 -> "1×". */
export function multiplierText(payoutE4: number, language: 'PT' | 'EN'): string {
  const value = payoutE4 / 10_000;
  return `${displayNumber(value, Number.isInteger(value) ? 0 : 2, language)}×`;
}

/**
 * The player's language where no hook reaches (a round's summary in the fairness panel): the
 * shell sets the page's lang from the launch URL.
 */
export function pageLanguage(): 'PT' | 'EN' {
  return document.documentElement.lang.startsWith('en') ? 'EN' : 'PT';
}
