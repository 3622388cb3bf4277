import { describe, expect, it } from 'vitest';
import { rngFromWords } from '../fairness.ts';
import { moneyWheelRtpModels } from './money-wheel-rtp.ts';
import {
  drawWheel,
  WHEEL_BOOSTS,
  WHEEL_LABELS,
  WHEEL_SEGMENTS,
  wheelBetRtp,
  wheelOutcome,
  wheelPayoutE4,
} from './wheel.ts';

describe('the money wheel', () => {
  it('has 54 segments and a 25-position boost reel as the rules sheet says', () => {
    const count = (label: number) => WHEEL_SEGMENTS.filter((l) => l === label).length;
    expect(WHEEL_SEGMENTS).toHaveLength(54);
    expect(WHEEL_LABELS.map(count)).toEqual([24, 16, 7, 4, 2, 1]);
    expect(WHEEL_BOOSTS).toHaveLength(25);
    expect(WHEEL_BOOSTS.filter((b) => b === null)).toHaveLength(3);
  });

  it('returns about 96% on every bet, exactly as declared', () => {
    const rtp = WHEEL_LABELS.map((l) => wheelBetRtp(l));
    expect(rtp.map((r) => r.numerator)).toEqual([1296, 1296, 1295, 1300, 1290, 1305]);
    expect(rtp.every((r) => r.denominator === 1350)).toBe(true);
    // Enumerating every (segment, boost position) pair gives the same numbers.
    for (const label of WHEEL_LABELS) {
      let returned = 0;
      for (let segment = 0; segment < 54; segment += 1) {
        for (let position = 0; position < 25; position += 1) {
          const words = [segment, position];
          const outcome = drawWheel(rngFromWords(() => words.shift()!));
          returned += wheelPayoutE4(label, outcome) / 10_000;
        }
      }
      expect(returned).toBe(wheelBetRtp(label).numerator);
    }
    expect(moneyWheelRtpModels.map((m) => m.declaredRtp.toFixed(6))).toEqual([
      '0.960000',
      '0.960000',
      '0.959259',
      '0.962963',
      '0.955556',
      '0.966667',
    ]);
  });

  it('pays a boosted win label x factor to 1', () => {
    const boosted = {
      segment: 0,
      label: 40 as const,
      boostPosition: 0,
      boost: { label: 40 as const, factor: 2 },
    };
    expect(wheelPayoutE4(40, boosted)).toBe(81 * 10_000);
    expect(wheelPayoutE4(1, boosted)).toBe(0);
    const plain = { ...boosted, boost: null };
    expect(wheelPayoutE4(40, plain)).toBe(41 * 10_000);
  });

  it('draws the same outcome from the same hash and salt', () => {
    const hash = 'ab'.repeat(32);
    expect(wheelOutcome(hash, 'salt')).toEqual(wheelOutcome(hash, 'salt'));
    expect(WHEEL_SEGMENTS[wheelOutcome(hash, 'salt').segment]).toBe(wheelOutcome(hash, 'salt').label);
  });
});
