import { HelpArticle } from '@/features/help';
import { TitledScreen } from '../shell/titled-screen';

/** /m/helpDetail?i=n: one help article full screen. */
export function HelpDetailRoute() {
  return (
    <TitledScreen titleKey="title.help">
      <HelpArticle />
    </TitledScreen>
  );
}
