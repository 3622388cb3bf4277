import type { LanguageCode } from '@ficha/contract';
import type { ComponentType } from 'react';
import type { PastRound, SeededGameModule } from '../game-module.ts';
import { pageLanguage } from './slot-format.ts';
import { SlotGame } from './slot-game.tsx';
import type { SlotDefinition } from './slot-types.ts';

/**
 * A slot's game module: the shared slot game on the slot's reels, its rules sheet, its replay, and
 * a round's summary written from the outcome the maths recorded, in the page's language.
 */
export function slotModule<Outcome>({
  slot,
  Rules,
  replay,
  summary,
}: {
  slot: SlotDefinition<Outcome>;
  Rules: ComponentType;
  replay: SeededGameModule['replay'];
  summary: (outcome: Outcome, round: PastRound, language: LanguageCode) => string;
}): SeededGameModule {
  return {
    // biome-ignore lint/correctness/noComponentHookFactories: made once per slot, when its module loads
    Game: () => <SlotGame slot={slot} />,
    Rules,
    replay,
    summary: (round) => summary(round.outcome as Outcome, round, pageLanguage()),
  };
}
