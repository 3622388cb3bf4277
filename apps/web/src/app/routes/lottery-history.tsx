import { lotteryGame } from '@ficha/games/lottery/lottery-games';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { TopBar } from '@/components/top-bar';
// The history is a feature of its own, nested under lottery/ by ownership; this is its public index.
import {
  DEFAULT_HISTORY_GAME,
  type HistoryTextKey,
  historyPath,
  LotteryHistoryScreen,
  LotteryJackpotScreen,
  LotteryWinnersScreen,
  useHistoryText,
  // biome-ignore lint/style/noRestrictedImports: see above
} from '@/features/lottery/history';
import { useBack } from '../shell/use-back';

/** The lottery's public screens (issue 14), each with its own top bar. */
function Titled({ titleKey, children }: { titleKey: HistoryTextKey; children: ReactNode }) {
  const text = useHistoryText();
  const onBack = useBack('back');
  return (
    <>
      <TopBar title={text(titleKey)} onBack={onBack} />
      {children}
    </>
  );
}

/** /m/lottery/history/:gameId: an unknown or missing game opens the default game's history. */
export function LotteryHistoryRoute() {
  const { gameId } = useParams();
  if (!gameId || !lotteryGame(gameId)) return <Navigate to={historyPath(DEFAULT_HISTORY_GAME)} replace />;
  return (
    <Titled titleKey="historyTitle">
      <LotteryHistoryScreen gameCode={gameId} />
    </Titled>
  );
}

export function LotteryWinnersRoute() {
  return (
    <Titled titleKey="winnersTitle">
      <LotteryWinnersScreen />
    </Titled>
  );
}

export function LotteryJackpotRoute() {
  return (
    <Titled titleKey="jackpotTitle">
      <LotteryJackpotScreen />
    </Titled>
  );
}
