import { describe, expect, it } from 'vitest';
import { formatCurrency } from './format-money';

// Intl puts a no-break space between symbol and digits in pt-BR.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatCurrency (hardening 16: money in the player language)', () => {
  it('writes reais the Brazilian way in Portuguese and the English way in English', () => {
    expect(plain(formatCurrency('20.00', { locale: 'pt-BR', currency: 'BRL' }))).toBe('R$ 20,00');
    expect(plain(formatCurrency('50000.00', { locale: 'pt-BR', currency: 'BRL' }))).toBe('R$ 50.000,00');
    expect(formatCurrency('50000.00', { locale: 'en-US', currency: 'BRL' })).toBe('R$50,000.00');
    expect(formatCurrency('1250.5', { locale: 'en-US', currency: 'USD' })).toBe('$1,250.50');
  });

  it('keeps every cent of amounts beyond floating-point precision', () => {
    expect(formatCurrency('90071992547409931.99', { locale: 'en-US', currency: 'USD' })).toBe(
      '$90,071,992,547,409,931.99',
    );
  });

  it('signs debits, not a negative zero, and shows other text as sent', () => {
    expect(plain(formatCurrency('-20.5', { locale: 'pt-BR', currency: 'BRL' }))).toBe('-R$ 20,50');
    expect(plain(formatCurrency('-0.00', { locale: 'pt-BR', currency: 'BRL' }))).toBe('R$ 0,00');
    expect(formatCurrency('abc', { locale: 'pt-BR', currency: 'BRL' })).toBe('abc');
    expect(formatCurrency('10.00', { locale: 'pt-BR', currency: 'PLAY' })).toBe('10,00');
  });
});
