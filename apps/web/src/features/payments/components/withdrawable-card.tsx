import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { Skeleton } from '@/components/skeleton';
import { ListError, Money, toMinor, useWallet, type WalletSummary } from '@/features/wallet';
import { Fact } from './fact';

/**
 * What may be withdrawn now (issue 4 part 5: balance minus locked bonus and unmet turnover), with
 * the wagering still owed explained when there is some.
 */
export function WithdrawableCard() {
  const wallet = useWallet();
  if (wallet.isPending) {
    return (
      <section className="money-card withdrawable" aria-busy="true">
        <Skeleton width="45%" height={14} />
        <Skeleton width="60%" height={30} />
        <Skeleton width="80%" height={14} />
      </section>
    );
  }
  if (wallet.isError) {
    return <ListError error={wallet.error} onRetry={() => wallet.refetch()} isRetrying={wallet.isFetching} />;
  }
  return <WithdrawableFigures summary={wallet.data} />;
}

function WithdrawableFigures({ summary }: { summary: WalletSummary }) {
  const { t } = useTranslation();
  const hasTurnover = (toMinor(summary.unmetTurnover) ?? 0n) > 0n;
  const hasBonus = (toMinor(summary.bonusBalance) ?? 0n) > 0n;
  return (
    <section className="money-card withdrawable" aria-labelledby="withdrawable-title">
      <h2 id="withdrawable-title" className="withdrawable__label">
        {t('withdraw.available')}
      </h2>
      <p className="withdrawable__amount" data-testid="withdrawable">
        <Money amount={summary.withdrawable} symbol={summary.currencySymbol} />
      </p>
      <dl className="withdrawable__split">
        <Fact label={t('wallet.cash')}>
          <Money amount={summary.cashBalance} symbol={summary.currencySymbol} />
        </Fact>
        {hasBonus && (
          <Fact label={t('wallet.bonus')}>
            <Money amount={summary.bonusBalance} symbol={summary.currencySymbol} />
          </Fact>
        )}
      </dl>
      {hasTurnover && (
        <p className="withdrawable__turnover" role="note">
          <Icon name="alert" size={18} />
          <span>
            <strong>
              {t('withdraw.turnoverTitle')}{' '}
              <Money amount={summary.unmetTurnover} symbol={summary.currencySymbol} />
            </strong>
            <span>{t('withdraw.turnoverText')}</span>
          </span>
        </p>
      )}
    </section>
  );
}
