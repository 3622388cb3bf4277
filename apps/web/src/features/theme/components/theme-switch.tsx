import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { useTheme } from '../use-theme';
import './theme-switch.css';

/** Dark/light toggle row for the side menu (spec section 1). */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const [theme, setTheme] = useTheme();
  const isLight = theme === 'light';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isLight}
      className="menu-row"
      onClick={() => setTheme(isLight ? 'dark' : 'light')}
    >
      <Icon name={isLight ? 'sun' : 'moon'} />
      <span className="menu-row__label">{t('menu.lightTheme')}</span>
      <span className="switch" data-on={isLight || undefined} aria-hidden="true" />
    </button>
  );
}
