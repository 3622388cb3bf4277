import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StateView } from '@/components/state-view';
import { paths } from '@/config/paths';
import { useSession } from '@/features/session';

/** Member screens (favourites, records, a launch): a guest is asked to log in, nothing is requested. */
export function LoginGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  if (session.isLoggedIn) return children;
  return (
    <div className="games-page games-page--state">
      <StateView icon="lock" title={t('Please login first')} description={t('state.loginText')}>
        <Link to={paths.login()} className="btn btn--primary">
          {t('nav.login')}
        </Link>
        <Link to={paths.register()} className="btn btn--outline">
          {t('nav.register')}
        </Link>
      </StateView>
    </div>
  );
}
