import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { ButtonLink } from './button-link';

interface GuestLinksProps {
  /** The way the screen leans: the header and the menu stress registering, a blocked screen logging in. */
  primary: 'login' | 'register';
  size?: 'sm' | 'block';
  /** Runs as either is followed (the side menu closes). */
  onNavigate?: () => void;
}

/** A guest's two ways in (spec sections 2 and 6): log in, then register. */
export function GuestLinks({ primary, size, onNavigate }: GuestLinksProps) {
  const { t } = useTranslation();
  return (
    <>
      <ButtonLink
        to={paths.login()}
        look={primary === 'login' ? 'primary' : 'outline'}
        size={size}
        onClick={onNavigate}
      >
        {t('nav.login')}
      </ButtonLink>
      <ButtonLink
        to={paths.register()}
        look={primary === 'register' ? 'primary' : 'outline'}
        size={size}
        onClick={onNavigate}
      >
        {t('nav.register')}
      </ButtonLink>
    </>
  );
}
