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

/**
 * The spec's lottery vendor codes under which the catalogue lists these games (LOTT: the fast and
 * daily draws; ELOTT: the electronic one); all of them play under LOTTERY_VENDOR.
 */
export const LOTTERY_CATALOGUE_VENDORS = ['LOTT', 'ELOTT'] as const;

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

const FAST_LIMITS = {
  minBet: '1.00',
  maxBet: '5000.00',
  maxPickLiability: '200000.00',
  maxPeriodStake: '20000.00',
};
const VIETNAM_LIMITS = {
  minBet: '1.00',
  maxBet: '2000.00',
  maxPickLiability: '200000.00',
  maxPeriodStake: '10000.00',
};

/** An entertainment game drawn every `minutes`, closing `closeBeforeSeconds` before each draw. */
function everyFewMinutes(
  code: string,
  kind: LotteryKind,
  minutes: number,
  closeBeforeSeconds: number,
  names: LotteryGame['names'],
  prizeMode: PrizeMode | null = null,
): LotteryGame {
  const schedule: LotterySchedule = { kind: 'interval', seconds: minutes * 60, closeBeforeSeconds };
  const limits = prizeMode ? VIETNAM_LIMITS : FAST_LIMITS;
  return { code, kind, playType: 'ent', prizeMode, schedule, names, ...limits };
}

/** A traditional game drawn daily at `drawAt` local time; bets close 15 minutes before. */
function daily(
  code: string,
  kind: LotteryKind,
  prizeMode: PrizeMode,
  drawAt: string,
  names: LotteryGame['names'],
): LotteryGame {
  const schedule: LotterySchedule = { kind: 'daily', drawAt, closeBeforeSeconds: 900 };
  return { code, kind, playType: 'trad', prizeMode, schedule, names, ...VIETNAM_LIMITS };
}

export const LOTTERY_GAMES: readonly LotteryGame[] = [
  everyFewMinutes('ficha_lotto_k3_1m', 'dice3', 1, 10, { PT: 'Dados Rápidos 1 min', EN: 'Fast Dice 1 min' }),
  everyFewMinutes('ficha_lotto_k3_3m', 'dice3', 3, 20, { PT: 'Dados Rápidos 3 min', EN: 'Fast Dice 3 min' }),
  everyFewMinutes('ficha_lotto_5d_1m', 'digits5', 1, 10, {
    PT: 'Loto 5 Dígitos 1 min',
    EN: '5-Digit Lotto 1 min',
  }),
  everyFewMinutes('ficha_lotto_5d_5m', 'digits5', 5, 30, {
    PT: 'Loto 5 Dígitos 5 min',
    EN: '5-Digit Lotto 5 min',
  }),
  everyFewMinutes(
    'ficha_elotto_vn_5m',
    'vietnam-north',
    5,
    30,
    { PT: 'Loto Vietnã Eletrônica 5 min', EN: 'Electronic Vietnam Lotto 5 min' },
    'VN',
  ),
  daily('ficha_lotto_vn', 'vietnam-north', 'VN', '18:15', {
    PT: 'Loto Vietnã Norte',
    EN: 'Vietnam Lotto North',
  }),
  daily('ficha_lotto_sea', 'vietnam-south', 'SEA', '16:15', {
    PT: 'Loto Vietnã Sul',
    EN: 'Vietnam Lotto South',
  }),
];

export function lotteryGame(code: string): LotteryGame | undefined {
  return LOTTERY_GAMES.find((game) => game.code === code);
}

export function rulesOf(game: LotteryGame): LotteryRules<unknown> {
  return LOTTERY_RULES[game.kind];
}
