import { useTranslation } from 'react-i18next';
import { TopBar } from '@/components/top-bar';
import { HelpArticle } from '@/features/help';
import { useBack } from '../shell/use-back';

/** /m/helpDetail?i=n: one help article full screen. */
export function HelpDetailRoute() {
  const { t } = useTranslation();
  const back = useBack('back');
  return (
    <>
      <TopBar title={t('title.help')} onBack={back} />
      <HelpArticle />
    </>
  );
}
