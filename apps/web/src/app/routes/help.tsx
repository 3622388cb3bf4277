import { HelpCenter } from '@/features/help';
import { TitledScreen } from '../shell/titled-screen';

/** /m/help: draws its own top bar (spec section 2 'Page shell'). */
export function HelpRoute() {
  return (
    <TitledScreen titleKey="title.help">
      <HelpCenter />
    </TitledScreen>
  );
}
