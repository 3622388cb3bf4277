import { BalanceStrip } from './balance-strip';
import { type CreatedDeposit, DepositForm } from './deposit-form';
import { DepositOrder } from './deposit-order';
import './payments.css';
import './deposit.css';

interface DepositCenterProps {
  layout: 'new' | 'base';
  /** The order on screen: just opened, or a PIX charge reopened from the history. */
  created: CreatedDeposit | undefined;
  onCreated: (created: CreatedDeposit | undefined) => void;
  onShowHistory: () => void;
}

/** The Deposit tab: the form, then the opened order until it is decided. */
export function DepositCenter({ layout, created, onCreated, onShowHistory }: DepositCenterProps) {
  return (
    <div className="deposit-center state-card">
      <BalanceStrip layout={layout} />
      {created ? (
        <DepositOrder created={created} onNew={() => onCreated(undefined)} onShowHistory={onShowHistory} />
      ) : (
        <DepositForm layout={layout} onCreated={onCreated} />
      )}
    </div>
  );
}
