import { useTranslation } from 'react-i18next';
import { TopBar } from '@/components/top-bar';
import { HotScreen } from '@/features/games';
import { useBack } from '../shell/use-back';

/** /m/hot: hot games. */
export function HotRoute() {
  const { t } = useTranslation();
  const back = useBack('back');
  return (
    <>
      <TopBar title={t('title.hot')} onBack={back} />
      <HotScreen />
    </>
  );
}
