import { NoticeList } from '@/features/notice';
import { TitledScreen } from '../shell/titled-screen';

/** /m/notice?index=i: announcements with their own top bar. */
export function NoticeRoute() {
  return (
    <TitledScreen titleKey="title.notice">
      <NoticeList />
    </TitledScreen>
  );
}
