import type { TranslationKey } from '@/i18n/keys';

/** Display names of the game types the site links to (spec sections 2 and 9). */
const CATEGORY_LABELS: Record<string, TranslationKey> = {
  RNG: 'category.RNG',
  LIVE: 'category.LIVE',
  FISH: 'category.FISH',
  CRASH: 'category.CRASH',
  NEW: 'category.NEW',
  GAMESHOW: 'category.GAMESHOW',
  SPORTS: 'category.SPORTS',
  ESPORTS: 'category.ESPORTS',
  PVP: 'category.PVP',
  LOTTERY: 'category.LOTTERY',
};

export function categoryLabelKey(gameType: string | null): TranslationKey | undefined {
  return gameType ? CATEGORY_LABELS[gameType] : undefined;
}
