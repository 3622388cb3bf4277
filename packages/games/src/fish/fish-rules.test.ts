import { describe, expect, it } from 'vitest';
import { fairRng, type Rng } from '../fairness.ts';
import { measureRtp } from '../rtp-simulation.ts';
import { fishRtpModels } from './fish-rtp.ts';
import {
  FISH_CHANCE_SCALE,
  FISH_RTP_E6,
  FISH_SPECIES,
  FISH_SPECIES_IDS,
  fishHitChanceE6,
  fishRules,
  fishShotRtp,
  isFishSpeciesId,
} from './fish-rules.ts';

/** An Rng that answers int() with the given values in turn, to steer a shot. */
function scriptedRng(values: number[]): Rng {
  return {
    int(n) {
      const value = values.shift();
      if (value === undefined || value >= n) throw new Error(`unexpected int(${n})`);
      return value;
    },
    float: () => {
      throw new Error('unexpected float()');
    },
  };
}

describe('fish species table', () => {
  it('has 8 to 12 named species paying 2x to 300x', () => {
    expect(FISH_SPECIES.length).toBeGreaterThanOrEqual(8);
    expect(FISH_SPECIES.length).toBeLessThanOrEqual(12);
    expect(new Set(FISH_SPECIES_IDS).size).toBe(FISH_SPECIES.length);
    for (const species of FISH_SPECIES) {
      expect(species.names.PT.length).toBeGreaterThan(0);
      expect(species.names.EN.length).toBeGreaterThan(0);
      for (const prize of species.prizes) {
        expect(prize.multiplier).toBeGreaterThanOrEqual(2);
        expect(prize.multiplier).toBeLessThanOrEqual(300);
        expect(Number.isInteger(prize.multiplier) && Number.isInteger(prize.weight)).toBe(true);
      }
    }
    expect(isFishSpeciesId('golden_whale')).toBe(true);
    expect(isFishSpeciesId('kraken')).toBe(false);
  });

  it('gives every species a catch chance whose return is exactly 0.96', () => {
    for (const species of FISH_SPECIES) {
      const weights = species.prizes.reduce((sum, prize) => sum + prize.weight, 0);
      const paid = species.prizes.reduce((sum, prize) => sum + prize.multiplier * prize.weight, 0);
      // chance * mean multiplier = RTP, in integers: no rounding lost anywhere.
      expect(fishHitChanceE6(species) * paid, species.id).toBe(FISH_RTP_E6 * weights);
      expect(fishShotRtp(species)).toBe(0.96);
    }
    expect(fishHitChanceE6(FISH_SPECIES[0])).toBe(480_000); // sardine, 2x: 48%
  });
});

describe('a shot', () => {
  it('catches the fish when the draw is below its chance and pays its multiplier', () => {
    const chance = fishHitChanceE6(FISH_SPECIES[1]); // clownfish, 3x
    expect(fishRules.play(scriptedRng([chance - 1]), { species: 'clownfish' })).toEqual({
      payoutE4: 30_000,
      outcome: { species: 'clownfish', hit: true, multiplierE4: 30_000 },
    });
    expect(fishRules.play(scriptedRng([chance]), { species: 'clownfish' })).toEqual({
      payoutE4: 0,
      outcome: { species: 'clownfish', hit: false, multiplierE4: 0 },
    });
  });

  it('draws the king crab multiplier by weight in the same shot', () => {
    const shoot = (ticket: number) => fishRules.play(scriptedRng([0, ticket]), { species: 'king_crab' });
    expect([0, 3, 4, 6, 7, 8, 9].map((ticket) => shoot(ticket).payoutE4)).toEqual([
      500_000, 500_000, 1_000_000, 1_000_000, 2_000_000, 2_000_000, 3_000_000,
    ]);
    const miss = fishRules.play(scriptedRng([8_000]), { species: 'king_crab' });
    expect(miss.outcome).toEqual({ species: 'king_crab', hit: false, multiplierE4: 0 });
  });

  it('is replayed identically from the same seeds and refuses an unknown fish', () => {
    const play = () => fishRules.play(fairRng('server-seed', 'client-seed', 7), { species: 'shark' });
    expect(play()).toEqual(play());
    expect(() => fishRules.play(scriptedRng([0]), { species: 'kraken' })).toThrow(RangeError);
  });
});

describe('fish RTP', () => {
  it('declares 0.96 for every species, as the catalogue does', () => {
    expect(fishRtpModels.map((model) => model.declaredRtp)).toEqual(FISH_SPECIES.map(() => 0.96));
    expect(FISH_CHANCE_SCALE).toBe(1_000_000);
  });

  it('catches each fish as often as its chance says and returns 0.96, within 5 standard errors', () => {
    const shots = 20_000;
    for (const [i, model] of fishRtpModels.entries()) {
      const species = FISH_SPECIES[i]!;
      const m = measureRtp(model, shots, 20_240_611 + i);
      const chance = fishHitChanceE6(species) / FISH_CHANCE_SCALE;
      expect(Math.abs(m.hitRate - chance), species.id).toBeLessThan(
        5 * Math.sqrt((chance * (1 - chance)) / shots),
      );
      expect(Math.abs(m.measured - 0.96), species.id).toBeLessThan(5 * m.standardError);
    }
  });
});
