import { useTranslation } from 'react-i18next';
import { ErrorRetry } from '@/components/error-retry';
import { Skeleton } from '@/components/skeleton';
import { StateView } from '@/components/state-view';
import { paths } from '@/config/paths';
import { useSession } from '@/features/session';
import { useWhitelabel } from '@/features/system';
import { useFormatMoney } from '@/features/wallet';
import { isCode } from '@/lib/form/refusal';
import { useMyInvitation } from '../api/agents';
import { QrCode } from './qr-code';
import { ShareLink } from './share-link';
import './agents.css';

/**
 * /m/inviteFriends (spec sections 2 and 6): the member's code, link and QR to share, how many
 * registered through it and what it earned. Only while the site runs the REFERRAL promotion.
 */
export function InviteFriendsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const whitelabel = useWhitelabel();
  const formatMoney = useFormatMoney();
  const invitation = useMyInvitation();
  if (whitelabel && !whitelabel.flags.REFERRAL && !session.isAgent)
    return (
      <StateView
        icon="userPlus"
        title={t('agents.referralOff')}
        action={{ to: paths.home(), label: t('agents.backHome') }}
      />
    );
  if (invitation.isPending)
    return (
      <div className="panel-page" aria-busy="true">
        <Skeleton height={320} />
      </div>
    );
  if (invitation.isError) {
    if (isCode(invitation.error, 'FORBIDDEN'))
      return (
        <StateView
          icon="userPlus"
          title={t('agents.referralOff')}
          action={{ to: paths.home(), label: t('agents.backHome') }}
        />
      );
    return (
      <ErrorRetry
        error={invitation.error}
        onRetry={() => invitation.refetch()}
        isRetrying={invitation.isFetching}
      />
    );
  }
  const { code, url, registerCount, earned } = invitation.data;
  return (
    <div className="panel-page">
      <section className="panel agents-invite" aria-labelledby="agents-invite-title">
        <h2 id="agents-invite-title" className="panel__title">
          {t('agents.inviteTitle')}
        </h2>
        <p className="agents-muted">{t('agents.inviteIntro')}</p>
        <QrCode text={url} size={200} />
        <div className="agents-field agents-field--wide">
          <span>{t('agents.yourCode')}</span>
          <strong className="agents-code agents-code--big">{code}</strong>
        </div>
        <code className="agents-url">{url}</code>
        <ShareLink url={url} title={t('agents.shareTitle')} />
        <dl className="agents-kpis">
          <div className="agents-kpi">
            <dt>{t('agents.friendsRegistered')}</dt>
            <dd>{registerCount}</dd>
          </div>
          <div className="agents-kpi">
            <dt>{t('agents.earned')}</dt>
            <dd>{formatMoney(earned)}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
