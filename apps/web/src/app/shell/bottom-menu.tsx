import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Icon, type IconName } from '@/components/icon';
import { isHomePath, paths } from '@/config/paths';
import { UnreadBadge, useUnreadTotal } from '@/features/messages';
import type { TranslationKey } from '@/i18n/keys';
import { useMemberNavigate } from './use-member-navigate';

interface BottomMenuProps {
  onOpenMenu: () => void;
  isMenuOpen: boolean;
  /**
   * The floating service button, docked at the bar's right end: floating over the page it covered
   * the home page's search button and category chips (hardening 17).
   */
  service?: ReactNode;
}

function Item({
  icon,
  labelKey,
  to,
  isCurrent,
}: {
  icon: IconName;
  labelKey: TranslationKey;
  to: string;
  isCurrent: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="bottom-menu__item" aria-current={isCurrent ? 'page' : undefined}>
      <Icon name={icon} />
      <span>{t(labelKey)}</span>
    </Link>
  );
}

/** Spec section 2 'Page shell': Menu, Promotions, Home, Deposit, Member centre. */
export function BottomMenu({ onOpenMenu, isMenuOpen, service }: BottomMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const goMember = useMemberNavigate();
  // Spec section 7: the unread total (announcements, chat, inbox) shows on the menu.
  const unread = useUnreadTotal();

  return (
    <nav className="bottom-menu" aria-label={t('nav.bottom')}>
      <button
        type="button"
        className="bottom-menu__item"
        aria-haspopup="dialog"
        aria-expanded={isMenuOpen}
        onClick={onOpenMenu}
      >
        <span className="bottom-menu__icon">
          <Icon name="menu" />
          <UnreadBadge count={unread} className="unread-badge--corner" />
        </span>
        <span>{t('nav.menu')}</span>
      </button>
      <Item
        icon="gift"
        labelKey="nav.promotions"
        to={paths.activity()}
        isCurrent={pathname === paths.activity()}
      />
      <Link
        to={paths.home()}
        className="bottom-menu__item bottom-menu__item--home"
        aria-current={isHomePath(pathname) ? 'page' : undefined}
      >
        <span className="bottom-menu__home-badge">
          <Icon name="home" size={26} />
        </span>
        <span>{t('nav.home')}</span>
      </Link>
      <button
        type="button"
        className="bottom-menu__item"
        aria-current={pathname === paths.deposit() ? 'page' : undefined}
        onClick={() => goMember(paths.deposit())}
      >
        <Icon name="coins" />
        <span>{t('nav.deposit')}</span>
      </button>
      <Item
        icon="user"
        labelKey="nav.member"
        to={paths.memberHome()}
        isCurrent={pathname.startsWith('/m/member')}
      />
      {service}
    </nav>
  );
}
