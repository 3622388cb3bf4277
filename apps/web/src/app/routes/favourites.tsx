import { useTranslation } from 'react-i18next';
import { TopBar } from '@/components/top-bar';
import { FavouritesScreen } from '@/features/games';
import { useBack } from '../shell/use-back';

/** /m/fav: favourites (and recent games), members only. */
export function FavouritesRoute() {
  const { t } = useTranslation();
  const back = useBack('back');
  return (
    <>
      <TopBar title={t('title.fav')} onBack={back} />
      <FavouritesScreen />
    </>
  );
}
