import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useWhitelabel } from '@/features/system';
import { localeOf } from '@/i18n';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import { formatMoney, splitAmount } from '../lib/money';
import './wallet.css';

/** The locale of the current language, for amounts and dates. */
export function useLocale(): string {
  return localeOf(useCurrentLanguage());
}

/** The merchant's currency symbol (spec section 3 'Wallet': currencySymbol). */
export function useCurrencySymbol(): string {
  return useWhitelabel()?.currencySymbol ?? '';
}

/** "R$ 1.250,00" in the current language, for messages and labels. */
export function useFormatMoney(): (amount: string, symbol?: string) => string {
  const locale = useLocale();
  const fallbackSymbol = useCurrencySymbol();
  return useCallback(
    (amount: string, symbol?: string) => formatMoney(amount, symbol ?? fallbackSymbol, locale),
    [locale, fallbackSymbol],
  );
}

interface MoneyProps {
  /** Server decimal string: "1250.00", "-20.00". */
  amount: string;
  /** Defaults to the merchant's symbol. */
  symbol?: string;
  /** Trial accounts hold play money (currency PLAY): a badge instead of a real currency symbol. */
  isPlay?: boolean;
  /** Statement lines: credits get a '+' and the credit colour, debits the debit colour. */
  signed?: boolean;
  className?: string;
}

/** An amount as the spec shows it: symbol, 2 decimals, tabular digits, debits coloured. */
export function Money({ amount, symbol, isPlay = false, signed = false, className }: MoneyProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fallbackSymbol = useCurrencySymbol();
  const { negative, isZero, digits } = splitAmount(amount, locale);
  const isCredit = signed && !negative && !isZero;
  const tone = negative ? ' money--debit' : isCredit ? ' money--credit' : '';
  return (
    <span className={`money${tone}${className ? ` ${className}` : ''}`}>
      {negative ? '-' : isCredit ? '+' : ''}
      {isPlay ? (
        <span className="money__play">{t('wallet.playMoney')}</span>
      ) : (
        <span className="money__symbol">{symbol ?? fallbackSymbol}</span>
      )}{' '}
      <span className="money__digits">{digits}</span>
    </span>
  );
}
