import { fairRng } from '@ficha/games/fairness';
import { type MinesOutcome, replayMinesRound } from '@ficha/games/mines/mines-outcome';
import type { MinesParams } from '@ficha/games/mines/mines-rules';
import { readLaunchParams } from '../../lib/launch-params.ts';
import type { StudioGameModule } from '../game-module.ts';
import { multiplierText } from './mines-format.ts';
import { MinesGame } from './mines-game.tsx';
import { MinesRules } from './mines-rules-sheet.tsx';
import { MINES_TEXT } from './mines-text.ts';

export const minesModule: StudioGameModule = {
  Game: MinesGame,
  Rules: MinesRules,
  /**
   * The seeds place the mines; the player chose the tiles. Replaying the recorded tiles on the
   * mines the seeds give must end the same way and pay the same; tiles that could not have been
   * played on those mines make the round fail verification.
   */
  replay: (round) => {
    const outcome = round.outcome as MinesOutcome;
    const { mines } = round.params as MinesParams;
    try {
      return replayMinesRound(fairRng(round.serverSeed, round.clientSeed, round.nonce), {
        mines,
        tiles: outcome.tiles,
      });
    } catch {
      return { payoutE4: -1, outcome: null };
    }
  },
  summary: (round) => {
    const { language } = readLaunchParams();
    const texts = MINES_TEXT[language];
    const outcome = round.outcome as MinesOutcome;
    const fill = (text: string, values: Record<string, string | number>) =>
      text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
    const mines = outcome.mines === 1 ? texts.oneMine : fill(texts.manyMines, { n: outcome.mines });
    if (outcome.status === 'busted') {
      return fill(texts.summaryBusted, { mines, tile: (outcome.tiles.at(-1) ?? 0) + 1 });
    }
    const gemCount = outcome.tiles.length;
    return fill(texts.summaryCashed, {
      mines,
      gems: gemCount === 1 ? texts.oneGem : fill(texts.manyGems, { n: gemCount }),
      multiplier: multiplierText(round.payoutE4, language),
    });
  },
};
