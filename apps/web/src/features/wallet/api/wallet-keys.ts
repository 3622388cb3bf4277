import type { LanguageCode } from '@ficha/contract';
import type { TransactionFilters } from './types';

/**
 * Query keys of the wallet calls. Member data is keyed by the account, so a second account on the
 * same phone never sees the first one's balance; invalidating `all` refreshes every balance
 * (after a deposit or a withdrawal).
 */
export const walletKeys = {
  all: ['wallet'] as const,
  summary: (member: string) => [...walletKeys.all, 'summary', member] as const,
  transactions: (member: string, filters: TransactionFilters) =>
    [...walletKeys.all, 'transactions', member, filters] as const,
  txCodes: (language: LanguageCode) => [...walletKeys.all, 'txCodes', language] as const,
};
