import type { LanguageCode } from '@ficha/contract';

/** Query keys of the lottery's public reads; names come translated, so each is per language. */
export const historyKeys = {
  all: ['lotteryHistory'] as const,
  draws: (gameCode: string, language: LanguageCode) =>
    [...historyKeys.all, 'draws', gameCode, language] as const,
  trends: (gameCode: string, periods: number, language: LanguageCode) =>
    [...historyKeys.all, 'trends', gameCode, periods, language] as const,
  winners: (language: LanguageCode) => [...historyKeys.all, 'winners', language] as const,
  jackpot: (language: LanguageCode) => [...historyKeys.all, 'jackpot', language] as const,
};
