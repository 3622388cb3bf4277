import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { GuestLinks } from './guest-links';
import type { IconName } from './icon';
import { StateView } from './state-view';

/** A guest on a member screen (spec section 6): asked to log in or register, nothing is requested. */
export function LoginNeeded({
  icon = 'lock',
  description = 'state.loginText',
}: {
  icon?: IconName;
  /** The member centre explains what logging in opens; other screens say it is needed. */
  description?: 'state.loginText' | 'member.guestText';
}) {
  const { t } = useTranslation();
  return (
    <StateView icon={icon} title={t('Please login first')} description={t(description)}>
      <GuestLinks primary="login" />
    </StateView>
  );
}

/** Spec section 6: a trial user on a member-only screen gets 'free_reject' and is asked to register. */
export function RealAccountNeeded() {
  const { t } = useTranslation();
  return (
    <StateView
      icon="lock"
      title={t('free_reject')}
      description={t('state.trialText')}
      action={{ to: paths.register(), label: t('nav.register') }}
    />
  );
}
