import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';

interface SubmitButtonProps {
  isPending: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** STYLE 'Forms': the submit button is disabled while pending and says so. */
export function SubmitButton({ isPending, disabled = false, children }: SubmitButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      className="btn btn--primary btn--block auth-submit"
      disabled={isPending || disabled}
      aria-busy={isPending}
    >
      {isPending && <Icon name="refresh" size={18} className="spin" />}
      {isPending ? t('in_please_wait') : children}
    </button>
  );
}
