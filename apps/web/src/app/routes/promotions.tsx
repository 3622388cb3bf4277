import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { StateView } from '@/components/state-view';
import { paths } from '@/config/paths';
import { PromotionDetail, PromotionList, RewardCenterView } from '@/features/promotions';
import { useWhitelabel } from '@/features/system';
import { MembersOnly } from './members-only';
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
  const whitelabel = useWhitelabel();
  if (whitelabel && whitelabel.flags.REWCEN3 !== true)
    return <StateView icon="gift" title={t('contact_service')} />;
  return (
    <MembersOnly real>
      <RewardCenterView />
    </MembersOnly>
  );
}
