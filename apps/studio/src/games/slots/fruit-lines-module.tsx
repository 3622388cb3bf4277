import { fairRng } from '@ficha/games/fairness';
import { type FruitLinesOutcome, fruitLinesRules } from '@ficha/games/slots/fruit-lines';
import type { StudioGameModule } from '../game-module.ts';
import { FruitLinesRules } from './fruit-lines-rules.tsx';
import { fruitLinesSlot } from './fruit-lines-slot.ts';
import { multiplierText, pageLanguage } from './slot-format.ts';
import { SlotGame } from './slot-game.tsx';
import { summaryText } from './slot-summary-text.ts';

export const fruitLinesModule: StudioGameModule = {
  Game: () => <SlotGame slot={fruitLinesSlot} />,
  Rules: FruitLinesRules,
  replay: (round) => fruitLinesRules.play(fairRng(round.serverSeed, round.clientSeed, round.nonce), {}),
  summary: (round) => {
    const language = pageLanguage();
    const { lineWins, scatter } = round.outcome as FruitLinesOutcome;
    const parts = [
      ...(lineWins.length > 0 ? [summaryText(language, 'lines', { count: lineWins.length })] : []),
      ...(scatter.payoutE4 > 0 ? [summaryText(language, 'stars', { count: scatter.count })] : []),
    ];
    return `${multiplierText(round.payoutE4, language)} · ${parts.length > 0 ? parts.join(' + ') : summaryText(language, 'noWin')}`;
  },
};
