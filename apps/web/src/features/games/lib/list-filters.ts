import { MIN_BET_CHOICES } from '@ficha/contract';

/** The request fields of GCSGAME_gameList a screen can set (spec section 7 'Game list request'). */
export interface GameListFilters {
  gameType?: string;
  vassalage?: string;
  /** 'new', 'favourite' or a vendor classification; absent means 'all'. */
  gameClassify?: string;
  gameName?: string;
  isNew?: '1';
  minBet?: string;
  minLine?: number;
}

/** What the filter sheet changes on top of a category (spec section 2 'Game tile and filter'). */
export interface FilterChoice {
  gameClassify?: string;
  vassalage?: string;
  minBet?: string;
}

export const CLASSIFY_ALL = 'all';
export const CLASSIFY_NEW = 'new';
export const CLASSIFY_FAVOURITE = 'favourite';

/**
 * Spec section 2: selecting the selected vendor again deselects it; section 4: changing vendor
 * resets the classification to all.
 */
export function chooseVendor(choice: FilterChoice, vassalage: string): FilterChoice {
  const next = choice.vassalage === vassalage ? undefined : vassalage;
  return { ...choice, vassalage: next, gameClassify: undefined };
}

/** Spec section 4: choosing 'new' clears the vendor. */
export function chooseClassify(choice: FilterChoice, classify: string): FilterChoice {
  const gameClassify = classify === CLASSIFY_ALL ? undefined : classify;
  if (gameClassify === CLASSIFY_NEW) return { ...choice, gameClassify, vassalage: undefined };
  return { ...choice, gameClassify };
}

/** Spec section 5: all, 0.01, 0.05, 0.1, 0.5, 0.75 ('all' is no minimum). */
export function chooseMinBet(choice: FilterChoice, minBet: string | undefined): FilterChoice {
  const valid = minBet !== undefined && (MIN_BET_CHOICES as readonly string[]).includes(minBet);
  return { ...choice, minBet: valid ? minBet : undefined };
}

/** Spec section 2: reset clears all. */
export const NO_CHOICE: FilterChoice = {};

export function countChoices(choice: FilterChoice): number {
  return [choice.gameClassify, choice.vassalage, choice.minBet].filter(Boolean).length;
}

/** The choice kept in the address, so back, reload and a shared link show the same list. */
export function choiceFromParams(params: URLSearchParams): FilterChoice {
  const gameClassify = params.get('gameClassify') || undefined;
  return chooseMinBet(
    {
      gameClassify: gameClassify === CLASSIFY_ALL ? undefined : gameClassify,
      vassalage: params.get('vassalage') || undefined,
    },
    params.get('minBet') ?? undefined,
  );
}

/** Writes the choice into a copy of the params, dropping empty fields. */
export function withChoice(params: URLSearchParams, choice: FilterChoice): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['gameClassify', 'vassalage', 'minBet'] as const) {
    const value = choice[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** Drops empty fields so two equal filters make one query key. */
export function compactFilters(filters: GameListFilters): GameListFilters {
  const compact: GameListFilters = {};
  if (filters.gameType) compact.gameType = filters.gameType;
  if (filters.vassalage) compact.vassalage = filters.vassalage;
  if (filters.gameClassify && filters.gameClassify !== CLASSIFY_ALL)
    compact.gameClassify = filters.gameClassify;
  const name = filters.gameName?.trim();
  if (name) compact.gameName = name;
  if (filters.isNew) compact.isNew = filters.isNew;
  if (filters.minBet) compact.minBet = filters.minBet;
  if (filters.minLine !== undefined) compact.minLine = filters.minLine;
  return compact;
}
