import type { SharedRoundGameModule } from '../game-module.ts';
import { MoneyWheelFairness } from './money-wheel-fairness.tsx';
import { MoneyWheelGame } from './money-wheel-game.tsx';
import { MoneyWheelRules } from './money-wheel-rules.tsx';

/** The money wheel: shared rounds over a websocket, verified against its hash chain. */
export const moneyWheelModule: SharedRoundGameModule = {
  Game: MoneyWheelGame,
  Rules: MoneyWheelRules,
  Fairness: MoneyWheelFairness,
};
