import { type DiceOutcome, type DiceParams, diceRules } from '@ficha/games/dice/dice-rules';
import { fairRng } from '@ficha/games/fairness';
import type { StudioGameModule } from '../game-module.ts';
import { DiceGame } from './dice-game.tsx';
import { DiceRules } from './dice-rules-sheet.tsx';

export const diceModule: StudioGameModule = {
  Game: DiceGame,
  Rules: DiceRules,
  replay: (round) =>
    diceRules.play(fairRng(round.serverSeed, round.clientSeed, round.nonce), round.params as DiceParams),
  summary: (round, format) => {
    const params = round.params as DiceParams;
    const outcome = round.outcome as DiceOutcome;
    const side = params.direction === 'under' ? '<' : '≥';
    return `${format.number(outcome.roll / 100, 2)} (${side} ${format.number(params.target / 100, 2)})`;
  },
};
