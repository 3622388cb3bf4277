import { fairRng } from '@ficha/games/fairness';
import { type FishOutcome, type FishParams, fishRules, fishSpecies } from '@ficha/games/fish/fish-rules';
import type { StudioGameModule } from '../game-module.ts';
import { FishGame } from './fish-game.tsx';
import { FishRules } from './fish-rules-sheet.tsx';

export const fishModule: StudioGameModule = {
  Game: FishGame,
  Rules: FishRules,
  replay: (round) =>
    fishRules.play(fairRng(round.serverSeed, round.clientSeed, round.nonce), round.params as FishParams),
  summary: (round) => {
    const outcome = round.outcome as FishOutcome;
    // The shell sets the page language from the launch (pt-BR or en).
    const name = fishSpecies(outcome.species).names[document.documentElement.lang === 'en' ? 'EN' : 'PT'];
    return outcome.hit ? `${name} ✓ ${outcome.multiplierE4 / 10_000}×` : `${name} ✗`;
  },
};
