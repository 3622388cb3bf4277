import type { InstantGameRules } from '../game-rules.ts';

/**
 * Dice: a roll from 00.00 to 99.99 (10,000 equally likely values). The player picks a target and
 * a side; the payout is 0.99 divided by the chance of winning, so the return is 99% whatever the
 * choice.
 */
export const DICE_ROLLS = 10_000;
/** Targets in hundredths: 2.00 to 98.00. */
export const DICE_MIN_TARGET = 200;
export const DICE_MAX_TARGET = 9_800;
export const DICE_RTP_E8 = 99_000_000;

export interface DiceParams {
  /** Hundredths: 5000 means 50.00. */
  target: number;
  direction: 'under' | 'over';
}

export interface DiceOutcome {
  /** 0..9999, shown as 00.00..99.99. */
  roll: number;
  won: boolean;
}

export function diceWinningRolls(params: DiceParams): number {
  return params.direction === 'under' ? params.target : DICE_ROLLS - params.target;
}

/** The multiplier paid on a win, in 1/10,000ths, rounded down. */
export function dicePayoutE4(params: DiceParams): number {
  return Math.floor(DICE_RTP_E8 / diceWinningRolls(params));
}

export const diceRules: InstantGameRules<DiceParams, DiceOutcome> = {
  code: 'ficha_dice',
  play(rng, params) {
    const roll = rng.int(DICE_ROLLS);
    const won = params.direction === 'under' ? roll < params.target : roll >= params.target;
    return { payoutE4: won ? dicePayoutE4(params) : 0, outcome: { roll, won } };
  },
};
