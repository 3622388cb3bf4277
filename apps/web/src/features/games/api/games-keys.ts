import type { LanguageCode } from '@ficha/contract';
import type { GameListFilters } from '../lib/list-filters';

/**
 * Query keys of the catalogue calls. Catalogue answers are keyed by language (names are
 * translated); member data (favourites, recent games, records) by the account as well.
 */
export const gamesKeys = {
  all: ['games'] as const,
  vendors: (language: LanguageCode) => [...gamesKeys.all, 'vendors', language] as const,
  lists: () => [...gamesKeys.all, 'list'] as const,
  list: (language: LanguageCode, filters: GameListFilters, pageSize: number, member: string) =>
    [...gamesKeys.lists(), language, filters, pageSize, member] as const,
  hot: (language: LanguageCode) => [...gamesKeys.all, 'hot', language] as const,
  winners: (language: LanguageCode) => [...gamesKeys.all, 'winners', language] as const,
  member: (member: string) => [...gamesKeys.all, 'member', member] as const,
  favouriteIds: (member: string) => [...gamesKeys.member(member), 'favouriteIds'] as const,
  favouriteLists: (member: string) => [...gamesKeys.member(member), 'favourites'] as const,
  favourites: (member: string, language: LanguageCode, gameType: string) =>
    [...gamesKeys.favouriteLists(member), language, gameType] as const,
  recentLists: (member: string) => [...gamesKeys.member(member), 'recent'] as const,
  recent: (member: string, language: LanguageCode) => [...gamesKeys.recentLists(member), language] as const,
  launch: (member: string, nodeId: string, freePlay: boolean) =>
    [...gamesKeys.member(member), 'launch', nodeId, freePlay] as const,
  records: (member: string, startDate: string, endDate: string) =>
    [...gamesKeys.member(member), 'records', startDate, endDate] as const,
  favouriteToggle: () => [...gamesKeys.all, 'favouriteToggle'] as const,
};
