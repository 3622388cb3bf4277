import { ProvidersScreen } from '@/features/games';
import { TitledScreen } from '../shell/titled-screen';

/** /m/providers (spec section 2 route list): the vendor list. */
export function ProvidersRoute() {
  return (
    <TitledScreen titleKey="title.providers">
      <ProvidersScreen />
    </TitledScreen>
  );
}
