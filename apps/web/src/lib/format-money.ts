/**
 * Money as text in the player's language and the merchant's currency, through Intl: "R$ 20,00" in
 * pt-BR, "R$20.00" in en-US. The server's decimal strings ("1250.00", "-20.5") are never turned
 * into floating point: Intl formats the whole units as a bigint and the cents are written in as
 * sent. Text that is not an amount is shown as it came.
 */

export interface MoneyFormat {
  /** BCP 47 locale of the player's language ("pt-BR"). */
  locale: string;
  /** ISO 4217 code of the merchant's currency ("BRL"); another code (play money) gets no symbol. */
  currency: string;
}

const AMOUNT_TEXT = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor({ locale, currency }: MoneyFormat): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const style = /^[A-Z]{3}$/.test(currency) ? { style: 'currency' as const, currency } : {};
    formatter = new Intl.NumberFormat(locale, {
      ...style,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: 'never',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatCurrency(amount: string, format: MoneyFormat): string {
  const match = AMOUNT_TEXT.exec(amount.trim());
  if (!match) return amount;
  const units = match[2] ?? '0';
  const cents = (match[3] ?? '').padEnd(2, '0');
  const text = formatterFor(format)
    .formatToParts(BigInt(units))
    .map((part) => (part.type === 'fraction' ? cents : part.value))
    .join('');
  const isZero = /^0+$/.test(units) && cents === '00';
  return match[1] && !isZero ? `-${text}` : text;
}
