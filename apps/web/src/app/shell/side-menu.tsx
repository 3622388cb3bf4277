import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { GuestLinks } from '@/components/guest-links';
import { Icon, type IconName } from '@/components/icon';
import { Modal } from '@/components/modal';
import { SmartImage } from '@/components/smart-image';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { LanguagePicker } from '@/features/language';
import { UnreadBadge, useUnreadTotal } from '@/features/messages';
import { LogoutDialog, useSession } from '@/features/session';
import { useWhitelabel } from '@/features/system';
import { ThemeSwitch } from '@/features/theme';
import type { TranslationKey } from '@/i18n/keys';
import { isStandalone } from '@/lib/device';
import { useMemberNavigate } from './use-member-navigate';

interface SideMenuProps {
  open: boolean;
  onClose: () => void;
}

interface Entry {
  labelKey: TranslationKey;
  icon: IconName;
  to: string;
  /** Money screens go through the deposit rule of spec section 4. */
  money?: boolean;
}

const GAME_ENTRIES: Entry[] = [
  { labelKey: 'nav.home', icon: 'home', to: paths.home() },
  { labelKey: 'title.hot', icon: 'flame', to: paths.hot() },
  { labelKey: 'title.providers', icon: 'grid', to: paths.providers() },
  { labelKey: 'title.gameLobbyCenter', icon: 'layers', to: paths.gameLobbyCenter() },
  { labelKey: 'menu.categoryList', icon: 'list', to: paths.homeList('RNG') },
];

const WALLET_ENTRIES: Entry[] = [
  { labelKey: 'nav.deposit', icon: 'coins', to: paths.deposit(), money: true },
  { labelKey: 'nav.withdraw', icon: 'withdraw', to: paths.withdraw(), money: true },
  { labelKey: 'title.leaderBoard', icon: 'trophy', to: paths.leaderBoard() },
  { labelKey: 'title.gameRecord', icon: 'clock', to: paths.gameRecord() },
];

const ACCOUNT_ENTRIES: Entry[] = [
  { labelKey: 'title.message', icon: 'mail', to: paths.message() },
  { labelKey: 'title.feedback', icon: 'chat', to: paths.feedback() },
  { labelKey: 'title.signIn', icon: 'calendar', to: paths.signIn() },
  { labelKey: 'title.activity', icon: 'gift', to: paths.activity() },
  { labelKey: 'title.help', icon: 'help', to: paths.help() },
];

const AGENT_ENTRIES: Entry[] = [
  { labelKey: 'title.agentRegister', icon: 'briefcase', to: paths.agentRegister() },
  { labelKey: 'title.inviteFriends', icon: 'userPlus', to: paths.inviteFriends() },
  { labelKey: 'title.memberHome', icon: 'user', to: paths.memberHome() },
];

/**
 * Spec section 2 'Side menu': every link and its conditions, the language picker and the theme
 * switch. The panel is a modal dialog: focus stays inside, Escape and the backdrop close it, and
 * the shell closes it on navigation.
 */
export function SideMenu({ open, onClose }: SideMenuProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const session = useSession();
  const whitelabel = useWhitelabel();
  const [isLogoutOpen, setLogoutOpen] = useState(false);
  const toast = useToast();
  const goMember = useMemberNavigate();
  const hasRewardCenter = whitelabel?.flags.REWCEN3 === true;
  const unread = useUnreadTotal();

  const renderEntry = (entry: Entry) => {
    const isCurrent = `${pathname}${search}` === entry.to || (pathname === entry.to && !search);
    if (entry.money) {
      return (
        <li key={entry.labelKey}>
          <button
            type="button"
            className="menu-row"
            onClick={() => {
              onClose();
              goMember(entry.to);
            }}
          >
            <Icon name={entry.icon} />
            <span className="menu-row__label">{t(entry.labelKey)}</span>
          </button>
        </li>
      );
    }
    return (
      <li key={entry.labelKey}>
        <Link
          to={entry.to}
          className="menu-row"
          aria-current={isCurrent ? 'page' : undefined}
          onClick={onClose}
        >
          <Icon name={entry.icon} />
          <span className="menu-row__label">{t(entry.labelKey)}</span>
          {entry.to === paths.message() && <UnreadBadge count={unread} />}
        </Link>
      </li>
    );
  };

  return (
    <Modal open={open} onClose={onClose} variant="drawer" label={t('nav.menu')} className="side-menu">
      <div className="side-menu__head" data-theme="dark">
        {whitelabel ? (
          <SmartImage
            className="side-menu__logo"
            src={whitelabel.logoUrl}
            alt={whitelabel.name}
            height={30}
          />
        ) : (
          <span className="side-menu__logo" />
        )}
        <button type="button" className="icon-btn" onClick={onClose} aria-label={t('action.closeMenu')}>
          <Icon name="close" />
        </button>
      </div>

      {session.isLoggedIn ? (
        <p className="side-menu__greeting">
          <Icon name="user" size={20} />
          {session.userName ? t('menu.greeting', { name: session.userName }) : t('menu.greetingAnonymous')}
        </p>
      ) : (
        // Spec section 2 'Side menu': login and register are for guests only.
        <div className="side-menu__auth">
          <GuestLinks primary="register" size="block" onNavigate={onClose} />
        </div>
      )}

      <nav aria-label={t('nav.menu')}>
        <h2 className="side-menu__group">{t('menu.games')}</h2>
        <ul className="side-menu__list">{GAME_ENTRIES.map(renderEntry)}</ul>

        <h2 className="side-menu__group">{t('menu.wallet')}</h2>
        <ul className="side-menu__list">{WALLET_ENTRIES.map(renderEntry)}</ul>

        <h2 className="side-menu__group">{t('menu.account')}</h2>
        <ul className="side-menu__list">
          {ACCOUNT_ENTRIES.map(renderEntry)}
          <li>
            {hasRewardCenter ? (
              <Link to={paths.rewardCenter()} className="menu-row" onClick={onClose}>
                <Icon name="star" />
                <span className="menu-row__label">{t('title.rewardCenter')}</span>
              </Link>
            ) : (
              // Spec section 8: with the reward center off, the toast 'contact_service'.
              <button
                type="button"
                className="menu-row"
                onClick={() => {
                  onClose();
                  toast(t('contact_service'));
                }}
              >
                <Icon name="star" />
                <span className="menu-row__label">{t('title.rewardCenter')}</span>
              </button>
            )}
          </li>
          {AGENT_ENTRIES.map(renderEntry)}
          {/* Spec section 2: the app download item is hidden inside the installed app. */}
          {!isStandalone() && renderEntry({ labelKey: 'menu.app', icon: 'download', to: paths.app() })}
          {/* Spec section 4 'Logout': for any session, trial included, behind a confirm dialog. */}
          {session.isLoggedIn && (
            <li>
              <button type="button" className="menu-row menu-row--danger" onClick={() => setLogoutOpen(true)}>
                <Icon name="login" />
                <span className="menu-row__label">{t('auth.logout')}</span>
              </button>
            </li>
          )}
        </ul>
      </nav>

      <section className="side-menu__settings" aria-labelledby="side-menu-language">
        <h2 id="side-menu-language" className="side-menu__group">
          {t('menu.language')}
        </h2>
        <LanguagePicker />
        <h2 className="side-menu__group">{t('menu.display')}</h2>
        <ThemeSwitch />
      </section>
      <LogoutDialog open={isLogoutOpen} onClose={() => setLogoutOpen(false)} onLoggedOut={onClose} />
    </Modal>
  );
}
