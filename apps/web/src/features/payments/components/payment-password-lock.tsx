import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { DateTime } from '@/features/wallet';
import { useRefreshPaymentPasswordStatus } from '../api/payment-password';

interface PaymentPasswordLockProps {
  /** When the lock ends (ISO). */
  lockedUntil: string;
  /** A reset code can go to the bound number or e-mail address. */
  canReset: boolean;
  onReset: () => void;
}

/**
 * In place of the withdraw form while wrong payment passwords keep it locked: until when, and the
 * way out now (a reset by code). The form comes back by itself when the lock runs out.
 */
export function PaymentPasswordLock({ lockedUntil, canReset, onReset }: PaymentPasswordLockProps) {
  const { t } = useTranslation();
  const refresh = useRefreshPaymentPasswordStatus();

  useEffect(() => {
    const wait = Math.max(0, new Date(lockedUntil).getTime() - Date.now()) + 1000;
    const timer = window.setTimeout(() => void refresh(), wait);
    return () => window.clearTimeout(timer);
  }, [lockedUntil, refresh]);

  return (
    <section className="money-card money-form" role="alert" aria-labelledby="payment-lock-title">
      <h2 id="payment-lock-title" className="money-section__title">
        <Icon name="lock" size={20} />
        {t('paymentPassword.lockedTitle')}
      </h2>
      <p className="money-field__hint">
        {t('paymentPassword.lockedUntil')} <DateTime iso={lockedUntil} />
      </p>
      <p className="money-field__hint">
        {t(canReset ? 'paymentPassword.lockedReset' : 'paymentPassword.lockedWait')}
      </p>
      {canReset && (
        <button type="button" className="btn btn--primary btn--block" onClick={onReset}>
          {t('paymentPassword.resetNow')}
        </button>
      )}
    </section>
  );
}
