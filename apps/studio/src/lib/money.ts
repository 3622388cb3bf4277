export { formatMinor, parseAmount } from '@ficha/contract';

/** "1234.50" -> "1.234,50" (PT) or "1,234.50" (EN) for display; amounts travel as plain decimals. */
export function displayAmount(amount: string, language: 'PT' | 'EN'): string {
  const [whole = '0', cents = '00'] = amount.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, language === 'PT' ? '.' : ',');
  return `${amount.startsWith('-') ? '-' : ''}${grouped}${language === 'PT' ? ',' : '.'}${cents}`;
}

/** A plain number with fixed decimals in the player's language: 34.5 -> "34,50" in Portuguese. */
export function displayNumber(value: number, decimals: number, language: 'PT' | 'EN'): string {
  const text = value.toFixed(decimals);
  return language === 'PT' ? text.replace('.', ',') : text;
}
