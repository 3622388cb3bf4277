import {
  type BaccaratOutcome,
  type BaccaratParams,
  baccaratRules,
} from '@ficha/games/baccarat/baccarat-rules';
import { fairRng } from '@ficha/games/fairness';
import type { StudioGameModule } from '../game-module.ts';
import { BaccaratGame } from './baccarat-game.tsx';
import { BaccaratRules } from './baccarat-rules-sheet.tsx';
import { BACCARAT_TEXT } from './baccarat-text.ts';

/** The shell sets the page's language from the launch URL; the round history follows it. */
function pageTexts() {
  return BACCARAT_TEXT[document.documentElement.lang.startsWith('en') ? 'EN' : 'PT'];
}

export const baccaratModule: StudioGameModule = {
  Game: BaccaratGame,
  Rules: BaccaratRules,
  // The very function the server dealt with: the top six cards of the round's shuffled shoe.
  replay: (round) =>
    baccaratRules.play(
      fairRng(round.serverSeed, round.clientSeed, round.nonce),
      round.params as BaccaratParams,
    ),
  /** "Banker 7 - Player 5": the winner first; a tie as "Tie 6 - 6". */
  summary: (round) => {
    const hand = round.outcome as BaccaratOutcome;
    const text = pageTexts();
    if (hand.winner === 'tie') return `${text.tie} ${hand.playerTotal} - ${hand.bankerTotal}`;
    const [first, second] =
      hand.winner === 'banker'
        ? [`${text.banker} ${hand.bankerTotal}`, `${text.player} ${hand.playerTotal}`]
        : [`${text.player} ${hand.playerTotal}`, `${text.banker} ${hand.bankerTotal}`];
    return `${first} - ${second}`;
  },
};
