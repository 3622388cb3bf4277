import type { SharedRoundGameModule } from '../game-module.ts';
import { CrashFairness } from './crash-fairness.tsx';
import { CrashGame } from './crash-game.tsx';
import { CrashRules } from './crash-rules-sheet.tsx';

export const crashModule: SharedRoundGameModule = {
  Game: CrashGame,
  Rules: CrashRules,
  Fairness: CrashFairness,
};
