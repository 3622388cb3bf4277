import type { WithdrawOrder } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/skeleton';
import { PaymentPasswordSheet, useMemberInfo } from '@/features/member';
import { ListError, Money } from '@/features/wallet';
import type { FormMessage } from '@/lib/form';
import { usePaymentPasswordStatus, useRefreshPaymentPasswordStatus } from '../api/payment-password';
import { usePayoutAccounts } from '../api/payout-accounts';
import { useMoneyMessageText } from '../lib/money-refusal';
import { Fact } from './fact';
import { PaymentPasswordForm } from './payment-password-form';
import { PaymentPasswordLock } from './payment-password-lock';
import { PayoutAccounts } from './payout-accounts';
import { ResultHead } from './result-head';
import { StatusChip } from './status-chip';
import { WithdrawForm } from './withdraw-form';
import { WithdrawableCard } from './withdrawable-card';
import './payments.css';
import './withdraw.css';
import { ResultActions } from './result-actions';

/**
 * The Withdraw tab: what may be taken out, the payout account, the payment password when none is
 * set yet (or its lock after wrong answers, with the reset), then amount and password; after the
 * request, 'waiting for the operator'.
 */
export function WithdrawCenter({ onShowHistory }: { onShowHistory: () => void }) {
  const messageText = useMoneyMessageText();
  const accounts = usePayoutAccounts();
  const hasPassword = usePaymentPasswordStatus();
  const refreshPassword = useRefreshPaymentPasswordStatus();
  const [isResetOpen, setResetOpen] = useState(false);
  // The reset sheet names the number or e-mail address the code goes to.
  const member = useMemberInfo(isResetOpen);
  const [chosenId, setChosenId] = useState<string>();
  const [accountError, setAccountError] = useState<FormMessage>();
  const [done, setDone] = useState<WithdrawOrder>();

  if (done)
    return <WithdrawDone order={done} onNew={() => setDone(undefined)} onShowHistory={onShowHistory} />;

  // The first account is chosen until the member picks another (most have only one).
  const selectedId = accounts.data?.some((account) => account.id === chosenId)
    ? chosenId
    : accounts.data?.[0]?.id;

  return (
    <div className="withdraw-center">
      <WithdrawableCard />
      <section className="money-card">
        {accounts.isError ? (
          <ListError
            error={accounts.error}
            onRetry={() => accounts.refetch()}
            isRetrying={accounts.isFetching}
          />
        ) : (
          <PayoutAccounts
            accounts={accounts.data}
            isPending={accounts.isPending}
            selectedId={selectedId}
            onSelect={(id) => {
              setChosenId(id);
              setAccountError(undefined);
            }}
            error={messageText(accountError)}
          />
        )}
      </section>
      {hasPassword.isPending ? (
        <section className="money-card money-form" aria-busy="true">
          <Skeleton height={44} radius={12} />
          <Skeleton height={44} radius={12} />
          <Skeleton height={44} radius={999} />
        </section>
      ) : hasPassword.isError ? (
        <ListError
          error={hasPassword.error}
          onRetry={() => hasPassword.refetch()}
          isRetrying={hasPassword.isFetching}
        />
      ) : hasPassword.data.lockedUntil ? (
        <PaymentPasswordLock
          lockedUntil={hasPassword.data.lockedUntil}
          canReset={hasPassword.data.resetChannels.length > 0}
          onReset={() => setResetOpen(true)}
        />
      ) : hasPassword.data.hasPassword ? (
        <WithdrawForm accountId={selectedId} onAccountError={setAccountError} onDone={setDone} />
      ) : (
        <PaymentPasswordForm />
      )}
      {isResetOpen && member.data && (
        <PaymentPasswordSheet
          open
          onClose={() => setResetOpen(false)}
          member={member.data}
          onSaved={() => void refreshPassword()}
        />
      )}
    </div>
  );
}

interface WithdrawDoneProps {
  order: WithdrawOrder;
  onNew: () => void;
  onShowHistory: () => void;
}

function WithdrawDone({ order, onNew, onShowHistory }: WithdrawDoneProps) {
  const { t } = useTranslation();
  return (
    <section className="money-card money-result" aria-labelledby="withdraw-done-title" data-state="requested">
      <ResultHead
        id="withdraw-done-title"
        tone="waiting"
        icon="clock"
        title={t('withdraw.doneTitle')}
        announced
      />
      <p className="money-result__amount">
        <Money amount={order.amount} />
      </p>
      <p className="money-result__text">{t('withdraw.doneText')}</p>
      <dl className="money-facts">
        <Fact label={t('money.order')}>{order.orderId}</Fact>
        <Fact label={t('money.status')}>
          <StatusChip status={order.status} />
        </Fact>
        <Fact label={t('withdraw.balanceLeft')}>
          <Money amount={order.balance} />
        </Fact>
      </dl>
      <ResultActions newLabel={t('withdraw.new')} onNew={onNew}>
        <button type="button" className="btn btn--primary" onClick={onShowHistory}>
          {t('money.viewHistory')}
        </button>
      </ResultActions>
    </section>
  );
}
