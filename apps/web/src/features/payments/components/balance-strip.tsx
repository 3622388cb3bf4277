import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/skeleton';
import { WidgetError } from '@/components/widget-error';
import { Money, PLAY_CURRENCY, useWallet } from '@/features/wallet';
import { Fact } from './fact';

/**
 * The balance at the top of the deposit screen: a card with cash and bonus on the new layout,
 * one line on the base layout (spec section 4 'Template').
 */
export function BalanceStrip({ layout }: { layout: 'new' | 'base' }) {
  const { t } = useTranslation();
  const wallet = useWallet();
  const data = wallet.data;
  const isPlay = data?.currency === PLAY_CURRENCY;
  const amount = (value: string) =>
    data ? (
      <Money amount={value} symbol={data.currencySymbol} isPlay={isPlay} />
    ) : (
      <Skeleton width={80} height={16} />
    );

  if (wallet.isError && !data) {
    return <WidgetError onRetry={() => wallet.refetch()} />;
  }
  if (layout === 'base') {
    return (
      <p className="balance-strip balance-strip--base">
        <span>{t('wallet.total')}</span>
        {amount(data?.sumBalance ?? '0')}
      </p>
    );
  }
  return (
    <section className="glow balance-strip balance-strip--new" aria-label={t('wallet.title')}>
      <span className="meta-text">{t('wallet.total')}</span>
      <span className="balance-strip__total">{amount(data?.sumBalance ?? '0')}</span>
      <dl className="balance-strip__split">
        <Fact label={t('wallet.cash')}>{amount(data?.cashBalance ?? '0')}</Fact>
        <Fact label={t('wallet.bonus')}>{amount(data?.bonusBalance ?? '0')}</Fact>
      </dl>
    </section>
  );
}
