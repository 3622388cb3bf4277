import { describe, expect, it } from 'vitest';
import { formatMoney, splitAmount, toMinor } from './money';

describe('money on screen', () => {
  it('formats with two decimals in the locale, without floating point', () => {
    expect(formatMoney('1250.00', 'R$', 'pt-BR')).toBe('R$ 1.250,00');
    expect(formatMoney('1250.5', 'R$', 'en')).toBe('R$ 1,250.50');
    expect(formatMoney('-20.00', 'R$', 'pt-BR')).toBe('-R$ 20,00');
    expect(formatMoney('90071992547409.99', '$', 'en')).toBe('$ 90,071,992,547,409.99');
  });

  it('never shows a negative zero and passes unreadable text through', () => {
    expect(splitAmount('-0.00', 'pt-BR')).toEqual({ negative: false, isZero: true, digits: '0,00' });
    expect(splitAmount('abc', 'pt-BR')).toEqual({ negative: false, isZero: false, digits: 'abc' });
  });

  it('reads server amounts into minor units', () => {
    expect(toMinor('30.00')).toBe(3000n);
    expect(toMinor('-20.5')).toBe(-2050n);
    expect(toMinor('1e3')).toBeUndefined();
  });
});
