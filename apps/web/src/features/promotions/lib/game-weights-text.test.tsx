import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { gameWeightsText } from './game-weights-text';

// The /m/activityDetail terms' weights line (issue 18 part 1): a promotion's own weights, grouped
// by percent, heaviest first, a game type by its lobby name and a single game by its own.
const names: Record<string, string> = { 'category.RNG': 'Slots', 'category.CRASH': 'Crash' };
const t = ((key: string, options?: { defaultValue?: string }) =>
  names[key] ?? options?.defaultValue) as TFunction;

describe('gameWeightsText', () => {
  it('groups the weights by percent, heaviest first', () => {
    expect(
      gameWeightsText(
        [
          { gameType: 'CRASH', game: null, weightPercent: 10 },
          { gameType: 'RNG', game: null, weightPercent: 50 },
          { gameType: null, game: 'Dice', weightPercent: 10 },
          { gameType: 'LOTTERY', game: null, weightPercent: 0 },
        ],
        t,
      ),
    ).toBe('50%: Slots · 10%: Crash, Dice · 0%: LOTTERY');
  });
});
