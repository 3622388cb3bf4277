import type { GameListFilters } from './list-filters';

/**
 * The category rules of spec section 2 'Home and lobby', 'Game list screen' and 'Game tile and
 * filter', in one place so the home menu, the lobby center and the list screen agree.
 */

/** Lobby menu of /m/gameLobbyCenter: MEGAWAY, FEATUREBUY, BONUSGAME, FISH, SPORTS, TG, BG, PROVIDER, RNG. */
export const LOBBY_MENU = [
  'MEGAWAY',
  'FEATUREBUY',
  'BONUSGAME',
  'FISH',
  'SPORTS',
  'TG',
  'BG',
  'PROVIDER',
  'RNG',
] as const;
export type LobbyEntry = (typeof LOBBY_MENU)[number];

/** Slot features sold as lobby entries: slot games (RNG) carrying that classification. */
const RNG_FEATURES: readonly string[] = ['MEGAWAY', 'FEATUREBUY', 'BONUSGAME'];

/** Spec section 2 'Game list screen': SPORTS shows a vendor list instead of a grid (and its split parts). */
const VENDOR_LIST_CATEGORIES: readonly string[] = ['SPORTS', 'COCKFIGHT', 'ESPORTS'];

const LOTTERY_CATEGORIES: readonly string[] = ['LOTTERY', 'LOTT', 'ELOTT'];

/** Spec section 5: the classification and minimum-bet filters are only for RNG. */
export const FILTERED_CATEGORY = 'RNG';

export function isVendorListCategory(category: string): boolean {
  return VENDOR_LIST_CATEGORIES.includes(category);
}

/** Spec section 2 'Game tile and filter': choosing a lottery category goes to /m/lottery. */
export function isLotteryCategory(category: string): boolean {
  return LOTTERY_CATEGORIES.includes(category);
}

export function isRngFeature(category: string): boolean {
  return RNG_FEATURES.includes(category);
}

/**
 * The list call's fixed part for a menu category. The server knows every category of the menus,
 * including the slot features (MEGAWAY...), NEW and the sorting's own BGS, COCKFIGHT and ESPORTS.
 */
export function categoryFilters(category: string, vassalage?: string): GameListFilters {
  return { gameType: category, vassalage };
}
