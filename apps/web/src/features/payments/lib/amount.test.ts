import { describe, expect, it } from 'vitest';
import { checkAmount, normalizeTypedAmount, promotionBonus, quickAmounts } from './amount';

describe('checkAmount', () => {
  it('refuses what the server refuses, with the reason', () => {
    expect(checkAmount('')).toEqual({ ok: false, error: { key: 'amount.required' } });
    expect(checkAmount('-5')).toEqual({ ok: false, error: { key: 'amount.positive' } });
    expect(checkAmount('10.001')).toEqual({ ok: false, error: { key: 'amount.decimals' } });
    expect(checkAmount('abc')).toEqual({ ok: false, error: { key: 'amount.invalid' } });
    expect(checkAmount('1e5')).toEqual({ ok: false, error: { key: 'amount.invalid' } });
    expect(checkAmount('0')).toEqual({ ok: false, error: { key: 'amount.positive' } });
    expect(checkAmount('99999999999999999')).toEqual({ ok: false, error: { key: 'amount.invalid' } });
  });

  it('accepts a decimal comma and applies the limits', () => {
    expect(checkAmount('50,25', { min: '10.00', max: '100.00' })).toEqual({ ok: true, minor: 5025n });
    expect(checkAmount('5', { min: '10.00', max: '100.00' })).toMatchObject({
      ok: false,
      error: { key: 'amount.range' },
    });
    expect(checkAmount('30', { available: '20.00' })).toMatchObject({
      ok: false,
      error: { key: 'amount.available' },
    });
  });
});

describe('quick amounts and bonus', () => {
  it('offers amounts inside the limits only', () => {
    expect(quickAmounts('10.00', '50000.00')).toEqual([1_000n, 2_000n, 5_000n, 10_000n, 20_000n, 50_000n]);
    expect(quickAmounts('15.00', '60.00')).toEqual([1_500n, 2_000n, 5_000n]);
  });

  it('caps the bonus', () => {
    const percent = { percent: 100, fixedAmount: null, maxBonus: '500.00' };
    expect(promotionBonus(5_000n, percent)).toBe(5_000n);
    expect(promotionBonus(100_000n, percent)).toBe(50_000n);
    // A fixed bonus (issue 18) whatever the deposit.
    expect(promotionBonus(100_000n, { percent: null, fixedAmount: '20.00', maxBonus: '20.00' })).toBe(2_000n);
  });
});

describe('normalizeTypedAmount', () => {
  it('accepts a Brazilian decimal comma but never guesses thousands', () => {
    expect(normalizeTypedAmount(' 50,25 ')).toBe('50.25');
    expect(normalizeTypedAmount('1.000,50')).toBe('1.000,50');
  });
});
