import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { RealAccountNeeded } from '@/components/access-state';
import { StateView } from '@/components/state-view';
import { paths } from '@/config/paths';
import { PromotionDetail, PromotionList, RewardCenterView } from '@/features/promotions';
import { useSession } from '@/features/session';
import { useWhitelabel } from '@/features/system';
import './screen.css';

/** /m/activity (spec section 2: promotions; back goes home). */
export function ActivityRoute() {
  return <PromotionList />;
}

/** /m/activityDetail?id= */
export function ActivityDetailRoute() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.activity()} replace />;
  return <PromotionDetail id={id} />;
}

/** /m/rewardCenter: only where the flag REWCEN3 is on, else 'contact_service' (spec section 6). */
export function RewardCenterRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const whitelabel = useWhitelabel();
  if (whitelabel && whitelabel.flags.REWCEN3 !== true)
    return <StateView icon="gift" title={t('contact_service')} />;
  if (session.isTrial)
    return (
      <div className="screen state-card state-card--screen">
        <RealAccountNeeded />
      </div>
    );
  return <RewardCenterView />;
}
