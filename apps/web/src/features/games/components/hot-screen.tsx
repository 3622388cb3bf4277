import { useTranslation } from 'react-i18next';
import { StateView } from '@/components/state-view';
import { errorMessageKey } from '@/i18n/error-message';
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
    <div className="games-page">
      {hot.isError ? (
        <StateView
          icon="alert"
          tone="danger"
          title={t('state.errorTitle')}
          description={t(errorMessageKey(hot.error))}
        >
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => hot.refetch()}
            disabled={hot.isFetching}
          >
            {t('action.retry')}
          </button>
        </StateView>
      ) : (
        <GameGrid games={hot.data ?? []} isLoading={hot.isPending} label={t('title.hot')} onPlay={play} />
      )}
      {chooser}
    </div>
  );
}
