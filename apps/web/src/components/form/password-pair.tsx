import { PasswordField, type PasswordFieldProps } from './password-field';

interface PasswordPairProps extends Omit<PasswordFieldProps, 'name' | 'label' | 'hint'> {
  /** The new password's field, then its confirmation's. */
  names: readonly [string, string];
  labels: readonly [string, string];
  /** The password's rule, under the first field. */
  hint?: string;
}

/** A new password typed twice: both fields alike, the rule under the first. */
export function PasswordPair({ names, labels, hint, ...props }: PasswordPairProps) {
  return (
    <>
      <PasswordField {...props} name={names[0]} label={labels[0]} hint={hint} />
      <PasswordField {...props} name={names[1]} label={labels[1]} />
    </>
  );
}
