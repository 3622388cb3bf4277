import { z } from 'zod';
import { idTextSchema, instantTextSchema, listOf, moneyTextSchema, pageOf } from './common.ts';
import { DEPOSIT_PROMOTION_KINDS } from './promotion-kinds.ts';

/** Deposit, withdraw and payout-account calls (spec section 7 'Wallet, deposit, withdraw, security'). */

/** An amount as the member typed it (a decimal string); the server parses it. */
const amountTextSchema = z.string().trim().min(1).max(24);
/** A PostgreSQL integer id sent in a body. */
const intIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const depositMethodCodeSchema = z.enum(['PIX', 'BANK_TRANSFER']);
export type DepositMethodCode = z.infer<typeof depositMethodCodeSchema>;

export const depositMethodSchema = z.object({
  id: z.number(),
  code: depositMethodCodeSchema,
  name: z.string(),
  minAmount: moneyTextSchema,
  maxAmount: moneyTextSchema,
  /** Bank transfer: bank, branch, account, holder, document. */
  details: z.record(z.string(), z.string()),
});
export type DepositMethod = z.infer<typeof depositMethodSchema>;
export const depositMethodsSchema = listOf(depositMethodSchema);
export type DepositMethods = z.infer<typeof depositMethodsSchema>;

/** How much of a stake counts towards turnover, per game type or per game. */
export const gameWeightSchema = z.object({
  /** A lobby category, or null when the row is a single game. */
  gameType: z.string().nullable(),
  /** A single game's name in the request language. */
  game: z.string().nullable(),
  weightPercent: z.number(),
});
export type GameWeight = z.infer<typeof gameWeightSchema>;

export const depositPromotionSchema = z.object({
  id: z.number(),
  title: z.string(),
  kind: z.enum(DEPOSIT_PROMOTION_KINDS),
  /** Percent of the deposit (up to maxBonus), or null with a fixed amount. */
  percent: z.number().nullable(),
  fixedAmount: moneyTextSchema.nullable(),
  maxBonus: moneyTextSchema,
  minDeposit: moneyTextSchema,
  turnoverMultiplier: z.number(),
  /** The largest bet accepted while the bonus is active. */
  maxBet: moneyTextSchema,
  /** The most of the bonus released to cash once the turnover is met; null: all of it. */
  maxConversion: moneyTextSchema.nullable(),
  /** Once per member and per CPF (a welcome bonus). */
  oncePerPerson: z.boolean(),
  gameWeights: z.array(gameWeightSchema),
});
export type DepositPromotion = z.infer<typeof depositPromotionSchema>;
export const depositPromotionsSchema = listOf(depositPromotionSchema);
export type DepositPromotions = z.infer<typeof depositPromotionsSchema>;

export const depositRequestSchema = z.object({
  methodId: intIdSchema,
  amount: amountTextSchema,
  promotionId: intIdSchema.optional(),
});
export type DepositRequest = z.infer<typeof depositRequestSchema>;

export const manualDepositRequestSchema = depositRequestSchema.extend({
  reference: z.string().trim().min(1).max(120),
});
export type ManualDepositRequest = z.infer<typeof manualDepositRequestSchema>;

/** An order just made: it waits for the payment (a deposit) or for the operator (a withdrawal). */
const pendingOrderSchema = z.object({
  orderId: z.string(),
  status: z.literal('PENDING'),
  amount: moneyTextSchema,
});

export const depositOrderSchema = pendingOrderSchema.extend({
  method: depositMethodCodeSchema,
  /** PIX only: the copy-and-paste code. */
  pixCode: z.string().optional(),
  /** PIX only: the PSP's payment page (the sandbox's test page on the built-in provider). */
  payUrl: z.string().optional(),
  expiresInMinutes: z.number().optional(),
  /** PIX: seconds until the charge expires, by the server's clock. */
  expiresInSeconds: z.number().optional(),
  /** PIX only: data:image/png;base64 QR code. */
  qrCode: z.string().optional(),
  /** A reopened PIX charge: the promotion the order already carries. */
  promotionId: z.number().optional(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

export const pixChargeQuerySchema = z.object({ orderId: idTextSchema });

export const acceptPromoRequestSchema = z.object({ orderId: idTextSchema, promotionId: intIdSchema });
export type AcceptPromoRequest = z.infer<typeof acceptPromoRequestSchema>;

/** The statuses a deposit order goes through; the report sends them as text. */
export const depositStatusSchema = z.enum(['PENDING', 'APPROVED', 'REJECTED', 'EXPIRED']);
export type DepositStatus = z.infer<typeof depositStatusSchema>;

export const depositRecordSchema = z.object({
  orderId: z.string(),
  method: z.string(),
  methodName: z.string(),
  amount: moneyTextSchema,
  status: z.string(),
  reference: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: instantTextSchema,
  decidedAt: instantTextSchema.nullable(),
  /** PIX: when the charge expires. */
  expiresAt: instantTextSchema.nullable(),
  /** An unpaid, unexpired PIX charge: depositPixCharge shows it again. */
  reopenable: z.boolean(),
});
export type DepositRecord = z.infer<typeof depositRecordSchema>;
export const depositReportSchema = pageOf(depositRecordSchema);
export type DepositReport = z.infer<typeof depositReportSchema>;

export const pixKeyTypeSchema = z.enum(['CPF', 'EMAIL', 'PHONE', 'EVP']);
export type PixKeyType = z.infer<typeof pixKeyTypeSchema>;
export const PIX_KEY_TYPES: readonly PixKeyType[] = pixKeyTypeSchema.options;

export const payoutKindSchema = z.enum(['BANK', 'PIX']);
export type PayoutKind = z.infer<typeof payoutKindSchema>;

/** A payout account as shown back: the account number and key masked to their end. */
export const payoutAccountSchema = z.object({
  id: z.string(),
  kind: z.string(),
  holderName: z.string(),
  bankName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  pixKeyType: z.string().nullable(),
  pixKey: z.string().nullable(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;
export const payoutAccountsSchema = listOf(payoutAccountSchema);
export type PayoutAccounts = z.infer<typeof payoutAccountsSchema>;

export const newPayoutAccountSchema = z.object({
  kind: payoutKindSchema,
  holderName: z.string().max(60),
  bankName: z.string().max(60).optional(),
  branch: z.string().max(10).optional(),
  accountNumber: z.string().max(20).optional(),
  pixKeyType: pixKeyTypeSchema.optional(),
  pixKey: z.string().max(100).optional(),
});
export type NewPayoutAccount = z.infer<typeof newPayoutAccountSchema>;

/** The merchant's withdrawal limits as the server applies them (decimal strings). */
export const withdrawSettingsSchema = z.object({
  minAmount: moneyTextSchema,
  maxAmount: moneyTextSchema,
  dailyMaxAmount: moneyTextSchema,
  dailyRemainingAmount: moneyTextSchema,
});
export type WithdrawSettings = z.infer<typeof withdrawSettingsSchema>;

export const withdrawRequestSchema = z.object({
  cardId: z.string().max(20),
  amount: amountTextSchema,
  paymentPassword: z.string().max(32),
});
export type WithdrawRequest = z.infer<typeof withdrawRequestSchema>;

export const withdrawOrderSchema = pendingOrderSchema.extend({
  /** Cash left after the hold. */
  balance: moneyTextSchema,
});
export type WithdrawOrder = z.infer<typeof withdrawOrderSchema>;

export const withdrawStatusSchema = z.enum(['PENDING', 'PAID', 'REJECTED']);
export type WithdrawStatus = z.infer<typeof withdrawStatusSchema>;

export const withdrawRecordSchema = z.object({
  orderId: z.string(),
  cardId: z.string(),
  amount: moneyTextSchema,
  status: z.string(),
  reason: z.string().nullable(),
  createdAt: instantTextSchema,
  decidedAt: instantTextSchema.nullable(),
});
export type WithdrawRecord = z.infer<typeof withdrawRecordSchema>;
export const withdrawReportSchema = pageOf(withdrawRecordSchema);
export type WithdrawReport = z.infer<typeof withdrawReportSchema>;
