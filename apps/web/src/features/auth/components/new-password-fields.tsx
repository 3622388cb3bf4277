import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/form';

/** The new password (its rule as the hint) and its confirmation, of the change and reset forms. */
export function NewPasswordFields({ hint }: { hint: string | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        name="newPassword"
        label={t('form.newPassword')}
        hint={hint}
        autoComplete="new-password"
        maxLength={64}
      />
      <PasswordField
        name="confirmNewPassword"
        label={t('form.confirmPassword')}
        autoComplete="new-password"
        maxLength={64}
      />
    </>
  );
}
