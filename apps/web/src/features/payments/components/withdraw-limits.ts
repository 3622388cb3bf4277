import type { WithdrawSettings } from '@ficha/contract';
import { formatCurrency } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { useWhitelabel } from '@/features/system';
import { useLocale } from '@/features/wallet';

/**
 * The line under the withdrawal amount (hardening 16): minimum and maximum per order, the daily
 * limit and what is left of it today, as money in the player's language. Undefined until the
 * limits are known.
 */
export function useWithdrawLimitsHint(settings: WithdrawSettings | undefined): string | undefined {
  const { t } = useTranslation();
  const locale = useLocale();
  const currency = useWhitelabel()?.currency;
  if (!settings || !currency) return undefined;
  const money = (amount: string) => formatCurrency(amount, { locale, currency });
  return t('withdraw.limits', {
    min: money(settings.minAmount),
    max: money(settings.maxAmount),
    daily: money(settings.dailyMaxAmount),
    remaining: money(settings.dailyRemainingAmount),
  });
}
