import {
  DRAGON_VAULT_BASE_STRIPS,
  DRAGON_VAULT_BUY_COST,
  DRAGON_VAULT_FREE_SPINS,
  DRAGON_VAULT_MAX_WIN_E4,
  DRAGON_VAULT_SCATTER,
  DRAGON_VAULT_SYMBOLS,
  type DragonVaultOutcome,
  type DragonVaultSpin,
  dragonVaultMaxBuyStake,
} from '@ficha/games/slots/dragon-vault';
import { gridAt } from '@ficha/games/slots/reels';
import { DragonArt, DragonArtDefs } from './dragon-vault-art.tsx';
import type { SlotDefinition, SpinScreen, WinShown } from './slot-types.ts';

const winsOf = (spin: DragonVaultSpin): WinShown[] =>
  spin.wins.map((win) => ({
    cells: win.cells,
    symbol: win.symbol,
    count: win.count,
    ways: win.ways,
    payoutE4: win.payoutE4 * spin.multiplier,
  }));

/**
 * Dragon Vault on the reel engine: 5 x 3 paying 243 ways; three vaults (or a purchase) open ten
 * free spins, shown one after another with their multiplier.
 */
export const dragonVaultSlot: SlotDefinition<DragonVaultOutcome> = {
  code: 'ficha_dragon_vault',
  theme: 'dragon',
  symbols: DRAGON_VAULT_SYMBOLS,
  Art: DragonArt,
  ArtDefs: DragonArtDefs,
  reels: 5,
  maxRows: 3,
  idleGrid: gridAt(DRAGON_VAULT_BASE_STRIPS, [16, 9, 19, 12, 0], [3, 3, 3, 3, 3]),
  stripSymbols: DRAGON_VAULT_SYMBOLS.map(({ id }) => id),
  tease: { symbol: DRAGON_VAULT_SCATTER, near: 2 },
  maxWinE4: DRAGON_VAULT_MAX_WIN_E4,
  buy: {
    costInStakes: DRAGON_VAULT_BUY_COST,
    freeSpins: DRAGON_VAULT_FREE_SPINS,
    maxStake: dragonVaultMaxBuyStake,
  },
  screens(outcome) {
    const screens: SpinScreen[] = [];
    const { baseSpin, scatter, freeSpins } = outcome;
    if (baseSpin) {
      screens.push({
        grid: baseSpin.grid,
        wins: winsOf(baseSpin),
        payoutE4: baseSpin.payoutE4,
        ...(freeSpins.length > 0 && scatter ? { trigger: scatter.cells } : {}),
      });
    }
    freeSpins.forEach((spin, index) => {
      screens.push({
        grid: spin.grid,
        wins: winsOf(spin),
        payoutE4: spin.payoutE4,
        free: { number: index + 1, of: DRAGON_VAULT_FREE_SPINS, multiplier: spin.multiplier },
      });
    });
    if (outcome.maxWinReached) screens[screens.length - 1]!.maxWin = true;
    return screens;
  },
};
