import { AppGuide } from '@/features/app-download';
import { TitledScreen } from '../shell/titled-screen';

/** /m/app: install guides and download choices, with its own top bar. */
export function AppDownloadRoute() {
  return (
    <TitledScreen titleKey="title.app">
      <AppGuide />
    </TitledScreen>
  );
}
