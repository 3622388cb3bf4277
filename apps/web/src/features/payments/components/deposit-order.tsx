import type { DepositRecord } from '@ficha/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { Skeleton } from '@/components/skeleton';
import { paths } from '@/config/paths';
import { Money, PLAY_CURRENCY, useInvalidateWallet, useWallet } from '@/features/wallet';
import { isFinalDepositStatus, useDepositOrderStatus } from '../api/deposit-report';
import type { CreatedDeposit } from './deposit-form';
import { Fact } from './fact';
import { LatePromotion } from './late-promotion';
import { PixCharge } from './pix-charge';
import { ResultActions } from './result-actions';
import { ResultHead } from './result-head';
import { StatusChip } from './status-chip';

// PIX is confirmed by the PSP's webhook within seconds of paying; a transfer waits for a person.
const PIX_POLL_MS = 3000;
const TRANSFER_POLL_MS = 15_000;

interface DepositOrderProps {
  created: CreatedDeposit;
  onNew: () => void;
  onShowHistory: () => void;
}

/**
 * An opened deposit order until it is decided: the PIX charge or the 'waiting for approval' note,
 * then the approved state with the new balance, or the reason it was refused or expired.
 */
export function DepositOrder({ created, onNew, onShowHistory }: DepositOrderProps) {
  const { order } = created;
  const status = useDepositOrderStatus(
    order.orderId,
    order.method === 'PIX' ? PIX_POLL_MS : TRANSFER_POLL_MS,
  );
  const invalidateWallet = useInvalidateWallet();
  const record = status.data ?? undefined;
  const decided = record?.status;

  // The credit changed the balance everywhere (header, widget, withdraw): refresh it once.
  const refreshed = useRef(false);
  useEffect(() => {
    if (decided === 'APPROVED' && !refreshed.current) {
      refreshed.current = true;
      void invalidateWallet();
    }
  }, [decided, invalidateWallet]);

  if (record && decided === 'APPROVED') return <DepositApproved record={record} onNew={onNew} />;
  if (record && isFinalDepositStatus(decided)) {
    return <DepositClosed record={record} onNew={onNew} />;
  }
  if (order.method === 'PIX') return <PixCharge created={created} onNew={onNew} />;
  return <TransferPending created={created} onNew={onNew} onShowHistory={onShowHistory} />;
}

function TransferPending({ created, onNew, onShowHistory }: DepositOrderProps) {
  const { t } = useTranslation();
  return (
    <section className="money-card money-result" aria-labelledby="transfer-pending-title">
      <ResultHead id="transfer-pending-title" tone="waiting" icon="clock" title={t('deposit.waitingTitle')} />
      <p className="money-result__text">{t('deposit.waitingText')}</p>
      <dl className="money-facts">
        <Fact label={t('deposit.amount')}>
          <Money amount={created.order.amount} />
        </Fact>
        <Fact label={t('money.order')}>{created.order.orderId}</Fact>
        {created.reference && <Fact label={t('deposit.reference')}>{created.reference}</Fact>}
        <Fact label={t('money.status')}>
          <StatusChip status="PENDING" />
        </Fact>
      </dl>
      <LatePromotion created={created} />
      <ResultActions newLabel={t('deposit.new')} onNew={onNew}>
        <button type="button" className="btn btn--secondary" onClick={onShowHistory}>
          {t('money.viewHistory')}
        </button>
      </ResultActions>
    </section>
  );
}

function DepositApproved({ record, onNew }: { record: DepositRecord; onNew: () => void }) {
  const { t } = useTranslation();
  const wallet = useWallet();
  return (
    <section
      className="money-card money-result"
      aria-labelledby="deposit-approved-title"
      data-state="approved"
    >
      <ResultHead
        id="deposit-approved-title"
        tone="success"
        icon="check"
        title={t('deposit.approvedTitle')}
        announced
      />
      <p className="money-result__amount">
        <Money amount={record.amount} signed />
      </p>
      <p className="money-result__text">
        {t('deposit.newBalance')}{' '}
        {wallet.data && !wallet.isFetching ? (
          <Money
            amount={wallet.data.sumBalance}
            symbol={wallet.data.currencySymbol}
            isPlay={wallet.data.currency === PLAY_CURRENCY}
            className="money-result__balance"
          />
        ) : (
          <Skeleton width={90} height={18} className="inline-skeleton" />
        )}
      </p>
      <ResultActions newLabel={t('deposit.new')} onNew={onNew}>
        <ButtonLink to={paths.home()} look="primary">
          {t('deposit.play')}
        </ButtonLink>
      </ResultActions>
    </section>
  );
}

function DepositClosed({ record, onNew }: { record: DepositRecord; onNew: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="money-card money-result" aria-labelledby="deposit-closed-title">
      <ResultHead
        id="deposit-closed-title"
        tone="danger"
        icon="alert"
        title={t(record.status === 'EXPIRED' ? 'deposit.expiredTitle' : 'deposit.rejectedTitle')}
      />
      <p className="money-result__amount">
        <Money amount={record.amount} /> <StatusChip status={record.status} />
      </p>
      {record.reason && <p className="money-result__text">{record.reason}</p>}
      <div className="button-row money-result__actions">
        <button type="button" className="btn btn--primary" onClick={onNew}>
          {t('deposit.tryAgain')}
        </button>
      </div>
    </section>
  );
}
