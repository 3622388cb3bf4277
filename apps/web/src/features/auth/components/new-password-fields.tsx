import { useTranslation } from 'react-i18next';
import { PasswordPair } from '@/components/form';

/** The new password (its rule as the hint) and its confirmation, of the change and reset forms. */
export function NewPasswordFields({ hint }: { hint: string | undefined }) {
  const { t } = useTranslation();
  return (
    <PasswordPair
      names={['newPassword', 'confirmNewPassword']}
      labels={[t('form.newPassword'), t('form.confirmPassword')]}
      hint={hint}
      autoComplete="new-password"
      maxLength={64}
    />
  );
}
