import { ButtonLink } from '@/components/button-link';
import './auth.css';
import './trial.css';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { ErrorRetry } from '@/components/error-retry';
import { Icon, type IconName } from '@/components/icon';
import { Skeleton } from '@/components/skeleton';
import { StateView } from '@/components/state-view';
import { paths } from '@/config/paths';
import { useSession } from '@/features/session';
import type { TranslationKey } from '@/i18n/keys';
import { useTrialUser } from '../api/login';
import { AuthSwitch } from './auth-switch';
import { useStartTrial } from './trial-button';

const POINTS: ReadonlyArray<{ icon: IconName; key: TranslationKey }> = [
  { icon: 'coins', key: 'trial.pointMoney' },
  { icon: 'lock', key: 'trial.pointNoCash' },
  { icon: 'gamepad', key: 'trial.pointGames' },
  { icon: 'userPlus', key: 'trial.pointRegister' },
];

/**
 * /m/trail (spec sections 1, 4 and 6): what free play is (play money, no deposit or withdraw), the
 * button that starts it, and for a trial session the invitation to register a real account.
 */
export function TrialPanel() {
  const { t } = useTranslation();
  const session = useSession();
  const trialUser = useTrialUser();
  const start = useStartTrial();

  if (trialUser.isPending) {
    return (
      <div className="trial" aria-busy="true">
        <Skeleton height={180} radius={22} />
        <Skeleton height={48} radius={999} />
      </div>
    );
  }
  if (trialUser.isError) {
    return <ErrorRetry error={trialUser.error} onRetry={() => trialUser.refetch()} />;
  }
  if (session.isTrial) {
    return (
      <StateView
        icon="gamepad"
        title={t('trial.activeTitle', { name: trialUser.data.userName ?? session.userName ?? '' })}
        description={t('trial.activeText')}
        action={{ to: paths.register(), label: t('trial.registerReal') }}
      >
        <ButtonLink to={paths.home()} look="secondary">
          {t('trial.keepPlaying')}
        </ButtonLink>
      </StateView>
    );
  }
  if (session.isLoggedIn) {
    return (
      <StateView
        icon="user"
        title={t('trial.realTitle')}
        description={t('trial.realText')}
        action={{ to: paths.home(), label: t('action.backHome') }}
      />
    );
  }
  if (trialUser.data.state === 0) {
    return (
      <StateView
        icon="gamepad"
        title={t('error.TRIAL_UNAVAILABLE')}
        description={t('trial.closedText')}
        action={{ to: paths.register(), label: t('nav.register') }}
      />
    );
  }
  return (
    <div className="trial">
      <section className="hero-panel">
        <span className="icon-badge trial__badge">
          <Icon name="gamepad" size={34} />
        </span>
        <h2 className="trial__title">{t('trial.title')}</h2>
        <p className="lead-text trial__text">{t('trial.text')}</p>
      </section>
      <ul className="trial__points">
        {POINTS.map((point) => (
          <li key={point.key} className="list-row">
            <Icon name={point.icon} size={22} />
            <span>{t(point.key)}</span>
          </li>
        ))}
      </ul>
      <BusyButton
        className="btn btn--primary btn--block"
        onClick={() => start.mutate()}
        isBusy={start.isPending}
      >
        {t('trial.start')}
      </BusyButton>
      <AuthSwitch question={t('trial.haveAccount')} to={paths.login()} label={t('nav.login')} />
    </div>
  );
}
