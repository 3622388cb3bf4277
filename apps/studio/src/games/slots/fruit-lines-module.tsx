import { fairRng } from '@ficha/games/fairness';
import { type FruitLinesOutcome, fruitLinesRules } from '@ficha/games/slots/fruit-lines';
import { FruitLinesRules } from './fruit-lines-rules.tsx';
import { fruitLinesSlot } from './fruit-lines-slot.ts';
import { multiplierText } from './slot-format.ts';
import { slotModule } from './slot-module.tsx';
import { summaryText } from './slot-summary-text.ts';

export const fruitLinesModule = slotModule({
  slot: fruitLinesSlot,
  Rules: FruitLinesRules,
  replay: (round) => fruitLinesRules.play(fairRng(round.serverSeed, round.clientSeed, round.nonce), {}),
  summary: ({ lineWins, scatter }: FruitLinesOutcome, round, language) => {
    const parts = [
      ...(lineWins.length > 0 ? [summaryText(language, 'lines', { count: lineWins.length })] : []),
      ...(scatter.payoutE4 > 0 ? [summaryText(language, 'stars', { count: scatter.count })] : []),
    ];
    return `${multiplierText(round.payoutE4, language)} · ${parts.length > 0 ? parts.join(' + ') : summaryText(language, 'noWin')}`;
  },
});
