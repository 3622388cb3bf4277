/**
 * Answers of the wallet calls (spec section 7 'Wallet'). They mirror the response schemas in
 * apps/server/src/modules/wallet/wallet.routes.ts, which are not in packages/contract yet; keep
 * the two in step until they move there.
 */

/** GET /wps/wallets/gcs and POST GCS_walletTransfer. Amounts are decimal strings ("1250.00"). */
export interface WalletSummary {
  /** The merchant's currency, or PLAY for a trial account's play money. */
  currency: string;
  currencySymbol: string;
  sumBalance: string;
  cashBalance: string;
  bonusBalance: string;
  /** Cash less the wagering still owed on bonuses. */
  withdrawable: string;
  unmetTurnover: string;
}

export { PLAY_CURRENCY } from '@ficha/contract';

export type WalletKind = 'CASH' | 'BONUS' | 'PLAY';

export interface MemberTransaction {
  id: string;
  txCode: string;
  /** Already in the request language. */
  txName: string;
  wallet: WalletKind | string;
  currency: string;
  /** Signed: credits positive, debits negative. */
  amount: string;
  balanceAfter: string;
  createdAt: string;
}

export interface MemberTransactionPage {
  list: MemberTransaction[];
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export interface TxCode {
  txCode: string;
  name: string;
}

export interface TransactionFilters {
  txCode: string;
  /** YYYY-MM-DD, inclusive; empty for no bound. */
  startDate: string;
  endDate: string;
}
