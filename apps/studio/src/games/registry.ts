import type { StudioGameModule } from './game-module.ts';

/** Each game is its own chunk, loaded only when that game is launched. One line per game. */
export const STUDIO_GAME_LOADERS: Record<string, () => Promise<StudioGameModule>> = {
  ficha_dice: () => import('./dice/dice-module.tsx').then((m) => m.diceModule),
  ficha_fish: () => import('./fish/fish-module.tsx').then((m) => m.fishModule),
  ficha_baccarat: () => import('./baccarat/baccarat-module.tsx').then((m) => m.baccaratModule),
  ficha_mines: () => import('./mines/mines-module.tsx').then((m) => m.minesModule),
};
