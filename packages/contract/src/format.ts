import { LANGUAGES, type LanguageCode } from './languages.ts';

/**
 * Money and numbers as text in the player's language, for the site, the studio and the server's
 * messages alike (one module, so "R$ 1.234,50" reads the same everywhere). Amounts arrive as the
 * server's decimal strings ("1250.00", "-20.5") and never pass through floating point: Intl formats
 * the whole units as a bigint and the cents are written in as sent.
 */

export interface MoneyFormat {
  /** BCP 47 locale of the player's language ("pt-BR"). */
  locale: string;
  /** ISO 4217 code of the merchant's currency ("BRL"); another code (play money "PLAY") gets no symbol. */
  currency: string;
}

/** The BCP 47 locale of a platform language: 'PT' -> 'pt-BR'. */
export function localeOf(code: LanguageCode): string {
  return LANGUAGES.find((language) => language.code === code)?.locale ?? 'pt-BR';
}

const AMOUNT_TEXT = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;
const ISO_CURRENCY = /^[A-Z]{3}$/;
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, currency: string | null, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${currency ?? ''}|${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      ...(currency ? { style: 'currency' as const, currency } : {}),
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      signDisplay: 'never',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

interface ParsedAmount {
  negative: boolean;
  isZero: boolean;
  units: bigint;
  cents: string;
}

function parse(amount: string): ParsedAmount | undefined {
  const match = AMOUNT_TEXT.exec(amount.trim());
  if (!match) return undefined;
  const digits = match[2] ?? '0';
  const cents = (match[3] ?? '').padEnd(2, '0');
  const isZero = /^0+$/.test(digits) && cents === '00';
  return { negative: match[1] === '-' && !isZero, isZero, units: BigInt(digits), cents };
}

function withCents(formatter: Intl.NumberFormat, parsed: ParsedAmount): string {
  return formatter
    .formatToParts(parsed.units)
    .map((part) => (part.type === 'fraction' ? parsed.cents : part.value))
    .join('');
}

/**
 * "R$ 1.234,50" (pt-BR, BRL), "R$1,234.50" (en, BRL), "-R$ 20,00"; play money and other non-ISO
 * codes get the digits alone ("1.234,50"). Text that is not an amount is shown as it came.
 */
export function formatCurrency(amount: string, { locale, currency }: MoneyFormat): string {
  const parsed = parse(amount);
  if (!parsed) return amount;
  const text = withCents(formatterFor(locale, ISO_CURRENCY.test(currency) ? currency : null, 2), parsed);
  return parsed.negative ? `-${text}` : text;
}

export interface SplitAmount {
  negative: boolean;
  isZero: boolean;
  /** Grouped digits with the locale's decimal sign and always two decimals: "1.250,00". */
  digits: string;
}

/** "-1250.5" in pt-BR -> { negative: true, digits: "1.250,50" }: for a symbol laid out beside the digits. */
export function splitAmount(amount: string, locale: string): SplitAmount {
  const parsed = parse(amount);
  if (!parsed) return { negative: false, isZero: false, digits: amount };
  return {
    negative: parsed.negative,
    isZero: parsed.isZero,
    digits: withCents(formatterFor(locale, null, 2), parsed),
  };
}

/**
 * A number that is not money (a multiplier, a chance, a dice roll) with fixed decimals in the
 * locale: 34.5 -> "34,50" in pt-BR, 1234.5 -> "1,234.50" in en.
 */
export function formatDecimal(value: number, decimals: number, locale: string): string {
  const text = formatterFor(locale, null, decimals).format(Math.abs(value));
  return value < 0 && text !== formatterFor(locale, null, decimals).format(0) ? `-${text}` : text;
}

/**
 * An amount as a player types it into a field: no grouping, the locale's decimal sign ("1250,00"
 * in pt-BR, "1250.00" in en), so a one-tap amount reads like what the keypad would write.
 */
export function typedAmount(amount: string, locale: string): string {
  const parsed = parse(amount);
  if (!parsed) return amount;
  return `${parsed.negative ? '-' : ''}${parsed.units}${decimalSign(locale)}${parsed.cents}`;
}

/** The locale's decimal sign: "," in pt-BR, "." in en. */
export function decimalSign(locale: string): string {
  return (
    formatterFor(locale, null, 2)
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value ?? '.'
  );
}
