export { PLAY_CURRENCY, type WalletSummary } from '@ficha/contract';
export {
  useInvalidateWallet,
  useInvalidateWalletOnLeave,
  useRefreshWallet,
  useWallet,
} from './api/get-wallet';
export { walletKeys } from './api/wallet-keys';
export { DateTime } from './components/date-time';
export { HeaderBalance } from './components/header-balance';
export { ListEmpty, ListError, ListSkeleton, LoadMore } from './components/list-parts';
export { Money, useCurrencySymbol, useFormatMoney, useLocale } from './components/money';
export { Statement } from './components/statement';
export { STARRED, useBalanceHidden } from './lib/balance-visibility';
export { formatMoney, splitAmount, toMinor } from './lib/money';
