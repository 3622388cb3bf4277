import { useTranslation } from 'react-i18next';
import { TopBar } from '@/components/top-bar';
import { NoticeList } from '@/features/notice';
import { useBack } from '../shell/use-back';

/** /m/notice?index=i: announcements with their own top bar. */
export function NoticeRoute() {
  const { t } = useTranslation();
  const back = useBack('back');
  return (
    <>
      <TopBar title={t('title.notice')} onBack={back} />
      <NoticeList />
    </>
  );
}
