import { FavouritesScreen } from '@/features/games';
import { TitledScreen } from '../shell/titled-screen';

/** /m/fav: favourites (and recent games), members only. */
export function FavouritesRoute() {
  return (
    <TitledScreen titleKey="title.fav">
      <FavouritesScreen />
    </TitledScreen>
  );
}
