import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMinor, parseAmount } from './money.ts';

describe('money as decimal strings with 2 places (spec section 9, DESIGN section 3)', () => {
  it('parses what a player types and refuses the rest', () => {
    expect(parseAmount('12')).toBe(1200n);
    expect(parseAmount('12.5')).toBe(1250n);
    expect(parseAmount('0.01')).toBe(1n);
    for (const bad of ['-1', '1.234', '1e3', 'abc', '', '1,50', '99999999999999999', ' . ', '+5']) {
      expect(parseAmount(bad), bad).toBeUndefined();
    }
  });

  it('formats and parses back every amount exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 100_000_000_000n }), (minor) => {
        expect(parseAmount(formatMinor(minor))).toBe(minor);
      }),
    );
    expect(formatMinor(-5n)).toBe('-0.05');
    expect(formatMinor('123456')).toBe('1234.56');
  });
});
