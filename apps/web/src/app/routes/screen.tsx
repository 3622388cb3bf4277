import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { LoginNeeded, RealAccountNeeded } from '@/components/access-state';
import { StateView } from '@/components/state-view';
import { TopBar } from '@/components/top-bar';
import { categoryLabelKey } from '@/config/game-categories';
import { paths } from '@/config/paths';
import { useSession } from '@/features/session';
import type { RouteMeta } from '../route-table';
import { useBack } from '../shell/use-back';
import { useRouteMeta } from '../shell/use-route-meta';
import './screen.css';

/**
 * The frame of every screen a later capability fills: its own title and back rules, and a
 * designed state (sign-in needed, real account needed, or 'no data'). Later issues replace it
 * route by route in router.tsx.
 */
export function ScreenRoute() {
  const meta = useRouteMeta();
  if (!meta) return <Navigate to={paths.home()} replace />;
  return <ScreenFrame meta={meta} />;
}

function ScreenFrame({ meta }: { meta: RouteMeta }) {
  const { t } = useTranslation();
  const session = useSession();
  const back = useBack(meta.backTarget);
  const [searchParams] = useSearchParams();
  // The game list is titled by its category (/m/gameList?gameType=...).
  const gameTypeTitle =
    meta.path === '/m/gameList' ? categoryLabelKey(searchParams.get('gameType')) : undefined;
  const title = t(gameTypeTitle ?? meta.titleKey);
  const isGuestBlocked = meta.needsSession && !session.isLoggedIn;

  if (isGuestBlocked && meta.guestRedirect) {
    return <Navigate to={meta.guestRedirect === 'login' ? paths.login() : paths.home()} replace />;
  }

  return (
    <>
      {meta.hideHeader && <TopBar title={title} onBack={back} />}
      <ScreenState
        meta={meta}
        isGuestBlocked={isGuestBlocked}
        isTrialBlocked={!!meta.realMembersOnly && session.isTrial}
      />
    </>
  );
}

function ScreenState({
  meta,
  isGuestBlocked,
  isTrialBlocked,
}: {
  meta: RouteMeta;
  isGuestBlocked: boolean;
  isTrialBlocked: boolean;
}) {
  const { t } = useTranslation();
  if (isGuestBlocked || isTrialBlocked) {
    return (
      <div className="screen state-card state-card--screen">
        {isGuestBlocked ? <LoginNeeded /> : <RealAccountNeeded />}
      </div>
    );
  }
  return (
    <div className="screen state-card state-card--screen">
      <StateView icon={meta.icon} title={t('no data')} description={t('state.emptyText')}>
        <Link to={paths.home()} className="btn btn--secondary">
          {t('action.backHome')}
        </Link>
      </StateView>
    </div>
  );
}
