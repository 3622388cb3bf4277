import { describe, expect, it } from 'vitest';
import { periodRng } from './lottery-bets.ts';
import { LOTTERY_GAMES, rulesOf } from './lottery-games.ts';
import { vietnamNorthRules, vietnamSouthRules } from './vietnam.ts';

const SEED = 'a1'.repeat(32);

describe('lottery draws', () => {
  it('replay exactly from the revealed seed, and differ between periods', () => {
    for (const game of LOTTERY_GAMES) {
      const rules = rulesOf(game);
      const once = rules.draw(periodRng(SEED, game.code, '20261125-0001'));
      expect(rules.draw(periodRng(SEED, game.code, '20261125-0001'))).toEqual(once);
      expect(rules.draw(periodRng(SEED, game.code, '20261125-0002'))).not.toEqual(once);
    }
  });

  it('draw every prize tier with its count of numbers and digits', () => {
    const north = vietnamNorthRules.draw(periodRng(SEED, 'ficha_lotto_vn', '20261125'));
    // Each tier as name:count x digits, special prize first.
    expect(
      north.tiers.map((tier) => `${tier.name}:${tier.numbers.length}x${tier.numbers[0]!.length}`),
    ).toEqual([
      'special:1x5',
      'first:1x5',
      'second:2x5',
      'third:6x5',
      'fourth:4x4',
      'fifth:6x4',
      'sixth:3x3',
      'seventh:4x2',
    ]);
    const south = vietnamSouthRules.draw(periodRng(SEED, 'ficha_lotto_sea', '20261125'));
    expect(south.tiers.flatMap((tier) => tier.numbers)).toHaveLength(18);
    expect(south.tiers.at(-1)).toMatchObject({ name: 'eighth' });
    expect(south.tiers[0]!.numbers[0]).toMatch(/^\d{6}$/);
  });

  it('keep every bet type of every game at or under its declared return', () => {
    for (const game of LOTTERY_GAMES) {
      expect(rulesOf(game).rtpE6).toBeLessThanOrEqual(970_000);
    }
  });
});
