import type { IconName } from '@/components/icon';
import type { TranslationKey } from '@/i18n/keys';

/** Display name and symbol of every category the game screens show (menus, titles, sections). */
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

const ICONS: Record<string, IconName> = {
  LOBBY: 'layers',
  RNG: 'slots',
  BGS: 'slots',
  LIVE: 'video',
  FISH: 'fish',
  CRASH: 'rocket',
  NEW: 'sparkle',
  GAMESHOW: 'mic',
  SPORTS: 'ball',
  ESPORTS: 'gamepad',
  COCKFIGHT: 'trophy',
  LOTTERY: 'ticket',
  MEGAWAY: 'layers',
  FEATUREBUY: 'coins',
  BONUSGAME: 'gift',
  TG: 'cards',
  CARD: 'cards',
  PVP: 'cards',
  BG: 'grid',
  PROVIDER: 'briefcase',
};

/** The translation key of a category, or undefined for one this site has no name for. */
export function categoryKey(category: string): TranslationKey | undefined {
  return LABELS[category];
}

export function categoryIcon(category: string): IconName {
  return ICONS[category] ?? 'gamepad';
}
