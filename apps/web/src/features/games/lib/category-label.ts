import type { IconName } from '@/components/icon';

/** The symbol of every category the game screens show (menus, titles, sections). */
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

export function categoryIcon(category: string): IconName {
  return ICONS[category] ?? 'gamepad';
}
