import type { Rng } from '../fairness.ts';
import {
  countedChance,
  type LotteryPick,
  type LotteryRules,
  oneHitBet,
  oneOf,
  type PickRule,
} from './lottery-bets.ts';

/**
 * Three dice, drawn every few minutes (the "fast 3" family). Big is a total of 11 to 17 and small
 * 4 to 10, odd and even go by the total, and a triple loses all four, as at a sic bo table.
 */
export type Dice3Result = readonly [number, number, number];

const FACES = ['1', '2', '3', '4', '5', '6'];

const ALL_THROWS: Dice3Result[] = [];
for (let a = 1; a <= 6; a += 1)
  for (let b = 1; b <= 6; b += 1) for (let c = 1; c <= 6; c += 1) ALL_THROWS.push([a, b, c]);

export const dice3Total = (dice: Dice3Result) => dice[0] + dice[1] + dice[2];
export const isTriple = (dice: Dice3Result) => dice[0] === dice[1] && dice[1] === dice[2];
const countOf = (dice: Dice3Result, face: number) => dice.filter((die) => die === face).length;

function bet(code: string, pick: PickRule, wins: (dice: Dice3Result, pick: LotteryPick) => boolean) {
  return oneHitBet(code, pick, wins, countedChance(ALL_THROWS, wins));
}

const SUMS = Array.from({ length: 14 }, (_, i) => String(i + 4));

export const dice3Rules: LotteryRules<Dice3Result> = {
  kind: 'dice3',
  rtpE6: 960_000,
  betTypes: [
    bet('sum', oneOf(...SUMS), (dice, pick) => dice3Total(dice) === Number(pick)),
    bet('big', oneOf(''), (dice) => !isTriple(dice) && dice3Total(dice) >= 11),
    bet('small', oneOf(''), (dice) => !isTriple(dice) && dice3Total(dice) <= 10),
    bet('odd', oneOf(''), (dice) => !isTriple(dice) && dice3Total(dice) % 2 === 1),
    bet('even', oneOf(''), (dice) => !isTriple(dice) && dice3Total(dice) % 2 === 0),
    bet('triple', oneOf(...FACES), (dice, pick) => isTriple(dice) && dice[0] === Number(pick)),
    bet('any_triple', oneOf(''), isTriple),
    bet('pair', oneOf(...FACES), (dice, pick) => countOf(dice, Number(pick)) >= 2),
  ],
  draw: (rng: Rng) => [rng.int(6) + 1, rng.int(6) + 1, rng.int(6) + 1],
};
