import type { OpenedLotteryGame } from '@ficha/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorRetry } from '@/components/error-retry';
import { FormTabs } from '@/components/form';
import { Icon } from '@/components/icon';
import { Skeleton } from '@/components/skeleton';
import { StateView } from '@/components/state-view';
import { type PlayTarget, toPlayTarget, useGameLauncher } from '@/features/games';
import { useLotteryGames } from '../api/get-lottery-games';
import { useOpenedGames } from '../api/get-opened-games';
import { lotteryLinks } from '../lib/lobby-links';
import { LotteryGameCard } from './lottery-game-card';
import { useNow } from './use-now';
// The tabs' look lives with the form components' (FormTabs brings no style of its own).
import '@/components/form/form.css';
import './lottery-lobby.css';

type PlayTab = 'ent' | 'trad';

/** The catalogue's entry of the game (as a list tile would launch it), else one from the lobby's own fields. */
function targetOf(
  game: OpenedLotteryGame,
  catalogue: ReturnType<typeof useLotteryGames>['data'],
): PlayTarget {
  const entry = catalogue?.find((item) => item.nodeId === game.nodeId);
  if (entry) return toPlayTarget(entry, entry.displayName);
  return {
    nodeId: game.nodeId,
    vassalage: game.vassalage,
    gameId: game.gameCode,
    gameCode: game.gameCode,
    gameGroupId: game.gameGroupId,
    lottoMode: game.lottoMode,
    gameClassifyNew: [game.playType],
    supportPlay: 1,
    name: game.gameName,
  };
}

/**
 * /m/lottery (issue 14 part 3): the lottery's games by play type, fast (entertainment, drawn every
 * few minutes) and traditional (drawn daily), each with a live countdown to its betting close, the
 * numero taking bets and the last result; a tap opens its frame through the game click of spec
 * section 4. Links lead to the winner board and the jackpot, and each game to its history.
 */
export function LotteryLobbyScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: PlayTab = params.get('playType') === 'trad' ? 'trad' : 'ent';
  const opened = useOpenedGames();
  const catalogue = useLotteryGames();
  const { play, chooser } = useGameLauncher();
  const now = useNow();
  // The server's clock: the answer's serverTime moved on by the time since it came (a cached copy
  // from an earlier visit counts as the device's own time).
  const [offsetFor, setOffsetFor] = useState<{ at: number; offset: number }>({ at: 0, offset: 0 });
  if (opened.data && opened.dataUpdatedAt > 0 && offsetFor.at !== opened.dataUpdatedAt) {
    setOffsetFor({
      at: opened.dataUpdatedAt,
      offset: Date.parse(opened.data.serverTime) - opened.dataUpdatedAt,
    });
  }
  const serverNow = now + offsetFor.offset;

  const handlePlay = useCallback(
    (game: OpenedLotteryGame) => play(targetOf(game, catalogue.data)),
    [play, catalogue.data],
  );
  const chooseTab = (next: PlayTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('playType', next);
        return updated;
      },
      { replace: true },
    );

  const games = opened.data?.list.filter((game) => game.playType === tab) ?? [];
  return (
    <div className="lotto-lobby">
      <nav className="lotto-lobby__links" aria-label={t('lotteryLobby.moreScreens')}>
        <Link className="lotto-lobby__link" to={lotteryLinks.winners()}>
          <Icon name="trophy" size={18} />
          {t('lotteryLobby.winners')}
        </Link>
        <Link className="lotto-lobby__link" to={lotteryLinks.jackpot()}>
          <Icon name="crown" size={18} />
          {t('lotteryLobby.jackpot')}
        </Link>
      </nav>
      <FormTabs
        label={t('lotteryLobby.playTypes')}
        tabs={{ ent: t('lotteryLobby.fast'), trad: t('lotteryLobby.traditional') }}
        value={tab}
        onChange={chooseTab}
      />
      {opened.isError && !opened.data ? (
        <ErrorRetry error={opened.error} onRetry={() => opened.refetch()} isRetrying={opened.isFetching} />
      ) : opened.isPending ? (
        <ul className="lotto-lobby__list" aria-busy="true" aria-label={t('lotteryLobby.loading')}>
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton height={148} radius="var(--radius-lg)" />
            </li>
          ))}
        </ul>
      ) : games.length === 0 ? (
        <StateView icon="ticket" title={t('no data')} description={t('lotteryLobby.empty')} />
      ) : (
        <ul
          className="lotto-lobby__list"
          aria-label={tab === 'ent' ? t('lotteryLobby.fast') : t('lotteryLobby.traditional')}
        >
          {games.map((game) => (
            <LotteryGameCard key={game.gameCode} game={game} serverNow={serverNow} onPlay={handlePlay} />
          ))}
        </ul>
      )}
      {chooser}
    </div>
  );
}
