import type { Rng } from '../fairness.ts';
import { fairRng } from '../fairness.ts';

/**
 * The shape every lottery game's maths shares (issue 14). A game draws a result from the period's
 * fair random source, and each of its bet types says which picks it accepts and how many times a
 * pick hits a result: 0 or 1 for most bets, the number of matching prize numbers for a Vietnamese
 * "lô", which pays once per occurrence.
 *
 * Payouts are integers in 1/10,000 of the stake (see payout.ts), per hit. A bet type's default
 * payout comes from its exact chance and the game's declared return, rounded down to two decimals,
 * so the house edge of every bet is stated once, in the game's table, and is never above it.
 */

/** What a player picks for one sub-order, in its canonical text form: "12", "3:7", "" for big/small. */
export type LotteryPick = string;

export interface LotteryBetType<Result> {
  /** Stable code stored with the sub-order: "sum", "big", "lo2", ... */
  code: string;
  /** Does this pick text name a valid choice for the bet? */
  validPick(pick: LotteryPick): boolean;
  /** Every valid pick, when there are few ("4" to "17"); otherwise unset (two-digit numbers). */
  picks?: readonly LotteryPick[];
  /** A valid pick, to state the odds of a bet whose picks all pay the same. */
  samplePick: LotteryPick;
  /** How many times the pick hits the result (0 = lost). */
  hits(result: Result, pick: LotteryPick): number;
  /** The expected number of hits of a pick: its chance of winning for a one-hit bet. */
  expectedHits(pick: LotteryPick): number;
}

export interface LotteryRules<Result> {
  /** The game's maths family. */
  kind: LotteryKind;
  /** Declared return to player of every default payout, in millionths (950_000 = 95%). */
  rtpE6: number;
  betTypes: readonly LotteryBetType<Result>[];
  draw(rng: Rng): Result;
}

export type LotteryKind = 'dice3' | 'digits5' | 'vietnam-north' | 'vietnam-south';

/**
 * The period's random source: the fairness core's byte stream keyed by the period's server seed,
 * with the game and period number as the message, so a revealed seed replays exactly one draw.
 */
export function periodRng(serverSeed: string, gameCode: string, numero: string): Rng {
  return fairRng(serverSeed, `${gameCode}:${numero}`, 0);
}

/** The default payout per hit, in 1/10,000ths, of a pick whose expected hits are `expected`. */
export function defaultPayoutE4(rtpE6: number, expected: number): number {
  if (!(expected > 0)) throw new RangeError(`expected hits ${expected}`);
  // Two decimals (units of 100 in E4), rounded down: the bet never returns more than declared.
  return Math.floor(rtpE6 / 100 / expected / 100 + 1e-9) * 100;
}

export function betTypeOf<Result>(
  rules: LotteryRules<Result>,
  code: string,
): LotteryBetType<Result> | undefined {
  return rules.betTypes.find((type) => type.code === code);
}

/** What a bet accepts as a pick. */
export interface PickRule {
  valid(pick: LotteryPick): boolean;
  sample: LotteryPick;
  all?: readonly LotteryPick[];
}

/** A bet type's pick fields from its rule. */
export function picksOf(rule: PickRule): Pick<LotteryBetType<unknown>, 'validPick' | 'picks' | 'samplePick'> {
  return { validPick: rule.valid, samplePick: rule.sample, ...(rule.all ? { picks: rule.all } : {}) };
}

/** A bet that wins once or not at all, with its chance of winning per pick. */
export function oneHitBet<Result>(
  code: string,
  pick: PickRule,
  wins: (result: Result, pick: LotteryPick) => boolean,
  chance: (pick: LotteryPick) => number,
): LotteryBetType<Result> {
  return { code, ...picksOf(pick), hits: (result, p) => (wins(result, p) ? 1 : 0), expectedHits: chance };
}

/** The chance of a predicate over a small set of equally likely results, counted exactly. */
export function countedChance<Result>(
  allResults: readonly Result[],
  wins: (result: Result, pick: LotteryPick) => boolean,
): (pick: LotteryPick) => number {
  const chances = new Map<LotteryPick, number>();
  return (pick) => {
    let chance = chances.get(pick);
    if (chance === undefined) {
      chance = allResults.filter((result) => wins(result, pick)).length / allResults.length;
      chances.set(pick, chance);
    }
    return chance;
  };
}

/** Picks of a fixed list ("" for a bet with nothing to pick, like big or small). */
export function oneOf(...picks: LotteryPick[]): PickRule {
  return { valid: (pick) => picks.includes(pick), sample: picks[0]!, all: picks };
}

const DIGITS = /^\d+$/;

/** Exactly `digits` decimal digits: "07", "123". */
export function digitsPick(digits: number): PickRule {
  return { valid: (pick) => pick.length === digits && DIGITS.test(pick), sample: '0'.repeat(digits) };
}
