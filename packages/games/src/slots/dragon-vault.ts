import type { Rng } from '../fairness.ts';
import type { InstantGameRules } from '../game-rules.ts';
import { type PaytableRow, paysFromThree, paytableRows } from './paytable.ts';
import {
  findScatters,
  type Grid,
  payingSymbols,
  type ReelStrip,
  type ScatterHit,
  type SlotSymbol,
  type SymbolId,
  stripFromLetters,
} from './reels.ts';
import { spinWays, type WaysPays, type WayWin } from './ways.ts';

/**
 * Dragon Vault (ficha_dragon_vault): 5 reels x 3 rows paying 243 ways (ways.ts). The dragon is
 * wild on reels 2 to 4. Three or more vaults anywhere open the vault: 10 free spins on richer
 * reels, free spin n multiplying its wins by n (x1, x2, ... x10), all played in the same round.
 * The free spins can also be bought for DRAGON_VAULT_BUY_COST times the stake.
 *
 * Every payoutE4 of this game is a multiple of the BASE stake (the bet the player chose), also
 * when the free spins were bought for 100 times it. A round pays at most 5,000x the base stake;
 * the free spins stop once that is reached. Return 96.5% for the spin and 96.5% for the purchase
 * (exact by symbol counts, see analysis.ts, and confirmed by simulation: tools/simulate.ts).
 */
export const DRAGON_VAULT_SYMBOLS: readonly SlotSymbol[] = [
  { id: 0, key: 'lotus', kind: 'low', names: { PT: 'Flor de Lótus', EN: 'Lotus' } },
  { id: 1, key: 'lantern', kind: 'low', names: { PT: 'Lanterna', EN: 'Lantern' } },
  { id: 2, key: 'fan', kind: 'low', names: { PT: 'Leque', EN: 'Fan' } },
  { id: 3, key: 'coin', kind: 'low', names: { PT: 'Moeda de Jade', EN: 'Jade Coin' } },
  { id: 4, key: 'koi', kind: 'high', names: { PT: 'Carpa Dourada', EN: 'Golden Koi' } },
  { id: 5, key: 'ingot', kind: 'high', names: { PT: 'Lingote de Ouro', EN: 'Gold Ingot' } },
  { id: 6, key: 'turtle', kind: 'high', names: { PT: 'Tartaruga de Jade', EN: 'Jade Turtle' } },
  { id: 7, key: 'pearl', kind: 'high', names: { PT: 'Pérola do Dragão', EN: 'Dragon Pearl' } },
  { id: 8, key: 'dragon', kind: 'wild', names: { PT: 'Dragão', EN: 'Dragon' } },
  { id: 9, key: 'vault', kind: 'scatter', names: { PT: 'Cofre', EN: 'Vault' } },
];

const LETTERS = 'LNFCKGJPDV';
export const DRAGON_VAULT_WILD = 8;
export const DRAGON_VAULT_SCATTER = 9;
export const DRAGON_VAULT_PAYING_SYMBOLS: readonly SymbolId[] = payingSymbols(DRAGON_VAULT_SYMBOLS);

/** The purchase price of the free spins, in base stakes: the server debits stake x 100. */
export const DRAGON_VAULT_BUY_COST = 100;
/**
 * A purchase may cost at most this many times the catalogue's max bet, which caps the stake a
 * purchase can be made at (dragonVaultMaxBuyStake).
 */
export const DRAGON_VAULT_BUY_LIMIT_IN_MAX_BETS = 10;
export const DRAGON_VAULT_FREE_SPINS = 10;
/** Vaults needed anywhere on the paid spin to open the vault. */
export const DRAGON_VAULT_TRIGGER = 3;
/** A round pays at most 5,000x the base stake. */
export const DRAGON_VAULT_MAX_WIN_E4 = 5_000 * 10_000;

/** The paid spin's reels: one vault on each reel, one dragon on reels 2 to 4. */
export const DRAGON_VAULT_BASE_STRIPS: readonly ReelStrip[] = [
  'LLCCJJNNKKFFLLPPVCCGGNNLLFFJJCKKLNNPFGG',
  'LLCCDNNJJFFKKPPLLCCVGGNNFFJLLCCKKNNPFGG',
  'FFGGLLCCNNDJJFFKKLLPPCCNNGGVFJLLCKKNNP',
  'FFGGLLCCNNJJDFFKKLLPPCCNNGGFVLLJCNNKKP',
  'KKPPFFLLGGCCNNJJFFKKLLCCPNNGGFLLVJJCNN',
].map((text) => stripFromLetters(text, LETTERS));

/** The free spins' reels: no vaults, five dragons on reels 2 to 4. */
export const DRAGON_VAULT_FREE_STRIPS: readonly ReelStrip[] = [
  'LLCCNNJJKKPPFFLLNNCCGGKKLLPPFFNNJJCCLKKNPFFG',
  'FFDGGLLCCNNDJJKKLLFFNNPPDCCGGLLKKDNNFFJJCCLDNKP',
  'KKPPFFDLLGGCCNNDKKLLJJFFNNDCCPLLKDGGNNFFLCCJJDN',
  'JJNNKKDFFLLPPNNCCGGDKKLLFFJJNNDCCLLPDKNGGFFDLCC',
  'GGLLCCNNJJKKLLFFPPNNCCGGLLKKNNFFJJCCLPKNFF',
].map((text) => stripFromLetters(text, LETTERS));

/** Pays per way for 3, 4 and 5 reels, in payoutE4 of the base stake (2_500 = 0.25x). */
const PAYS_PER_WAY: readonly (readonly number[])[] = [
  [2_500, 5_000, 12_500],
  [2_500, 5_000, 12_500],
  [2_500, 6_000, 15_000],
  [2_500, 6_000, 15_000],
  [5_000, 12_500, 25_000],
  [6_000, 20_000, 40_000],
  [7_500, 25_000, 60_000],
  [12_500, 40_000, 125_000],
];

export const DRAGON_VAULT_PAYS = DRAGON_VAULT_SYMBOLS.map(({ id }) => paysFromThree(PAYS_PER_WAY[id] ?? []));

/** For the rules sheet: pays per way, in payoutE4 of the base stake, before the free spin multiplier. */
export const DRAGON_VAULT_PAYTABLE: PaytableRow[] = paytableRows(DRAGON_VAULT_PAYS, DRAGON_VAULT_SYMBOLS);

export interface DragonVaultParams {
  /** Buy the free spins for DRAGON_VAULT_BUY_COST x the stake instead of spinning. */
  buy: boolean;
}

/** What the server debits for a round, in stakes: 1 for a spin, DRAGON_VAULT_BUY_COST for a purchase. */
export function dragonVaultCostInStakes(params: DragonVaultParams): number {
  return params.buy ? DRAGON_VAULT_BUY_COST : 1;
}

/** The highest stake (minor units) the free spins can be bought at, given the catalogue's max bet. */
export function dragonVaultMaxBuyStake(maxBetMinor: bigint): bigint {
  return (maxBetMinor * BigInt(DRAGON_VAULT_BUY_LIMIT_IN_MAX_BETS)) / BigInt(DRAGON_VAULT_BUY_COST);
}

/**
 * A round's payoutE4 of what it debited, as the round records keep it (win = debit x payoutE4):
 * the payout in base stakes divided by the stakes paid. Every pay per way is a multiple of 500
 * and the cap of 100, so a purchase's payout divides exactly and no cent is lost.
 */
export function dragonVaultPayoutOfDebitE4(payoutE4: number, params: DragonVaultParams): number {
  const stakesPaid = dragonVaultCostInStakes(params);
  if (payoutE4 % stakesPaid !== 0)
    throw new RangeError(`payoutE4 ${payoutE4} is not a multiple of ${stakesPaid}`);
  return payoutE4 / stakesPaid;
}

export interface DragonVaultSpin {
  /** Index of the top visible symbol on each strip. */
  stops: number[];
  /** grid[reel][row] of symbol ids (DRAGON_VAULT_SYMBOLS). */
  grid: Grid;
  /** Wins before the multiplier. */
  wins: WayWin[];
  /** 1 on the paid spin; n on free spin n. */
  multiplier: number;
  /** The spin's wins times its multiplier, payoutE4 of the base stake. */
  payoutE4: number;
}

export interface DragonVaultOutcome {
  bought: boolean;
  /** The paid spin; null when the free spins were bought. */
  baseSpin: DragonVaultSpin | null;
  /** The vaults on the paid spin; null when the free spins were bought. */
  scatter: ScatterHit | null;
  /** In order; empty unless the vault opened or was bought. */
  freeSpins: DragonVaultSpin[];
  /** The round reached DRAGON_VAULT_MAX_WIN_E4: it pays that and the free spins stopped. */
  maxWinReached: boolean;
}

const WAYS: WaysPays = {
  pays: DRAGON_VAULT_PAYS,
  wild: DRAGON_VAULT_WILD,
  payingSymbols: DRAGON_VAULT_PAYING_SYMBOLS,
};

function spin(rng: Rng, strips: readonly ReelStrip[], multiplier: number): DragonVaultSpin {
  const { stops, grid, wins, payoutE4 } = spinWays(rng, strips, [3, 3, 3, 3, 3], WAYS);
  return { stops, grid, wins, multiplier, payoutE4: payoutE4 * multiplier };
}

export const dragonVaultRules: InstantGameRules<DragonVaultParams, DragonVaultOutcome> = {
  code: 'ficha_dragon_vault',
  /** Draws the paid spin's five stops (unless bought), then five stops per free spin. */
  play(rng, params) {
    let total = 0;
    let baseSpin: DragonVaultSpin | null = null;
    let scatter: ScatterHit | null = null;
    if (!params.buy) {
      baseSpin = spin(rng, DRAGON_VAULT_BASE_STRIPS, 1);
      scatter = findScatters(baseSpin.grid, DRAGON_VAULT_SCATTER, []);
      total = baseSpin.payoutE4;
    }
    const freeSpins: DragonVaultSpin[] = [];
    let maxWinReached = total >= DRAGON_VAULT_MAX_WIN_E4;
    if (params.buy || scatter!.count >= DRAGON_VAULT_TRIGGER) {
      for (let number = 1; number <= DRAGON_VAULT_FREE_SPINS && !maxWinReached; number += 1) {
        const freeSpin = spin(rng, DRAGON_VAULT_FREE_STRIPS, number);
        freeSpins.push(freeSpin);
        total += freeSpin.payoutE4;
        maxWinReached = total >= DRAGON_VAULT_MAX_WIN_E4;
      }
    }
    return {
      payoutE4: Math.min(total, DRAGON_VAULT_MAX_WIN_E4),
      outcome: { bought: params.buy, baseSpin, scatter, freeSpins, maxWinReached },
    };
  },
};
