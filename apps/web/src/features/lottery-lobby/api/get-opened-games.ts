import type { LanguageCode, OpenedLotteryGame, OpenedLotteryGames } from '@ficha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { storageKeys } from '@/config/storage-keys';
import { merchantQueryFn } from '@/features/system';
import { useListLanguage } from '@/i18n/use-list-language';
import { apiGet } from '@/lib/api-client';
import { readCachedList, writeCachedList } from '../lib/cached-list';
import { nextChangeInMs } from '../lib/next-change';
import { lotteryLobbyKeys } from './lottery-lobby-keys';

/** GET /lotto/lgw/games/opened/numero: every lottery game with its open numero, close, draw and last result. */
export function getOpenedGames(language: LanguageCode, signal?: AbortSignal): Promise<OpenedLotteryGames> {
  return apiGet<OpenedLotteryGames>('/lotto/lgw/games/opened/numero', { params: { language }, signal });
}

/**
 * Spec section 3 'Cached locally: lottList, elottList': the plain lottery's games (LOTT) and the
 * electronic lottery's (ELOTT) as last seen, so the next visit shows the games at once; the
 * cached copy is stale, so it is asked again at once.
 */
function readCachedOpened(language: LanguageCode): OpenedLotteryGames | undefined {
  const plain = readCachedList<OpenedLotteryGame>(storageKeys.lottList, language);
  const electronic = readCachedList<OpenedLotteryGame>(storageKeys.elottList, language);
  if (!plain && !electronic) return undefined;
  return { list: [...(plain ?? []), ...(electronic ?? [])], serverTime: new Date().toISOString() };
}

function writeCachedOpened(language: LanguageCode, answer: OpenedLotteryGames): void {
  writeCachedList(
    storageKeys.lottList,
    language,
    answer.list.filter((game) => game.vassalage !== 'ELOTT'),
  );
  writeCachedList(
    storageKeys.elottList,
    language,
    answer.list.filter((game) => game.vassalage === 'ELOTT'),
  );
}

export function openedGamesQuery(language: LanguageCode) {
  return queryOptions({
    queryKey: lotteryLobbyKeys.opened(language),
    queryFn: merchantQueryFn(async (signal) => {
      const answer = await getOpenedGames(language, signal);
      writeCachedOpened(language, answer);
      return answer;
    }),
    initialData: () => readCachedOpened(language),
    initialDataUpdatedAt: 0,
    // Asked again when the next period closes or draws, so numeros and results follow the draws.
    refetchInterval: (query) => (query.state.data ? nextChangeInMs(query.state.data) : false),
  });
}

export function useOpenedGames() {
  return useQuery(openedGamesQuery(useListLanguage()));
}
