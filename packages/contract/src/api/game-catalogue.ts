// The catalogue's fixed values, apart from the zod schemas of games.ts: the mobile site reads them
// on its home page, which must not ship the schema library for a few constants.

/** Lobby categories (spec section 2 'Home and lobby'). */
export const GAME_CATEGORIES = [
  'RNG',
  'LIVE',
  'FISH',
  'SPORTS',
  'CRASH',
  'NEW',
  'GAMESHOW',
  'MEGAWAY',
  'FEATUREBUY',
  'BONUSGAME',
  'TG',
  'BG',
  'LOTTERY',
  'ESPORTS',
  'COCKFIGHT',
  'CARD',
  'BGS',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Spec section 4 'Game click': vendors that open the lottery page instead of the generic launcher. */
export const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'] as const;

/** Spec section 5: minimum-bet filter choices (RNG only). */
export const MIN_BET_CHOICES = ['0.01', '0.05', '0.1', '0.5', '0.75'] as const;

/** Spec section 9: page sizes. */
export const PAGE_SIZE = { gameList: 9, homeList: 20, favourites: 24, winners: 20 } as const;
