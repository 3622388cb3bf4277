export { AmountField } from './components/amount-field';
export { DepositCenter } from './components/deposit-center';
export type { CreatedDeposit } from './components/deposit-form';
export { DepositHistory } from './components/deposit-history';
export { MemberGate } from './components/member-gate';
export { type TabItem, TabPanel, Tabs } from './components/tabs';
export { WithdrawCenter } from './components/withdraw-center';
export { WithdrawHistory } from './components/withdraw-history';
export { type AmountLimits, checkAmount } from './lib/amount';
