import type { DepositRecord } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { useDepositReport } from '../api/deposit-report';
import type { CreatedDeposit } from './deposit-form';
import { OrderHistory } from './order-history';
import { ReopenChargeButton } from './reopen-charge-button';

/** Whether the row's PIX charge can still be paid: the server said so, and it has not run out since. */
function canReopen(row: DepositRecord): boolean {
  return row.reopenable && row.expiresAt !== null && Date.parse(row.expiresAt) > Date.now();
}

/** The deposit History tab (depositTransactioNReport); a pending PIX charge can be reopened. */
export function DepositHistory({ onReopen }: { onReopen: (created: CreatedDeposit) => void }) {
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
            <span className="meta-text">
              {t('deposit.reference')}: {row.reference}
            </span>
          )}
          {/* The operator's reason explains a refusal; on a paid order it is internal. */}
          {row.reason && (row.status === 'REJECTED' || row.status === 'EXPIRED') && (
            <span className="meta-text money-row__reason">{row.reason}</span>
          )}
          {canReopen(row) && <ReopenChargeButton orderId={row.orderId} onReopen={onReopen} />}
        </>
      )}
    />
  );
}
