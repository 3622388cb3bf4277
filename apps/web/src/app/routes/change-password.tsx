import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { StateView } from '@/components/state-view';
import { TopBar } from '@/components/top-bar';
import { paths } from '@/config/paths';
import { AuthPage, ChangePasswordForm } from '@/features/auth';
import { useSession } from '@/features/session';
import { useBack } from '../shell/use-back';

/** /m/changePsw (spec section 2 'Change-password screen'): without a session it redirects to /m/home. */
export function ChangePasswordRoute() {
  const { t } = useTranslation();
  const back = useBack('back');
  const session = useSession();
  if (!session.isLoggedIn) return <Navigate to={paths.home()} replace />;
  return (
    <>
      <TopBar title={t('title.changePassword')} onBack={back} />
      <AuthPage withBrand={false}>
        {session.isTrial ? (
          // Spec section 6: a trial account has no password of its own to change.
          <StateView icon="lock" title={t('free_reject')} description={t('state.trialText')}>
            <Link to={paths.register()} className="btn btn--primary">
              {t('trial.registerReal')}
            </Link>
          </StateView>
        ) : (
          <ChangePasswordForm userName={session.userName ?? ''} />
        )}
      </AuthPage>
    </>
  );
}
