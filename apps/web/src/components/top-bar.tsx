import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import './top-bar.css';

interface TopBarProps {
  title: string;
  onBack?: () => void;
  /** 'close' for full-screen frames such as the lottery frame. */
  backIcon?: 'back' | 'close';
  end?: ReactNode;
}

/** Title bar with a back arrow: the shell header, and the own bar of screens that hide it. */
export function TopBar({ title, onBack, backIcon = 'back', end }: TopBarProps) {
  const { t } = useTranslation();
  return (
    // Same dark band as the home header, so the chrome reads the same in both themes.
    <header className="top-bar" data-theme="dark">
      {onBack ? (
        <button
          type="button"
          className="icon-btn"
          onClick={onBack}
          aria-label={t(backIcon === 'close' ? 'action.close' : 'action.back')}
        >
          <Icon name={backIcon} />
        </button>
      ) : (
        <span className="top-bar__spacer" />
      )}
      <h1 className="top-bar__title">{title}</h1>
      {end ?? <span className="top-bar__spacer" />}
    </header>
  );
}
