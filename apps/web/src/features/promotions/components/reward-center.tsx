import type { Reward } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorRetry } from '@/components/error-retry';
import { Skeleton } from '@/components/skeleton';
import { StateView } from '@/components/state-view';
import { paths } from '@/config/paths';
import { useFormatMoney } from '@/features/wallet';
import { useRewardCenter } from '../api/promotions';
import './promotions.css';

const day = (iso: string | null) => (iso === null ? null : new Date(iso).toLocaleDateString());

/**
 * Rewards no promotion grants (the sign-in calendar, leaderboards, VIP) have no title of their own:
 * the server's reason is English, for the console, so the member reads the kind in their language.
 */
const KIND_TITLES = {
  SIGN_IN: 'promotions.rewardKind.SIGN_IN',
  LEADERBOARD: 'promotions.rewardKind.LEADERBOARD',
  VIP_LEVEL_UP: 'promotions.rewardKind.VIP_LEVEL_UP',
  VIP_WEEKLY: 'promotions.rewardKind.VIP_WEEKLY',
  VIP_MONTHLY: 'promotions.rewardKind.VIP_MONTHLY',
} as const;

const kindTitle = (kind: string) =>
  Object.hasOwn(KIND_TITLES, kind) ? KIND_TITLES[kind as keyof typeof KIND_TITLES] : undefined;

function RewardRow({ reward }: { reward: Reward }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const title = kindTitle(reward.kind);
  return (
    <li className="reward">
      <div className="reward__head">
        <span>{title ? t(title) : reward.title}</span>
        <span>{money(reward.amount)}</span>
      </div>
      {reward.status === 'ACTIVE' ? (
        <>
          <div
            className="turnover-bar"
            role="progressbar"
            aria-label={t('promotions.turnover')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={reward.progressPercent}
          >
            <span style={{ width: `${reward.progressPercent}%` }} />
          </div>
          <span className="reward__meta">
            {t('promotions.turnoverOf', { done: money(reward.wagered), required: money(reward.required) })}
            {reward.expiresAt && ` · ${t('promotions.expiresOn', { date: day(reward.expiresAt) })}`}
          </span>
        </>
      ) : (
        <span className="reward__meta">
          {reward.status === 'EXPIRED'
            ? t('promotions.expired', { date: day(reward.closedAt) })
            : t('promotions.converted', {
                amount: money(reward.released ?? '0'),
                date: day(reward.closedAt),
              })}
        </span>
      )}
    </li>
  );
}

/** /m/rewardCenter: claimable rewards with expiry, active bonuses' turnover bars, the history. */
export function RewardCenterView() {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const rewards = useRewardCenter();
  if (rewards.isPending)
    return (
      <div className="promo-page" aria-hidden="true">
        <Skeleton width="100%" height={70} />
        <Skeleton width="100%" height={70} />
      </div>
    );
  if (rewards.isError)
    return (
      <ErrorRetry error={rewards.error} onRetry={() => rewards.refetch()} isRetrying={rewards.isFetching} />
    );
  const { claimable, active, history } = rewards.data;
  if (claimable.length + active.length + history.length === 0)
    return <StateView icon="gift" title={t('no data')} description={t('promotions.noRewards')} />;
  return (
    <div className="promo-page">
      {claimable.length > 0 && (
        <section>
          <h2 className="promo-section-title">{t('promotions.claimable')}</h2>
          <ul className="promo-page" style={{ padding: 0, listStyle: 'none' }}>
            {claimable.map((c) => (
              <li key={c.promotionId} className="reward">
                <Link to={`${paths.activityDetail()}?id=${c.promotionId}`} className="reward__head">
                  <span>{c.title}</span>
                  <span>{c.amount ? money(c.amount) : ''}</span>
                </Link>
                {c.endsAt && (
                  <span className="reward__meta">{t('promotions.claimUntil', { date: day(c.endsAt) })}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section>
        <h2 className="promo-section-title">{t('promotions.active')}</h2>
        {active.length === 0 ? (
          <p className="promo-reason">{t('promotions.noActive')}</p>
        ) : (
          <ul className="promo-page" style={{ padding: 0, listStyle: 'none' }}>
            {active.map((r) => (
              <RewardRow key={r.id} reward={r} />
            ))}
          </ul>
        )}
      </section>
      {history.length > 0 && (
        <section>
          <h2 className="promo-section-title">{t('promotions.history')}</h2>
          <ul className="promo-page" style={{ padding: 0, listStyle: 'none' }}>
            {history.map((r) => (
              <RewardRow key={r.id} reward={r} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
