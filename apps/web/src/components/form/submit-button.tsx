import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { BusyButton } from '@/components/busy-button';

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
  const { isSubmitting } = useFormState();
  return (
    <BusyButton
      type="submit"
      className={`btn btn--primary btn--block${className ? ` ${className}` : ''}`}
      isBusy={isPending || isSubmitting}
      disabled={disabled}
    >
      {children}
    </BusyButton>
  );
}
