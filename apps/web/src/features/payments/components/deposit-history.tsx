import { useTranslation } from 'react-i18next';
import { useDepositReport } from '../api/deposit-report';
import { OrderHistory } from './order-history';

/** The deposit History tab (depositTransactioNReport). */
export function DepositHistory() {
  const { t } = useTranslation();
  return (
    <OrderHistory
      report={useDepositReport()}
      label={t('deposit.history')}
      emptyText={t('deposit.historyEmpty')}
      title={(row) => row.methodName}
      details={(row) => (
        <>
          {row.reference && (
            <span className="money-row__meta">
              {t('deposit.reference')}: {row.reference}
            </span>
          )}
          {/* The operator's reason explains a refusal; on a paid order it is internal. */}
          {row.reason && (row.status === 'REJECTED' || row.status === 'EXPIRED') && (
            <span className="money-row__meta money-row__reason">{row.reason}</span>
          )}
        </>
      )}
    />
  );
}
