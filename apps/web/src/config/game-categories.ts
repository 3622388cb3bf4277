import type { TranslationKey } from '@/i18n/keys';

/** Display name of every category the site shows (menus, titles, sections). */
const LABELS: Record<string, TranslationKey> = {
  LOBBY: 'category.LOBBY',
  RNG: 'category.RNG',
  LIVE: 'category.LIVE',
  FISH: 'category.FISH',
  CRASH: 'category.CRASH',
  NEW: 'category.NEW',
  GAMESHOW: 'category.GAMESHOW',
  SPORTS: 'category.SPORTS',
  ESPORTS: 'category.ESPORTS',
  COCKFIGHT: 'category.COCKFIGHT',
  LOTTERY: 'category.LOTTERY',
  MEGAWAY: 'category.MEGAWAY',
  FEATUREBUY: 'category.FEATUREBUY',
  BONUSGAME: 'category.BONUSGAME',
  TG: 'category.TG',
  BG: 'category.BG',
  BGS: 'category.BGS',
  CARD: 'category.PVP',
  PVP: 'category.PVP',
  PROVIDER: 'category.PROVIDER',
};

/** The translation key of a category, or undefined for one this site has no name for. */
export function categoryKey(category: string): TranslationKey | undefined {
  return LABELS[category];
}

// The game types the site links to by name (spec sections 2 and 9): the home menu, the footer
// and the title of /m/gameList?gameType=...; any other type keeps the screen's own title.
const LINKED_TYPES: ReadonlySet<string> = new Set([
  'RNG',
  'LIVE',
  'FISH',
  'CRASH',
  'NEW',
  'GAMESHOW',
  'SPORTS',
  'ESPORTS',
  'PVP',
  'LOTTERY',
]);

export function categoryLabelKey(gameType: string | null): TranslationKey | undefined {
  return gameType && LINKED_TYPES.has(gameType) ? categoryKey(gameType) : undefined;
}
