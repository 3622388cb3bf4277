import type { MemberInfo } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoginNeeded } from '@/components/access-state';
import { ErrorRetry } from '@/components/error-retry';
import { Icon } from '@/components/icon';
import { Skeleton } from '@/components/skeleton';
import { StateView } from '@/components/state-view';
import { paths } from '@/config/paths';
import { LogoutDialog, useSession } from '@/features/session';
import { useWhitelabel } from '@/features/system';
import { useMemberInfo } from '../api/get-member-info';
import { Avatar } from './avatar';
import { AvatarPicker } from './avatar-picker';
import { ActionRow, LinkRow, MONEY_LINKS, SERVICE_LINKS } from './member-links';
import { NicknameEditor } from './nickname-editor';
import { PaymentPasswordSheet } from './payment-password-sheet';
import './member.css';

/**
 * /m/member/home (spec section 2, section 4 'Template', section 6): guests are asked to log in,
 * trial users to register a real account, members see their profile and links in the merchant's
 * template ('new' when mem_cen is '1', else 'base').
 */
export function MemberCentre() {
  const { t } = useTranslation();
  const session = useSession();
  const [isLogoutOpen, setLogoutOpen] = useState(false);

  if (!session.isLoggedIn) {
    return <LoginNeeded icon="user" description="member.guestText" />;
  }
  if (session.isTrial) {
    return (
      <>
        <StateView
          icon="gamepad"
          title={t('member.trialTitle', { name: session.userName ?? '' })}
          description={t('free_reject')}
          action={{ to: paths.register(), label: t('trial.registerReal') }}
        >
          <button type="button" className="btn btn--secondary" onClick={() => setLogoutOpen(true)}>
            {t('auth.logout')}
          </button>
        </StateView>
        <LogoutDialog open={isLogoutOpen} onClose={() => setLogoutOpen(false)} />
      </>
    );
  }
  return <MemberProfile />;
}

function MemberProfile() {
  const info = useMemberInfo(true);
  if (info.isPending) return <MemberSkeleton />;
  if (info.isError) {
    return <ErrorRetry error={info.error} onRetry={() => info.refetch()} isRetrying={info.isFetching} />;
  }
  return <MemberHome member={info.data} />;
}

function MemberHome({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const whitelabel = useWhitelabel();
  const [sheet, setSheet] = useState<'avatar' | 'payment' | 'logout'>();
  const template = whitelabel?.templates.mem_cen === '1' ? 'v-new' : 'v-base';
  const vip = member.clubLabel.labelName;
  const close = () => setSheet(undefined);

  return (
    <div className={`page-column member ${template}`}>
      <section className="card member__profile" aria-label={t('member.profile')}>
        <button
          type="button"
          className="member__avatar"
          onClick={() => setSheet('avatar')}
          aria-label={t('member.chooseAvatar')}
        >
          <Avatar icon={member.icon} size={template === 'v-new' ? 76 : 60} />
          <span className="icon-badge icon-badge--solid member__avatar-edit" aria-hidden="true">
            <Icon name="refresh" size={14} />
          </span>
        </button>
        <div className="member__identity">
          <p className="member__account">
            <span className="visually-hidden">{t('form.username')}: </span>
            {member.account}
            {/* Spec section 3: the VIP label is hidden when labelName is '0'. */}
            {vip !== '0' && vip !== '' && (
              <span className="member__vip">
                <Icon name="crown" size={14} />
                {vip}
              </span>
            )}
          </p>
          <NicknameEditor nickname={member.nickname} />
        </div>
      </section>

      <nav aria-label={t('member.shortcuts')}>
        <ul className="member__money">
          {MONEY_LINKS.map((entry) => (
            <li key={entry.to}>
              <Link to={entry.to} className="card member__money-link">
                <span className="icon-badge member__money-icon">
                  <Icon name={entry.icon} size={22} />
                </span>
                {t(entry.labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <h2 className="member__group">{t('member.security')}</h2>
      <ul className="member__list">
        <LinkRow entry={{ labelKey: 'title.changePassword', icon: 'lock', to: paths.changePassword() }} />
        <ActionRow
          icon="shieldLock"
          label={t(member.hasPaymentPassword ? 'member.resetPaymentPassword' : 'member.setPaymentPassword')}
          onClick={() => setSheet('payment')}
        />
      </ul>

      <h2 className="member__group">{t('member.service')}</h2>
      <ul className="member__list">
        {SERVICE_LINKS.map((entry) => (
          <LinkRow key={entry.to} entry={entry} />
        ))}
      </ul>

      <ul className="member__list">
        <ActionRow icon="login" label={t('auth.logout')} onClick={() => setSheet('logout')} tone="danger" />
      </ul>

      {sheet === 'avatar' && <AvatarPicker open onClose={close} current={member.icon} />}
      {sheet === 'payment' && <PaymentPasswordSheet open onClose={close} member={member} />}
      <LogoutDialog open={sheet === 'logout'} onClose={close} />
    </div>
  );
}

function MemberSkeleton() {
  return (
    <div className="page-column member" aria-busy="true">
      <div className="card member__profile">
        <Skeleton width={64} height={64} radius="50%" />
        <div className="member__identity">
          <Skeleton width="50%" height={18} />
          <Skeleton width="35%" height={14} />
        </div>
      </div>
      <Skeleton height={84} radius={16} />
      <Skeleton height={160} radius={16} />
    </div>
  );
}
