import type { ReactNode } from 'react';
import { FormAlert } from './form-alert';
import { SubmitButton } from './submit-button';

/** The end of an account form: a refusal of the whole form, then its submit button. */
export function FormFooter({ disabled, children }: { disabled?: boolean; children: ReactNode }) {
  return (
    <>
      <FormAlert />
      <SubmitButton className="form-submit" disabled={disabled}>
        {children}
      </SubmitButton>
    </>
  );
}
