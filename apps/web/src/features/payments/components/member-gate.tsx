import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StateView } from '@/components/state-view';
import { paths } from '@/config/paths';
import { useSession } from '@/features/session';
import './payments.css';

/**
 * The money screens are for real members only (spec section 4 'Deposit button': types 0, 1, 2;
 * section 6: a trial user gets 'free_reject'). A guest is asked to log in, as the route table
 * says; nothing is requested from the server until the account may use it.
 */
export function MemberGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  if (!session.isLoggedIn) {
    return (
      <div className="money-screen money-screen--state">
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
  if (!session.canDeposit) {
    return (
      <div className="money-screen money-screen--state">
        <StateView icon="lock" title={t('free_reject')} description={t('state.trialText')}>
          <Link to={paths.register()} className="btn btn--primary">
            {t('nav.register')}
          </Link>
        </StateView>
      </div>
    );
  }
  return children;
}
