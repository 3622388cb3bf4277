import { useTranslation } from 'react-i18next';
import { ErrorRetry } from '@/components/error-retry';
import { useHotGames } from '../api/get-hot-games';
import { GameGrid } from './game-grid';
import { useGameLauncher } from './use-game-launcher';
import './games.css';

/** /m/hot: every hot game (GCSGAME_hotGamesV2). */
export function HotScreen() {
  const { t } = useTranslation();
  const hot = useHotGames();
  const { play, chooser } = useGameLauncher();
  return (
    <div className="games-page state-card state-card--screen">
      {hot.isError ? (
        <ErrorRetry error={hot.error} onRetry={() => hot.refetch()} isRetrying={hot.isFetching} />
      ) : (
        <GameGrid games={hot.data ?? []} isLoading={hot.isPending} label={t('title.hot')} onPlay={play} />
      )}
      {chooser}
    </div>
  );
}
