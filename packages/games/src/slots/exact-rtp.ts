import {
  lineGameTotals,
  type RowChances,
  scatterStopCounts,
  waysExpectedPayoutE4,
  waysMaxWinBoundE4,
} from './analysis.ts';
import {
  DRAGON_VAULT_BASE_STRIPS,
  DRAGON_VAULT_BUY_COST,
  DRAGON_VAULT_FREE_SPINS,
  DRAGON_VAULT_FREE_STRIPS,
  DRAGON_VAULT_PAYING_SYMBOLS,
  DRAGON_VAULT_PAYS,
  DRAGON_VAULT_SCATTER,
  DRAGON_VAULT_TRIGGER,
  DRAGON_VAULT_WILD,
} from './dragon-vault.ts';
import { FRUIT_LINES_CONFIG } from './fruit-lines.ts';
import {
  MEGA_WAYS_MAX_ROWS,
  MEGA_WAYS_MIN_ROWS,
  MEGA_WAYS_PAYING_SYMBOLS,
  MEGA_WAYS_PAYS,
  MEGA_WAYS_ROW_WEIGHTS,
  MEGA_WAYS_STRIPS,
  MEGA_WAYS_WILD,
} from './mega-ways.ts';
import type { ReelStrip } from './reels.ts';

/**
 * Each slot's return computed exactly from its strips and paytable (analysis.ts). Dragon Vault's
 * figures leave out its 5,000x cap, whose cost the simulation (tools/simulate.ts) measures.
 */

export function fruitLinesExactRtp(): number {
  return lineGameTotals(FRUIT_LINES_CONFIG).rtp;
}

export function megaWaysExactRtp(): number {
  const total = MEGA_WAYS_ROW_WEIGHTS.reduce((sum, weight) => sum + weight, 0);
  const chances: RowChances = [
    ...new Array<number>(MEGA_WAYS_MIN_ROWS).fill(0),
    ...MEGA_WAYS_ROW_WEIGHTS.map((weight) => weight / total),
  ];
  const bySymbol = waysExpectedPayoutE4(
    MEGA_WAYS_STRIPS,
    MEGA_WAYS_STRIPS.map(() => chances),
    MEGA_WAYS_PAYS,
    MEGA_WAYS_WILD,
    MEGA_WAYS_PAYING_SYMBOLS,
  );
  return sumOf(bySymbol) / 10_000;
}

/** No Carnival Megaways spin pays more than this (payoutE4). */
export function megaWaysMaxWinBoundE4(): number {
  return waysMaxWinBoundE4(
    MEGA_WAYS_STRIPS,
    MEGA_WAYS_MAX_ROWS,
    MEGA_WAYS_PAYS,
    MEGA_WAYS_WILD,
    MEGA_WAYS_PAYING_SYMBOLS,
  );
}

export interface DragonVaultExact {
  /** The paid spin's own ways pays, per stake. */
  spinWays: number;
  /** Chance that a paid spin opens the vault. */
  triggerChance: number;
  /** A free spin's wins before its multiplier, per base stake. */
  freeSpinWays: number;
  /** The ten free spins with their multipliers 1..10, per base stake. */
  freeSpinsMean: number;
  /** spinWays + triggerChance x freeSpinsMean. */
  spinRtp: number;
  /** freeSpinsMean / DRAGON_VAULT_BUY_COST. */
  buyRtp: number;
}

export function dragonVaultExact(): DragonVaultExact {
  const waysPerStake = (strips: readonly ReelStrip[]): number =>
    sumOf(
      waysExpectedPayoutE4(
        strips,
        strips.map(() => [0, 0, 0, 1]),
        DRAGON_VAULT_PAYS,
        DRAGON_VAULT_WILD,
        DRAGON_VAULT_PAYING_SYMBOLS,
      ),
    ) / 10_000;
  const spinWays = waysPerStake(DRAGON_VAULT_BASE_STRIPS);
  const byCount = scatterStopCounts(DRAGON_VAULT_BASE_STRIPS, 3, DRAGON_VAULT_SCATTER);
  const combos = byCount.reduce((sum, stops) => sum + stops, 0);
  const triggerChance = byCount.slice(DRAGON_VAULT_TRIGGER).reduce((sum, stops) => sum + stops, 0) / combos;
  const freeSpinWays = waysPerStake(DRAGON_VAULT_FREE_STRIPS);
  const multipliers = (DRAGON_VAULT_FREE_SPINS * (DRAGON_VAULT_FREE_SPINS + 1)) / 2;
  const freeSpinsMean = freeSpinWays * multipliers;
  return {
    spinWays,
    triggerChance,
    freeSpinWays,
    freeSpinsMean,
    spinRtp: spinWays + triggerChance * freeSpinsMean,
    buyRtp: freeSpinsMean / DRAGON_VAULT_BUY_COST,
  };
}

function sumOf(values: Map<number, number>): number {
  let sum = 0;
  for (const value of values.values()) sum += value;
  return sum;
}
