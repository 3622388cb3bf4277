import { describe, expect, it } from 'vitest';
import { decimalSign, formatCurrency, formatDecimal, localeOf, splitAmount, typedAmount } from './format.ts';

// Intl puts a no-break space between symbol and digits in pt-BR.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const BRL_PT = { locale: 'pt-BR', currency: 'BRL' };
const BRL_EN = { locale: 'en', currency: 'BRL' };

describe('formatCurrency (hardening 15: money in the player language, site and studio alike)', () => {
  it('writes reais the Brazilian way in Portuguese and the English way in English', () => {
    expect(plain(formatCurrency('1234.50', BRL_PT))).toBe('R$ 1.234,50');
    expect(formatCurrency('1234.50', BRL_EN)).toBe('R$1,234.50');
    expect(plain(formatCurrency('20.00', BRL_PT))).toBe('R$ 20,00');
    expect(plain(formatCurrency('50000.00', BRL_PT))).toBe('R$ 50.000,00');
    expect(formatCurrency('1250.5', { locale: 'en-US', currency: 'USD' })).toBe('$1,250.50');
  });

  it('writes zero and debits, never a negative zero', () => {
    expect(plain(formatCurrency('0', BRL_PT))).toBe('R$ 0,00');
    expect(plain(formatCurrency('-0.00', BRL_PT))).toBe('R$ 0,00');
    expect(plain(formatCurrency('-20.5', BRL_PT))).toBe('-R$ 20,50');
    expect(formatCurrency('-20.5', BRL_EN)).toBe('-R$20.50');
  });

  it('keeps every cent of amounts beyond 2^53 cents', () => {
    expect(plain(formatCurrency('90071992547409931.99', BRL_PT))).toBe('R$ 90.071.992.547.409.931,99');
    expect(formatCurrency('90071992547409931.99', { locale: 'en-US', currency: 'USD' })).toBe(
      '$90,071,992,547,409,931.99',
    );
  });

  it('shows play money without a currency symbol and other text as sent', () => {
    expect(formatCurrency('10.00', { locale: 'pt-BR', currency: 'PLAY' })).toBe('10,00');
    expect(formatCurrency('abc', BRL_PT)).toBe('abc');
  });
});

describe('splitAmount and formatDecimal (hardening 15)', () => {
  it('splits an amount into sign and grouped digits for a symbol laid out beside them', () => {
    expect(splitAmount('-1250.5', 'pt-BR')).toEqual({ negative: true, isZero: false, digits: '1.250,50' });
    expect(splitAmount('-0.00', 'pt-BR')).toEqual({ negative: false, isZero: true, digits: '0,00' });
    expect(splitAmount('abc', 'pt-BR')).toEqual({ negative: false, isZero: false, digits: 'abc' });
  });

  it('writes multipliers and chances with a decimal comma in Portuguese', () => {
    expect(formatDecimal(1.98, 2, 'pt-BR')).toBe('1,98');
    expect(formatDecimal(49.5, 2, 'en')).toBe('49.50');
    expect(formatDecimal(1234.5, 1, 'pt-BR')).toBe('1.234,5');
    expect(formatDecimal(-2, 2, 'pt-BR')).toBe('-2,00');
    expect(formatDecimal(-0.001, 2, 'pt-BR')).toBe('0,00');
  });

  it('writes a one-tap amount as the player would type it', () => {
    expect(typedAmount('1250.00', 'pt-BR')).toBe('1250,00');
    expect(typedAmount('50.5', 'en')).toBe('50.50');
    expect(decimalSign('pt-BR')).toBe(',');
    expect(decimalSign('en')).toBe('.');
  });

  it('knows the locale of each language', () => {
    expect(localeOf('PT')).toBe('pt-BR');
    expect(localeOf('EN')).toBe('en');
  });
});
