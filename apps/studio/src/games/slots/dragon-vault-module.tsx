import { fairRng } from '@ficha/games/fairness';
import {
  type DragonVaultOutcome,
  type DragonVaultParams,
  dragonVaultPayoutOfDebitE4,
  dragonVaultRules,
} from '@ficha/games/slots/dragon-vault';
import { DragonVaultRules } from './dragon-vault-rules.tsx';
import { dragonVaultSlot } from './dragon-vault-slot.ts';
import { multiplierText } from './slot-format.ts';
import { slotModule } from './slot-module.tsx';
import { summaryText } from './slot-summary-text.ts';

export const dragonVaultModule = slotModule({
  slot: dragonVaultSlot,
  Rules: DragonVaultRules,
  // The round records a purchase's payout per stake debited (100 stakes), as the server does.
  replay: (round) => {
    const params = round.params as DragonVaultParams;
    const { payoutE4, outcome } = dragonVaultRules.play(
      fairRng(round.serverSeed, round.clientSeed, round.nonce),
      params,
    );
    return { payoutE4: dragonVaultPayoutOfDebitE4(payoutE4, params), outcome };
  },
  summary: ({ bought, freeSpins }: DragonVaultOutcome, round, language) => {
    const free = summaryText(language, 'freeSpins', { count: freeSpins.length });
    const kind = bought
      ? `${summaryText(language, 'bought')} · ${free}`
      : freeSpins.length > 0
        ? `${summaryText(language, 'spin')} + ${free}`
        : summaryText(language, 'spin');
    return `${kind} · ${multiplierText(round.payoutE4, language)}`;
  },
});
