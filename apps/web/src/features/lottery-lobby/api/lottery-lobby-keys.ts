import type { LanguageCode } from '@ficha/contract';

/** Query keys of the lottery lobby's calls, by language (game names are translated). */
export const lotteryLobbyKeys = {
  all: ['lotteryLobby'] as const,
  opened: (language: LanguageCode) => [...lotteryLobbyKeys.all, 'opened', language] as const,
  games: (language: LanguageCode) => [...lotteryLobbyKeys.all, 'games', language] as const,
};
