import { PLAY_CURRENCY } from '@ficha/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/skeleton';
import { useWallet } from '../api/get-wallet';
import { STARRED, useBalanceHidden } from '../lib/balance-visibility';
import { Money, useCurrencySymbol } from './money';

interface HeaderBalanceProps {
  className?: string;
  symbolClassName?: string;
}

/**
 * Spec section 2 'Page shell': the member's balance in the home header (sumBalance with the
 * symbol, 2 decimals). It follows the widget's hide toggle; a failed call shows '--' and the
 * widget on the page below offers the retry.
 */
export function HeaderBalance({ className, symbolClassName }: HeaderBalanceProps) {
  const { t } = useTranslation();
  const wallet = useWallet();
  const [hidden] = useBalanceHidden();
  const symbol = useCurrencySymbol();
  const data = wallet.data;

  let content: ReactNode;
  if (data && !hidden) {
    content = (
      <Money
        amount={data.sumBalance}
        symbol={data.currencySymbol}
        isPlay={data.currency === PLAY_CURRENCY}
        className="header-balance__money"
      />
    );
  } else if (wallet.isPending) {
    content = <Skeleton width={72} height={16} />;
  } else {
    content = (
      <>
        <span className={symbolClassName}>{data?.currencySymbol ?? symbol}</span>
        {hidden ? STARRED : '--'}
      </>
    );
  }

  return (
    <span className={className} data-testid="header-balance">
      <span className="visually-hidden">{t('wallet.total')}</span>
      {content}
    </span>
  );
}
