import { useTranslation } from 'react-i18next';
import { TopBar } from '@/components/top-bar';
import { AppGuide } from '@/features/app-download';
import { useBack } from '../shell/use-back';

/** /m/app: install guides and download choices, with its own top bar. */
export function AppDownloadRoute() {
  const { t } = useTranslation();
  const back = useBack('back');
  return (
    <>
      <TopBar title={t('title.app')} onBack={back} />
      <AppGuide />
    </>
  );
}
