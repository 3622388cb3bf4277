import { useTranslation } from 'react-i18next';
import { usePayoutAccounts } from '../api/payout-accounts';
import { useWithdrawReport } from '../api/withdraw';
import { OrderHistory } from './order-history';
import { useAccountLabel } from './payout-accounts';

/** The withdraw History tab (MCS2_WithdrawTransactionReport). */
export function WithdrawHistory() {
  const { t } = useTranslation();
  const accounts = usePayoutAccounts();
  const accountLabel = useAccountLabel();
  return (
    <OrderHistory
      report={useWithdrawReport()}
      label={t('withdraw.history')}
      emptyText={t('withdraw.historyEmpty')}
      title={() => t('withdraw.row')}
      details={(row) => {
        const account = accounts.data?.find((item) => item.id === row.cardId);
        return (
          <>
            {account && <span className="meta-text">{accountLabel(account)}</span>}
            {/* The operator's reason explains a refusal; on a paid order it is internal. */}
            {row.reason && row.status === 'REJECTED' && (
              <span className="meta-text money-row__reason">{row.reason}</span>
            )}
          </>
        );
      }}
    />
  );
}
