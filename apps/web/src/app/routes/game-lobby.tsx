import { useTranslation } from 'react-i18next';
import { TopBar } from '@/components/top-bar';
import { GameLobbyScreen } from '@/features/games';
import { useBack } from '../shell/use-back';
import { useRouteMeta } from '../shell/use-route-meta';

/**
 * /m/gameLobbyCenter (its own bar: spec section 2 hides the header on the lobby) and /m/game, the
 * lottery frame's close target, inside the shell's header.
 */
export function GameLobbyRoute() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const back = useBack('back');
  return (
    <>
      {meta?.hideHeader && <TopBar title={t('title.gameLobbyCenter')} onBack={back} />}
      <GameLobbyScreen />
    </>
  );
}
