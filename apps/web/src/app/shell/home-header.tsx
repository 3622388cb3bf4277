import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GuestLinks } from '@/components/guest-links';
import { Icon } from '@/components/icon';
import { Skeleton } from '@/components/skeleton';
import { SmartImage } from '@/components/smart-image';
import { paths } from '@/config/paths';
import { UnreadBadge, useUnreadTotal } from '@/features/messages';
import { useSession } from '@/features/session';
import { useWhitelabel } from '@/features/system';
import { HeaderBalance } from '@/features/wallet';
import { useMemberNavigate } from './use-member-navigate';

/**
 * Spec section 2 'Page shell' home header: the logo; for members the balance with deposit and
 * withdraw (sumBalance with the symbol, 2 decimals; spec section 9); for guests login and register.
 */
export function HomeHeader() {
  const { t } = useTranslation();
  const whitelabel = useWhitelabel();
  const session = useSession();
  const goMember = useMemberNavigate();
  const unread = useUnreadTotal();

  return (
    // The header band stays dark in both themes: merchant logos are drawn for a dark ground.
    <header className="top-bar home-header" data-theme="dark">
      <Link to={paths.home()} className="home-header__logo" aria-label={whitelabel?.name ?? t('title.home')}>
        {whitelabel ? (
          <SmartImage src={whitelabel.logoUrl} alt={whitelabel.name} height={32} eager />
        ) : (
          <Skeleton width={96} height={28} />
        )}
      </Link>
      <div className="home-header__actions">
        {session.isLoggedIn ? (
          <>
            <HeaderBalance className="home-header__balance" symbolClassName="home-header__symbol" />
            <Link
              to={paths.message()}
              className="icon-btn home-header__messages"
              aria-label={
                unread > 0
                  ? `${t('messages.bell')} (${t('messages.unread', { count: unread })})`
                  : t('messages.bell')
              }
              data-testid="header-messages"
            >
              <Icon name="mail" size={20} />
              <UnreadBadge count={unread} className="unread-badge--corner" />
            </Link>
            <button
              type="button"
              className="btn btn--primary btn--sm home-header__deposit"
              onClick={() => goMember(paths.deposit())}
            >
              <Icon name="coins" size={18} />
              <span className="home-header__deposit-label">{t('nav.deposit')}</span>
            </button>
            <button
              type="button"
              className="icon-btn home-header__withdraw"
              aria-label={t('nav.withdraw')}
              onClick={() => goMember(paths.withdraw())}
            >
              <Icon name="withdraw" size={20} />
            </button>
          </>
        ) : (
          <GuestLinks primary="register" size="sm" />
        )}
      </div>
    </header>
  );
}
