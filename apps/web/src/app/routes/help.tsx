import { useTranslation } from 'react-i18next';
import { TopBar } from '@/components/top-bar';
import { HelpCenter } from '@/features/help';
import { useBack } from '../shell/use-back';

/** /m/help: draws its own top bar (spec section 2 'Page shell'). */
export function HelpRoute() {
  const { t } = useTranslation();
  const back = useBack('back');
  return (
    <>
      <TopBar title={t('title.help')} onBack={back} />
      <HelpCenter />
    </>
  );
}
