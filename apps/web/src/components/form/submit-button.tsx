import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';

interface SubmitButtonProps {
  /** Pending beyond the submit handler itself (a mutation still running after it returned). */
  isPending?: boolean;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

/** STYLE 'Forms': the submit button is disabled while the form submits and says so. */
export function SubmitButton({
  isPending = false,
  disabled = false,
  className,
  children,
}: SubmitButtonProps) {
  const { t } = useTranslation();
  const { isSubmitting } = useFormState();
  const pending = isPending || isSubmitting;
  return (
    <button
      type="submit"
      className={`btn btn--primary btn--block${className ? ` ${className}` : ''}`}
      disabled={pending || disabled}
      aria-busy={pending}
    >
      {pending && <Icon name="refresh" size={18} className="spin" />}
      {pending ? t('in_please_wait') : children}
    </button>
  );
}
