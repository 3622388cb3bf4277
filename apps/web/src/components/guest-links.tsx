import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { ButtonLink } from './button-link';

type Way = 'login' | 'register';

const WAYS = [
  { way: 'login', to: paths.login, labelKey: 'nav.login' },
  { way: 'register', to: paths.register, labelKey: 'nav.register' },
] as const satisfies ReadonlyArray<{ way: Way; to: () => string; labelKey: string }>;

interface GuestLinksProps {
  /** The way the screen leans: the header and the menu stress registering, a blocked screen logging in. */
  primary: Way;
  size?: 'sm' | 'block';
  /** Runs as either is followed (the side menu closes). */
  onNavigate?: () => void;
}

/** A guest's two ways in (spec sections 2 and 6): log in, then register. */
export function GuestLinks({ primary, size, onNavigate }: GuestLinksProps) {
  const { t } = useTranslation();
  return WAYS.map(({ way, to, labelKey }) => (
    <ButtonLink
      key={way}
      to={to()}
      look={way === primary ? 'primary' : 'outline'}
      size={size}
      onClick={onNavigate}
    >
      {t(labelKey)}
    </ButtonLink>
  ));
}
