import { describe, expect, it } from 'vitest';
import { bpOf, checkRebates, formatRate, percentOf } from './rebate-rates';

describe('rebate rates as percents', () => {
  it('turns basis points into two-decimal percents and back without floats', () => {
    expect(percentOf(0)).toBe('0.00');
    expect(percentOf(5)).toBe('0.05');
    expect(percentOf(125)).toBe('1.25');
    expect(percentOf(1000)).toBe('10.00');
    expect(bpOf('1.25')).toBe(125);
    expect(bpOf('1,5')).toBe(150);
    expect(bpOf(' 10 ')).toBe(1000);
    expect(bpOf('0.07')).toBe(7);
    for (const bad of ['', '1.255', '-1', '1e2', 'abc', '1.']) expect(bpOf(bad), bad).toBeNaN();
  });

  it("shows a rate in the console's language", () => {
    expect(formatRate(125, 'EN')).toBe('1.25%');
    expect(formatRate(50, 'PT')).toBe('0,50%');
  });

  it('refuses a rate above 10% and a quota that is not a whole number, as the contract does', () => {
    const draft = {
      rates: [{ gameType: 'RNG', percent: '10.01' }],
      quotas: [{ percent: '1', quota: '2.5' }],
      reason: ' ',
    };
    expect(checkRebates(draft)).toEqual({
      body: null,
      issues: new Set(['rates.0.rateBp', 'quotas.0.quota', 'reason']),
    });
    expect(
      checkRebates({ ...draft, rates: [{ gameType: 'RNG', percent: '10' }], quotas: [], reason: 'ok' }),
    ).toEqual({
      body: { rates: [{ gameType: 'RNG', rateBp: 1000 }], quotas: [], reason: 'ok' },
      issues: new Set(),
    });
  });
});
