import { useTranslation } from 'react-i18next';
import { TopBar } from '@/components/top-bar';
import { AuthPage, ForgetForm } from '@/features/auth';
import { useBack } from '../shell/use-back';

/** /m/forget: own top bar; back goes home (spec section 2 'Page shell'). */
export function ForgetRoute() {
  const { t } = useTranslation();
  const back = useBack('home');
  return (
    <>
      <TopBar title={t('title.forget')} onBack={back} />
      <AuthPage>
        <ForgetForm />
      </AuthPage>
    </>
  );
}
