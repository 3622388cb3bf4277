import type { ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icon';

interface BusyButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  isBusy: boolean;
  type?: 'button' | 'submit';
  /** The symbol before the label, which turns into the spinner while busy. */
  icon?: IconName;
  iconSize?: number;
}

/** STYLE 'Forms': a button whose action is running is disabled, spins and says 'please wait'. */
export function BusyButton({
  isBusy,
  type = 'button',
  icon,
  iconSize = 18,
  disabled,
  children,
  ...props
}: BusyButtonProps) {
  const { t } = useTranslation();
  return (
    <button type={type} {...props} disabled={isBusy || disabled} aria-busy={isBusy}>
      {isBusy ? (
        <Icon name="refresh" size={iconSize} className="spin" />
      ) : (
        icon && <Icon name={icon} size={iconSize} />
      )}
      {isBusy ? t('in_please_wait') : children}
    </button>
  );
}
