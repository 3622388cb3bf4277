import { useTranslation } from 'react-i18next';
import { TopBar } from '@/components/top-bar';
import { AuthPage, LoginForm } from '@/features/auth';
import { useBack } from '../shell/use-back';

/** /m/login: own top bar; back goes home (spec section 2 'Page shell'). */
export function LoginRoute() {
  const { t } = useTranslation();
  const back = useBack('home');
  return (
    <>
      <TopBar title={t('title.login')} onBack={back} />
      <AuthPage>
        <LoginForm />
      </AuthPage>
    </>
  );
}
