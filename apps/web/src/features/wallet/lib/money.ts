import { parseAmount, splitAmount } from '@ficha/contract';

/**
 * Money on screen (DESIGN section 3, spec section 9 'Balance shown with 2 decimals'): the shared
 * formatter of @ficha/contract splits the server's decimal strings without floating point.
 */
export { splitAmount } from '@ficha/contract';

/** "R$ 1.250,00", "-R$ 20,00": for text such as messages and aria-labels. */
export function formatMoney(amount: string, symbol: string, locale: string): string {
  const { negative, digits } = splitAmount(amount, locale);
  return `${negative ? '-' : ''}${symbol ? `${symbol} ` : ''}${digits}`;
}

const DECIMAL_TEXT = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** Amount in minor units, or undefined when the text is not a server amount. */
export function toMinor(amount: string): bigint | undefined {
  const match = DECIMAL_TEXT.exec(amount.trim());
  if (!match) return undefined;
  const minor = parseAmount(`${match[2]}.${match[3] ?? '0'}`);
  if (minor === undefined) return undefined;
  return match[1] === '-' ? -minor : minor;
}
