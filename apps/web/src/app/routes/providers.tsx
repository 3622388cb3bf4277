import { useTranslation } from 'react-i18next';
import { TopBar } from '@/components/top-bar';
import { ProvidersScreen } from '@/features/games';
import { useBack } from '../shell/use-back';

/** /m/providers (spec section 2 route list): the vendor list. */
export function ProvidersRoute() {
  const { t } = useTranslation();
  const back = useBack('back');
  return (
    <>
      <TopBar title={t('title.providers')} onBack={back} />
      <ProvidersScreen />
    </>
  );
}
