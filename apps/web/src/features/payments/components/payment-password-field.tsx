import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form';
import { digitsOnly } from '@/lib/form';

/**
 * The 6-digit payment password of a form that moves money out (a withdrawal, an agent's transfer):
 * digits only, hidden, never filled in by the browser.
 */
export function PaymentPasswordField({ name = 'paymentPassword' }: { name?: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      name={name}
      look="money"
      label={t('withdraw.paymentPassword')}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      transform={(typed) => digitsOnly(typed, 6)}
    />
  );
}
