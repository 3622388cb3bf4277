import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '@/components/icon';
import { paths } from '@/config/paths';
import type { TranslationKey } from '@/i18n/keys';

interface LinkEntry {
  labelKey: TranslationKey;
  icon: IconName;
  to: string;
}

/** The member centre's money shortcuts (deposit and withdraw are built by the wallet screens). */
export const MONEY_LINKS: readonly LinkEntry[] = [
  { labelKey: 'nav.deposit', icon: 'coins', to: paths.deposit() },
  { labelKey: 'nav.withdraw', icon: 'withdraw', to: paths.withdraw() },
  { labelKey: 'title.gameRecord', icon: 'clock', to: paths.gameRecord() },
  { labelKey: 'title.responsibleGaming', icon: 'shieldLock', to: paths.responsibleGaming() },
  { labelKey: 'title.identityVerification', icon: 'user', to: paths.identityVerification() },
];

export const SERVICE_LINKS: readonly LinkEntry[] = [
  { labelKey: 'title.webEmail', icon: 'mail', to: paths.webEmail() },
  { labelKey: 'title.feedback', icon: 'chat', to: paths.feedback() },
  { labelKey: 'title.help', icon: 'help', to: paths.help() },
];

export function LinkRow({ entry }: { entry: LinkEntry }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link to={entry.to} className="menu-row">
        <Icon name={entry.icon} />
        <span className="menu-row__label">{t(entry.labelKey)}</span>
        <Icon name="chevronRight" size={18} />
      </Link>
    </li>
  );
}

export function ActionRow({
  icon,
  label,
  onClick,
  tone,
}: {
  icon: IconName;
  label: string;
  onClick: () => void;
  tone?: 'danger';
}) {
  return (
    <li>
      <button type="button" className={`menu-row${tone ? ` menu-row--${tone}` : ''}`} onClick={onClick}>
        <Icon name={icon} />
        <span className="menu-row__label">{label}</span>
        {!tone && <Icon name="chevronRight" size={18} />}
      </button>
    </li>
  );
}
