import type { PromotionDetail as Detail } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BusyButton } from '@/components/busy-button';
import { ErrorRetry } from '@/components/error-retry';
import { RichContent } from '@/components/rich-content';
import { Skeleton } from '@/components/skeleton';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useFormatMoney } from '@/features/wallet';
import { ApiError } from '@/lib/api-client';
import { useClaimPromotion, usePromotion } from '../api/promotions';
import { gameWeightsText } from '../lib/game-weights-text';
import { PromotionComments } from './promotion-comments';
import './promotions.css';

function Terms({ promo }: { promo: Detail }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const { terms } = promo;
  const rows: Array<[string, string]> = [];
  if (terms.fixedAmount !== null) rows.push([t('promotions.terms.amount'), money(terms.fixedAmount)]);
  else if (terms.percent !== null)
    rows.push([
      t('promotions.terms.percent'),
      t('promotions.terms.percentUpTo', { percent: terms.percent, max: money(terms.maxBonus) }),
    ]);
  else rows.push([t('promotions.terms.cap'), money(terms.maxBonus)]);
  if (terms.minDeposit !== '0.00') rows.push([t('promotions.terms.minDeposit'), money(terms.minDeposit)]);
  rows.push([
    t('promotions.terms.turnover'),
    terms.turnoverMultiplier === 0 ? t('promotions.terms.noTurnover') : `${terms.turnoverMultiplier}×`,
  ]);
  // What each game counts towards the wagering: the promotion's own weights where it has them.
  if (terms.turnoverMultiplier > 0 && terms.gameWeights.length > 0)
    rows.push([t('promotions.terms.weights'), gameWeightsText(terms.gameWeights, t)]);
  if (terms.maxBet !== null) rows.push([t('promotions.terms.maxBet'), money(terms.maxBet)]);
  if (terms.maxConversion !== null)
    rows.push([t('promotions.terms.maxConversion'), money(terms.maxConversion)]);
  if (terms.expiryDays !== null)
    rows.push([t('promotions.terms.expiry'), t('promotions.terms.days', { count: terms.expiryDays })]);
  if (promo.endsAt) rows.push([t('promotions.terms.endsAt'), new Date(promo.endsAt).toLocaleDateString()]);
  return (
    <dl className="promo-terms-list">
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Action({ promo }: { promo: Detail }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const claim = useClaimPromotion();
  const toast = useToast();
  const onClaim = () =>
    claim.mutate(promo.id, {
      onSuccess: (answer) => toast(t('promotions.claimed', { amount: money(answer.amount) })),
      onError: (error) => toast(error instanceof ApiError ? error.message : t('promotions.claimFailed')),
    });
  return (
    <div className="promo-action">
      {promo.progress && (
        <p>{t('promotions.progress', { done: promo.progress.done, goal: promo.progress.goal })}</p>
      )}
      {promo.action === 'CLAIM' && (
        <BusyButton isBusy={claim.isPending} onClick={onClaim}>
          {t('promotions.claim', { amount: promo.claimable ? money(promo.claimable) : '' })}
        </BusyButton>
      )}
      {promo.action === 'DEPOSIT' && (
        <Link to={`${paths.deposit()}?promotionId=${promo.id}`}>{t('promotions.depositWith')}</Link>
      )}
      {promo.action === 'INVITE' && <Link to={paths.inviteFriends()}>{t('promotions.invite')}</Link>}
      {promo.action === 'CLAIMED' && <p className="promo-reason">{t('promotions.alreadyClaimed')}</p>}
      {promo.reason && <p className="promo-reason">{promo.reason}</p>}
      {promo.action !== 'NONE' && <Link to={paths.rewardCenter()}>{t('promotions.toRewards')}</Link>}
    </div>
  );
}

/** /m/activityDetail?id=: rules, terms, progress, the claim or apply button, and the comments. */
export function PromotionDetail({ id }: { id: number }) {
  const promotion = usePromotion(id);
  if (promotion.isPending)
    return (
      <div className="promo-page" aria-hidden="true">
        <Skeleton width="100%" height={110} />
        <Skeleton width="70%" height={18} />
      </div>
    );
  if (promotion.isError)
    return (
      <ErrorRetry
        error={promotion.error}
        onRetry={() => promotion.refetch()}
        isRetrying={promotion.isFetching}
      />
    );
  const promo = promotion.data;
  return (
    <article className="promo-page">
      {promo.bannerUrl && <img src={promo.bannerUrl} alt="" style={{ width: '100%', borderRadius: 14 }} />}
      <h1 className="promo-section-title">{promo.title}</h1>
      <RichContent html={promo.description} />
      <Terms promo={promo} />
      <Action promo={promo} />
      <PromotionComments promotionId={promo.id} />
    </article>
  );
}
