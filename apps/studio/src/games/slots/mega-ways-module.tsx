import { fairRng } from '@ficha/games/fairness';
import { type MegaWaysOutcome, megaWaysRules } from '@ficha/games/slots/mega-ways';
import { MegaWaysRules } from './mega-ways-rules.tsx';
import { megaWaysSlot } from './mega-ways-slot.ts';
import { groupDigits, multiplierText } from './slot-format.ts';
import { slotModule } from './slot-module.tsx';
import { summaryText } from './slot-summary-text.ts';

export const megaWaysModule = slotModule({
  slot: megaWaysSlot,
  Rules: MegaWaysRules,
  replay: (round) => megaWaysRules.play(fairRng(round.serverSeed, round.clientSeed, round.nonce), {}),
  summary: ({ ways, wins }: MegaWaysOutcome, round, language) => {
    const result =
      wins.length > 0
        ? summaryText(language, 'wins', { count: wins.length })
        : summaryText(language, 'noWin');
    return `${multiplierText(round.payoutE4, language)} · ${summaryText(language, 'ways', { ways: groupDigits(ways, language) })} · ${result}`;
  },
});
