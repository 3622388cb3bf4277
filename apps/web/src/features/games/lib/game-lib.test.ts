import { describe, expect, it } from 'vitest';
import { jackpotDelayMs, jackpotStart, jackpotStep } from './jackpot';
import { tileStyleOf } from './tile-style';

describe('tile style (spec section 2)', () => {
  it('is nodeId modulo 6 plus 1', () => {
    expect(tileStyleOf('0')).toBe(1);
    expect(tileStyleOf('5')).toBe(6);
    expect(tileStyleOf('6')).toBe(1);
    expect(tileStyleOf('1003')).toBe((1003 % 6) + 1);
  });

  it('gives any other id a style from 1 to 6', () => {
    const style = tileStyleOf('abc-9');
    expect(style).toBeGreaterThanOrEqual(1);
    expect(style).toBeLessThanOrEqual(6);
  });
});

describe('jackpot counter (spec section 4)', () => {
  it('starts between 2,000,000 and 2,100,000', () => {
    expect(jackpotStart(() => 0)).toBe(2_000_000);
    expect(jackpotStart(() => 0.999_999_9)).toBe(2_100_000);
  });

  it('adds 100 to 500', () => {
    expect(jackpotStep(() => 0)).toBe(100);
    expect(jackpotStep(() => 0.999_999_9)).toBe(500);
  });

  it('waits 3, 4 or 5 seconds', () => {
    expect(jackpotDelayMs(() => 0)).toBe(3000);
    expect(jackpotDelayMs(() => 0.5)).toBe(4000);
    expect(jackpotDelayMs(() => 0.999_999_9)).toBe(5000);
  });
});
