import { fairRng } from '@ficha/games/fairness';
import { type MegaWaysOutcome, megaWaysRules } from '@ficha/games/slots/mega-ways';
import type { StudioGameModule } from '../game-module.ts';
import { MegaWaysRules } from './mega-ways-rules.tsx';
import { megaWaysSlot } from './mega-ways-slot.ts';
import { groupDigits, multiplierText, pageLanguage } from './slot-format.ts';
import { SlotGame } from './slot-game.tsx';
import { summaryText } from './slot-summary-text.ts';

export const megaWaysModule: StudioGameModule = {
  Game: () => <SlotGame slot={megaWaysSlot} />,
  Rules: MegaWaysRules,
  replay: (round) => megaWaysRules.play(fairRng(round.serverSeed, round.clientSeed, round.nonce), {}),
  summary: (round) => {
    const language = pageLanguage();
    const { ways, wins } = round.outcome as MegaWaysOutcome;
    const result =
      wins.length > 0
        ? summaryText(language, 'wins', { count: wins.length })
        : summaryText(language, 'noWin');
    return `${multiplierText(round.payoutE4, language)} · ${summaryText(language, 'ways', { ways: groupDigits(ways, language) })} · ${result}`;
  },
};
