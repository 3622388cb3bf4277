/**
 * Money travels as decimal strings with two places ("1250.00") and is held as integer minor units
 * (bigint) everywhere else (DESIGN section 3). No floating point touches it.
 */
export const MONEY_DECIMALS = 2;
/** Largest amount accepted from a request: 1 billion in major units. */
export const MAX_AMOUNT_MINOR = 100_000_000_000n;

/** "12", "12.5", "12.50" -> 1250n. Refuses signs, exponents, more than 2 decimals and huge values. */
export function parseAmount(text: string): bigint | undefined {
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const minor = BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  return minor > MAX_AMOUNT_MINOR ? undefined : minor;
}

/** 1250n -> "12.50"; -5n -> "-0.05". */
export function formatMinor(minor: bigint | string): string {
  const value = typeof minor === 'bigint' ? minor : BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
