import { dice3Rules } from './dice3.ts';
import { digits5Rules } from './digits5.ts';
import type { LotteryKind, LotteryRules } from './lottery-bets.ts';
import type { LotterySchedule } from './lottery-schedule.ts';
import { vietnamNorthRules, vietnamSouthRules } from './vietnam.ts';

/**
 * The in-house lottery's games (issue 14). "ent" (entertainment) games draw every few minutes,
 * "trad" (traditional) games once a day; the Vietnamese games come in the VN prize mode (northern
 * tiers, special prize to the 7th) and the SEA prize mode (southern tiers, to the 8th).
 */
/** The wallet's vendor code of the in-house lottery's game sessions and bets. */
export const LOTTERY_VENDOR = 'FICHA_LOTTO';

export type LotteryPlayType = 'ent' | 'trad';
export type PrizeMode = 'VN' | 'SEA';

export interface LotteryGame {
  code: string;
  kind: LotteryKind;
  playType: LotteryPlayType;
  prizeMode: PrizeMode | null;
  schedule: LotterySchedule;
  names: { PT: string; EN: string };
  minBet: string;
  maxBet: string;
  /** Defaults a merchant may change: the most one period may pay on one pick (one hit), the most
   * one member may stake on one period. */
  maxPickLiability: string;
  maxPeriodStake: string;
}

// biome-ignore lint/suspicious/noExplicitAny: each game pairs with the rules of its own result type
export const LOTTERY_RULES: Record<LotteryKind, LotteryRules<any>> = {
  dice3: dice3Rules,
  digits5: digits5Rules,
  'vietnam-north': vietnamNorthRules,
  'vietnam-south': vietnamSouthRules,
};

const every = (seconds: number, closeBeforeSeconds: number): LotterySchedule => ({
  kind: 'interval',
  seconds,
  closeBeforeSeconds,
});

export const LOTTERY_GAMES: readonly LotteryGame[] = [
  {
    code: 'ficha_lotto_k3_1m',
    kind: 'dice3',
    playType: 'ent',
    prizeMode: null,
    schedule: every(60, 10),
    names: { PT: 'Dados Rápidos 1 min', EN: 'Fast Dice 1 min' },
    minBet: '1.00',
    maxBet: '5000.00',
    maxPickLiability: '200000.00',
    maxPeriodStake: '20000.00',
  },
  {
    code: 'ficha_lotto_k3_3m',
    kind: 'dice3',
    playType: 'ent',
    prizeMode: null,
    schedule: every(180, 20),
    names: { PT: 'Dados Rápidos 3 min', EN: 'Fast Dice 3 min' },
    minBet: '1.00',
    maxBet: '5000.00',
    maxPickLiability: '200000.00',
    maxPeriodStake: '20000.00',
  },
  {
    code: 'ficha_lotto_5d_1m',
    kind: 'digits5',
    playType: 'ent',
    prizeMode: null,
    schedule: every(60, 10),
    names: { PT: 'Loto 5 Dígitos 1 min', EN: '5-Digit Lotto 1 min' },
    minBet: '1.00',
    maxBet: '5000.00',
    maxPickLiability: '200000.00',
    maxPeriodStake: '20000.00',
  },
  {
    code: 'ficha_lotto_5d_5m',
    kind: 'digits5',
    playType: 'ent',
    prizeMode: null,
    schedule: every(300, 30),
    names: { PT: 'Loto 5 Dígitos 5 min', EN: '5-Digit Lotto 5 min' },
    minBet: '1.00',
    maxBet: '5000.00',
    maxPickLiability: '200000.00',
    maxPeriodStake: '20000.00',
  },
  {
    code: 'ficha_elotto_vn_5m',
    kind: 'vietnam-north',
    playType: 'ent',
    prizeMode: 'VN',
    schedule: every(300, 30),
    names: { PT: 'Loto Vietnã Eletrônica 5 min', EN: 'Electronic Vietnam Lotto 5 min' },
    minBet: '1.00',
    maxBet: '2000.00',
    maxPickLiability: '200000.00',
    maxPeriodStake: '10000.00',
  },
  {
    code: 'ficha_lotto_vn',
    kind: 'vietnam-north',
    playType: 'trad',
    prizeMode: 'VN',
    schedule: { kind: 'daily', drawAt: '18:15', closeBeforeSeconds: 900 },
    names: { PT: 'Loto Vietnã Norte', EN: 'Vietnam Lotto North' },
    minBet: '1.00',
    maxBet: '2000.00',
    maxPickLiability: '200000.00',
    maxPeriodStake: '10000.00',
  },
  {
    code: 'ficha_lotto_sea',
    kind: 'vietnam-south',
    playType: 'trad',
    prizeMode: 'SEA',
    schedule: { kind: 'daily', drawAt: '16:15', closeBeforeSeconds: 900 },
    names: { PT: 'Loto Vietnã Sul', EN: 'Vietnam Lotto South' },
    minBet: '1.00',
    maxBet: '2000.00',
    maxPickLiability: '200000.00',
    maxPeriodStake: '10000.00',
  },
];

export function lotteryGame(code: string): LotteryGame | undefined {
  return LOTTERY_GAMES.find((game) => game.code === code);
}

export function rulesOf(game: LotteryGame): LotteryRules<unknown> {
  return LOTTERY_RULES[game.kind];
}
