import { z } from 'zod';
import { instantTextSchema, listOf, moneyTextSchema, pageOf, pagingQuerySchema } from './common.ts';

/** The member's wallet (spec section 7 'Wallet'): balance, statement, transaction codes. */

/** GET /wps/wallets/gcs and POST GCS_walletTransfer. Amounts are decimal strings ("1250.00"). */
export const walletSummarySchema = z.object({
  /** The merchant's currency, or PLAY for a trial account's play money. */
  currency: z.string(),
  currencySymbol: z.string(),
  sumBalance: moneyTextSchema,
  cashBalance: moneyTextSchema,
  bonusBalance: moneyTextSchema,
  /** Cash less the wagering still owed on bonuses. */
  withdrawable: z.string(),
  unmetTurnover: moneyTextSchema,
});
export type WalletSummary = z.infer<typeof walletSummarySchema>;

/** Transaction codes of the history filter (GLS2_TxCodeList). */
export const TX_CODE_LIST = [
  'DEPOSIT',
  'DEPOSIT_BONUS',
  'BONUS_RELEASE',
  'PROMOTION_BONUS',
  'BONUS_EXPIRED',
  'WITHDRAW',
  'WITHDRAW_RETURN',
  'BET',
  'WIN',
  'ROLLBACK',
  'ADJUSTMENT',
  'TRIAL_GRANT',
  // an agent's cash moved to a downline's: on both statements (issue 17 part 6)
  'AGENT_TRANSFER',
] as const;
export type TxCodeName = (typeof TX_CODE_LIST)[number];

/** A day YYYY-MM-DD, read as midnight UTC. */
const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .transform((d, ctx) => {
    const date = new Date(`${d}T00:00:00Z`);
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'a date YYYY-MM-DD' });
      return z.NEVER;
    }
    return date;
  });

/** ODS2_MemberTransaction's filter; endDate is inclusive. */
export const memberTransactionsQuerySchema = pagingQuerySchema.extend({
  txCode: z.enum(TX_CODE_LIST).optional(),
  startDate: daySchema.optional(),
  endDate: daySchema.optional(),
});
export type MemberTransactionsQuery = z.input<typeof memberTransactionsQuerySchema>;

export const walletKindSchema = z.enum(['CASH', 'BONUS', 'PLAY']);
export type WalletKind = z.infer<typeof walletKindSchema>;

export const memberTransactionSchema = z.object({
  id: z.string(),
  txCode: z.string(),
  /** Already in the request language. */
  txName: z.string(),
  wallet: walletKindSchema,
  currency: z.string(),
  /** Signed: credits positive, debits negative. */
  amount: moneyTextSchema,
  balanceAfter: moneyTextSchema,
  createdAt: instantTextSchema,
});
export type MemberTransaction = z.infer<typeof memberTransactionSchema>;

export const memberTransactionPageSchema = pageOf(memberTransactionSchema).extend({ pageSize: z.number() });
export type MemberTransactionPage = z.infer<typeof memberTransactionPageSchema>;

export const txCodeSchema = z.object({ txCode: z.string(), name: z.string() });
export type TxCode = z.infer<typeof txCodeSchema>;
export const txCodeListSchema = listOf(txCodeSchema);
