import { useState } from 'react';
import { BalanceStrip } from './balance-strip';
import { type CreatedDeposit, DepositForm } from './deposit-form';
import { DepositOrder } from './deposit-order';
import './payments.css';
import './deposit.css';

interface DepositCenterProps {
  layout: 'new' | 'base';
  onShowHistory: () => void;
}

/** The Deposit tab: the form, then the opened order until it is decided. */
export function DepositCenter({ layout, onShowHistory }: DepositCenterProps) {
  const [created, setCreated] = useState<CreatedDeposit>();
  return (
    <div className="deposit-center">
      <BalanceStrip layout={layout} />
      {created ? (
        <DepositOrder created={created} onNew={() => setCreated(undefined)} onShowHistory={onShowHistory} />
      ) : (
        <DepositForm layout={layout} onCreated={setCreated} />
      )}
    </div>
  );
}
