import type { Rng } from '../fairness.ts';
import { digitsPick, type LotteryPick, type LotteryRules, oneHitBet, oneOf } from './lottery-bets.ts';

/**
 * Five digits, 0 to 9 each, drawn every few minutes. Positions are numbered 1 (the first ball) to 5.
 * Per position: the digit, big (5-9) or small (0-4), odd or even. On the total (0 to 45, symmetric
 * about 22.5): big (23 or more) or small, odd or even. Straights on the first or last two or three
 * digits. Dragon (first ball above the last), tiger (below) and tie.
 */
export type Digits5Result = readonly number[];

const POSITIONS = ['1', '2', '3', '4', '5'];
const POSITION_DIGITS = POSITIONS.flatMap((position) =>
  Array.from({ length: 10 }, (_, digit) => `${position}:${digit}`),
);

const total = (digits: Digits5Result) => digits.reduce((sum, digit) => sum + digit, 0);
const at = (digits: Digits5Result, position: LotteryPick) => digits[Number(position) - 1]!;
const half = () => 1 / 2;

function straight(code: string, from: 'front' | 'back', length: number) {
  return oneHitBet<Digits5Result>(
    code,
    digitsPick(length),
    (digits, pick) =>
      (from === 'front' ? digits.slice(0, length) : digits.slice(5 - length)).join('') === pick,
    () => 10 ** -length,
  );
}

export const digits5Rules: LotteryRules<Digits5Result> = {
  kind: 'digits5',
  rtpE6: 970_000,
  betTypes: [
    oneHitBet(
      'position',
      oneOf(...POSITION_DIGITS),
      (digits, pick) => {
        const [position, digit] = pick.split(':');
        return at(digits, position!) === Number(digit);
      },
      () => 1 / 10,
    ),
    oneHitBet('position_big', oneOf(...POSITIONS), (digits, pick) => at(digits, pick) >= 5, half),
    oneHitBet('position_small', oneOf(...POSITIONS), (digits, pick) => at(digits, pick) <= 4, half),
    oneHitBet('position_odd', oneOf(...POSITIONS), (digits, pick) => at(digits, pick) % 2 === 1, half),
    oneHitBet('position_even', oneOf(...POSITIONS), (digits, pick) => at(digits, pick) % 2 === 0, half),
    oneHitBet('sum_big', oneOf(''), (digits) => total(digits) >= 23, half),
    oneHitBet('sum_small', oneOf(''), (digits) => total(digits) <= 22, half),
    oneHitBet('sum_odd', oneOf(''), (digits) => total(digits) % 2 === 1, half),
    oneHitBet('sum_even', oneOf(''), (digits) => total(digits) % 2 === 0, half),
    straight('front2', 'front', 2),
    straight('back2', 'back', 2),
    straight('front3', 'front', 3),
    straight('back3', 'back', 3),
    oneHitBet(
      'dragon',
      oneOf(''),
      (digits) => digits[0]! > digits[4]!,
      () => 45 / 100,
    ),
    oneHitBet(
      'tiger',
      oneOf(''),
      (digits) => digits[0]! < digits[4]!,
      () => 45 / 100,
    ),
    oneHitBet(
      'tie',
      oneOf(''),
      (digits) => digits[0] === digits[4],
      () => 10 / 100,
    ),
  ],
  draw: (rng: Rng) => Array.from({ length: 5 }, () => rng.int(10)),
};
