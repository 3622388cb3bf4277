import { HotScreen } from '@/features/games';
import { TitledScreen } from '../shell/titled-screen';

/** /m/hot: hot games. */
export function HotRoute() {
  return (
    <TitledScreen titleKey="title.hot">
      <HotScreen />
    </TitledScreen>
  );
}
