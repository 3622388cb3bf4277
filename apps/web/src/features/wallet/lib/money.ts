import { parseAmount } from '@ficha/contract';

/**
 * Money on screen (DESIGN section 3, spec section 9 'Balance shown with 2 decimals'): the server's
 * decimal strings ("1250.00", "-20.00") are split into whole units and cents as bigint, so no
 * floating point ever touches an amount; Intl supplies the grouping and the decimal sign.
 */

interface LocaleParts {
  whole: Intl.NumberFormat;
  decimal: string;
}

const localeParts = new Map<string, LocaleParts>();

function partsFor(locale: string): LocaleParts {
  let parts = localeParts.get(locale);
  if (!parts) {
    const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const decimal =
      new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    parts = { whole, decimal };
    localeParts.set(locale, parts);
  }
  return parts;
}

const DECIMAL_TEXT = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

export interface SplitAmount {
  negative: boolean;
  isZero: boolean;
  /** Grouped digits with the locale's decimal sign and always two decimals: "1.250,00". */
  digits: string;
}

/** "-1250.5" in pt-BR -> { negative: true, digits: "1.250,50" }; unreadable text is shown as sent. */
export function splitAmount(amount: string, locale: string): SplitAmount {
  const match = DECIMAL_TEXT.exec(amount.trim());
  if (!match) return { negative: false, isZero: false, digits: amount };
  const { whole, decimal } = partsFor(locale);
  const cents = (match[3] ?? '').padEnd(2, '0');
  const isZero = /^0+$/.test(match[2] ?? '') && cents === '00';
  return {
    negative: match[1] === '-' && !isZero,
    isZero,
    digits: `${whole.format(BigInt(match[2] ?? '0'))}${decimal}${cents}`,
  };
}

/** "R$ 1.250,00", "-R$ 20,00": for text such as messages and aria-labels. */
export function formatMoney(amount: string, symbol: string, locale: string): string {
  const { negative, digits } = splitAmount(amount, locale);
  return `${negative ? '-' : ''}${symbol ? `${symbol} ` : ''}${digits}`;
}

/** Amount in minor units, or undefined when the text is not a server amount. */
export function toMinor(amount: string): bigint | undefined {
  const match = DECIMAL_TEXT.exec(amount.trim());
  if (!match) return undefined;
  const minor = parseAmount(`${match[2]}.${match[3] ?? '0'}`);
  if (minor === undefined) return undefined;
  return match[1] === '-' ? -minor : minor;
}
