import type { Game, LanguageCode } from '@ficha/contract';
import { useQuery } from '@tanstack/react-query';
import { storageKeys } from '@/config/storage-keys';
import { merchantQueryFn } from '@/features/system';
import { useListLanguage } from '@/i18n/use-list-language';
import { apiGetList } from '@/lib/api-client';
import { readCachedList, writeCachedList } from '../lib/cached-list';
import { lotteryLobbyKeys } from './lottery-lobby-keys';

/** GET /lgw/games/mobile: the catalogue's lottery games (spec section 7 'Games'). */
export function getLotteryGames(language: LanguageCode, signal?: AbortSignal): Promise<Game[]> {
  return apiGetList<Game>('/lgw/games/mobile', { params: { language }, signal });
}

/**
 * The lottery's catalogue entries, kept as spec section 3's 'getGameLotts': the lobby takes each
 * game's tap target from them (the same entry a tile of the game list launches).
 */
export function useLotteryGames() {
  const language = useListLanguage();
  return useQuery({
    queryKey: lotteryLobbyKeys.games(language),
    queryFn: merchantQueryFn(async (signal) => {
      const list = await getLotteryGames(language, signal);
      writeCachedList(storageKeys.gameLotts, language, list);
      return list;
    }),
    initialData: () => readCachedList<Game>(storageKeys.gameLotts, language),
    initialDataUpdatedAt: 0,
    staleTime: 10 * 60_000,
  });
}
