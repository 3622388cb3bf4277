import { z } from 'zod';
import { parseAmount } from '../money.ts';
import { moneyTextSchema } from './common.ts';

/**
 * The seamless-wallet interface for external game vendors: POST /wallet/v1/{balance,bet,win,rollback},
 * signed requests, money as decimal strings.
 */

const vendorAmountSchema = z
  .string()
  .max(20)
  .transform((text, ctx) => {
    const minor = parseAmount(text);
    if (minor === undefined) {
      ctx.addIssue({ code: 'custom', message: 'amount: a decimal with at most 2 places' });
      return z.NEVER;
    }
    return minor;
  });
const vendorIdSchema = z.string().min(1).max(100);

export const vendorBalanceBodySchema = z.object({
  sessionId: vendorIdSchema,
  currency: z.string().max(4).optional(),
});
export const vendorBetBodySchema = vendorBalanceBodySchema.extend({
  transactionId: vendorIdSchema,
  roundId: vendorIdSchema,
  amount: vendorAmountSchema,
});
export const vendorWinBodySchema = vendorBalanceBodySchema.extend({
  transactionId: vendorIdSchema,
  betTransactionId: vendorIdSchema,
  amount: vendorAmountSchema,
});
export const vendorRollbackBodySchema = vendorBalanceBodySchema.extend({ betTransactionId: vendorIdSchema });
export type VendorBetBody = z.input<typeof vendorBetBodySchema>;
export type VendorWinBody = z.input<typeof vendorWinBodySchema>;
export type VendorRollbackBody = z.input<typeof vendorRollbackBodySchema>;

export const vendorWalletAnswerSchema = z.object({
  balance: moneyTextSchema,
  currency: z.string(),
  transactionId: z.string().optional(),
});
export type VendorWalletAnswer = z.infer<typeof vendorWalletAnswerSchema>;
