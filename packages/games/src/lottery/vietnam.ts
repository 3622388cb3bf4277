import type { Rng } from '../fairness.ts';
import {
  digitsPick,
  type LotteryBetType,
  type LotteryRules,
  oneHitBet,
  type PickRule,
  picksOf,
} from './lottery-bets.ts';

/**
 * The Vietnamese traditional draw: prize tiers from the special prize down to the 7th (the
 * northern structure, 27 numbers, played in the "VN" prize mode) or the 8th (the southern
 * structure, 18 numbers, played in the "SEA" prize mode). Every number's digits are uniform.
 *
 * Bets: "lô" on the last two (lo2) or three (lo3) digits of every prize number, paid once per
 * number that ends so; "đề" (de) on the last two digits of the special prize and "3 càng" (cang3)
 * on its last three; in the southern structure "đầu" (head) on the 8th prize; "xiên" (xien2,
 * xien3) on two or three two-digit endings that must all appear among the prize numbers.
 */
export type PrizeTierName =
  | 'special'
  | 'first'
  | 'second'
  | 'third'
  | 'fourth'
  | 'fifth'
  | 'sixth'
  | 'seventh'
  | 'eighth';

export interface PrizeTier {
  name: PrizeTierName;
  numbers: string[];
}

export interface VietnamResult {
  tiers: PrizeTier[];
}

/** [tier, how many numbers, digits per number], special prize first. */
type Structure = ReadonlyArray<readonly [PrizeTierName, number, number]>;

const NORTH: Structure = [
  ['special', 1, 5],
  ['first', 1, 5],
  ['second', 2, 5],
  ['third', 6, 5],
  ['fourth', 4, 4],
  ['fifth', 6, 4],
  ['sixth', 3, 3],
  ['seventh', 4, 2],
];

const SOUTH: Structure = [
  ['special', 1, 6],
  ['first', 1, 5],
  ['second', 1, 5],
  ['third', 2, 5],
  ['fourth', 7, 5],
  ['fifth', 1, 4],
  ['sixth', 3, 4],
  ['seventh', 1, 3],
  ['eighth', 1, 2],
];

const allNumbers = (result: VietnamResult) => result.tiers.flatMap((tier) => tier.numbers);
const tierNumbers = (result: VietnamResult, name: PrizeTierName) =>
  result.tiers.find((tier) => tier.name === name)?.numbers ?? [];
const endsWith = (numbers: string[], ending: string) =>
  numbers.filter((number) => number.length >= ending.length && number.endsWith(ending)).length;

/** Two or three distinct two-digit endings joined by "-", in ascending order: "07-42". */
function xienPick(count: number): PickRule {
  const ending = digitsPick(2);
  return {
    valid(pick) {
      const parts = pick.split('-');
      return (
        parts.length === count &&
        parts.every((part, i) => ending.valid(part) && (i === 0 || part > parts[i - 1]!))
      );
    },
    sample: Array.from({ length: count }, (_, i) => `0${i}`).join('-'),
  };
}

/** The chance that `count` given endings all appear among `draws` uniform two-digit endings. */
function allAppearChance(count: number, draws: number): number {
  // Inclusion-exclusion over the endings that are missing.
  let chance = 0;
  let binomial = 1;
  for (let missing = 0; missing <= count; missing += 1) {
    chance += (missing % 2 === 0 ? 1 : -1) * binomial * (1 - missing / 100) ** draws;
    binomial = (binomial * (count - missing)) / (missing + 1);
  }
  return chance;
}

function vietnamRules(
  kind: 'vietnam-north' | 'vietnam-south',
  structure: Structure,
): LotteryRules<VietnamResult> {
  const numberCount = structure.reduce((sum, [, count]) => sum + count, 0);
  const threeDigitCount = structure.reduce((sum, [, count, digits]) => sum + (digits >= 3 ? count : 0), 0);
  const lo = (digits: number, draws: number): LotteryBetType<VietnamResult> => ({
    code: `lo${digits}`,
    ...picksOf(digitsPick(digits)),
    hits: (result, pick) => endsWith(allNumbers(result), pick),
    expectedHits: () => draws / 10 ** digits,
  });
  const xien = (count: number) =>
    oneHitBet<VietnamResult>(
      `xien${count}`,
      xienPick(count),
      (result, pick) => {
        const numbers = allNumbers(result);
        return pick.split('-').every((ending) => endsWith(numbers, ending) > 0);
      },
      () => allAppearChance(count, numberCount),
    );
  const special = (code: string, digits: number) =>
    oneHitBet<VietnamResult>(
      code,
      digitsPick(digits),
      (result, pick) => endsWith(tierNumbers(result, 'special'), pick) > 0,
      () => 10 ** -digits,
    );
  const betTypes = [
    lo(2, numberCount),
    lo(3, threeDigitCount),
    special('de', 2),
    special('cang3', 3),
    xien(2),
    xien(3),
  ];
  if (structure.some(([name]) => name === 'eighth')) {
    betTypes.push(
      oneHitBet<VietnamResult>(
        'head',
        digitsPick(2),
        (result, pick) => tierNumbers(result, 'eighth')[0] === pick,
        () => 1 / 100,
      ),
    );
  }
  return {
    kind,
    rtpE6: 950_000,
    betTypes,
    draw: (rng: Rng) => ({
      tiers: structure.map(([name, count, digits]) => ({
        name,
        numbers: Array.from({ length: count }, () => String(rng.int(10 ** digits)).padStart(digits, '0')),
      })),
    }),
  };
}

/** The "VN" prize mode: northern structure, special prize down to the 7th. */
export const vietnamNorthRules = vietnamRules('vietnam-north', NORTH);
/** The "SEA" prize mode: southern structure, special prize down to the 8th. */
export const vietnamSouthRules = vietnamRules('vietnam-south', SOUTH);
