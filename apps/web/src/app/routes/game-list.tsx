import { TopBar } from '@/components/top-bar';
import { GameListScreen, useCategoryLabel, useListCategory } from '@/features/games';
import { useBack } from '../shell/use-back';

/** /m/gameList (query gameType, vassalage): titled by its category. */
export function GameListRoute() {
  const label = useCategoryLabel();
  const category = useListCategory();
  const back = useBack('back');
  return (
    <>
      <TopBar title={label(category)} onBack={back} />
      <GameListScreen />
    </>
  );
}
