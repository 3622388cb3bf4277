import { type LanguageCode, localeOf } from '@ficha/contract';
import { PAYOUT_SCALE } from '@ficha/games/payout';

const formats = new Map<LanguageCode, Intl.NumberFormat>();

/**
 * A multiplier as the player reads it, rounded down to hundredths so it never shows more than is
 * paid (12,857 -> "1,28" in Portuguese; the win is the stake times 1.2857, rounded down).
 */
export function multiplierText(payoutE4: number, language: LanguageCode): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(language, format);
  }
  return format.format(Math.floor(payoutE4 / (PAYOUT_SCALE / 100)) / 100);
}
