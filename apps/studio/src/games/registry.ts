import type { StudioGameModule } from './game-module.ts';

/** Each game is its own chunk, loaded only when that game is launched. One line per game. */
export const STUDIO_GAME_LOADERS: Record<string, () => Promise<StudioGameModule>> = {
  ficha_dice: () => import('./dice/dice-module.tsx').then((m) => m.diceModule),
  ficha_fish: () => import('./fish/fish-module.tsx').then((m) => m.fishModule),
  ficha_baccarat: () => import('./baccarat/baccarat-module.tsx').then((m) => m.baccaratModule),
  ficha_mines: () => import('./mines/mines-module.tsx').then((m) => m.minesModule),
  ficha_crash: () => import('./crash/crash-module.tsx').then((m) => m.crashModule),
  ficha_fruit_lines: () => import('./slots/fruit-lines-module.tsx').then((m) => m.fruitLinesModule),
  ficha_mega_ways: () => import('./slots/mega-ways-module.tsx').then((m) => m.megaWaysModule),
  ficha_dragon_vault: () => import('./slots/dragon-vault-module.tsx').then((m) => m.dragonVaultModule),
  ficha_money_wheel: () => import('./money-wheel/money-wheel-module.tsx').then((m) => m.moneyWheelModule),
};
