import type { LanguageCode } from '@ficha/contract';

/** The statement's filter as the screen holds it (empty for no bound). */
export interface TransactionFilters {
  txCode: string;
  /** YYYY-MM-DD, inclusive; empty for no bound. */
  startDate: string;
  endDate: string;
}

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
