/**
 * Answers and bodies of the deposit, withdraw and security calls (spec section 7). They mirror the
 * schemas in apps/server/src/modules/payments/payments.routes.ts and accounts.routes.ts, which
 * are not in packages/contract yet; keep the two in step until they move there.
 */

export type DepositMethodCode = 'PIX' | 'BANK_TRANSFER';

export interface DepositMethod {
  id: number;
  code: DepositMethodCode;
  name: string;
  minAmount: string;
  maxAmount: string;
  /** Bank transfer: bank, branch, account, holder, document. */
  details: Record<string, string>;
}

export interface DepositPromotion {
  id: number;
  title: string;
  percent: number;
  maxBonus: string;
  minDeposit: string;
  turnoverMultiplier: number;
  kind: 'WELCOME' | 'RELOAD';
  /** The largest bet accepted while the bonus is active. */
  maxBet: string;
  /** The most of the bonus released to cash once the turnover is met; null: all of it. */
  maxConversion: string | null;
  /** Once per member and per CPF (a welcome bonus). */
  oncePerPerson: boolean;
  /** How much of a stake counts towards turnover, per game type or per game. */
  gameWeights: Array<{ gameType: string | null; game: string | null; weightPercent: number }>;
}

export interface DepositRequest {
  methodId: number;
  amount: string;
  promotionId?: number;
}

export interface DepositOrder {
  orderId: string;
  status: 'PENDING';
  method: DepositMethodCode;
  amount: string;
  /** PIX only: the copy-and-paste code. */
  pixCode?: string;
  /** PIX only: data:image/png;base64 QR code. */
  qrCode?: string;
  /** PIX only: the PSP's payment page (the sandbox's test page on the built-in provider). */
  payUrl?: string;
  expiresInMinutes?: number;
  /** PIX only: seconds until the charge expires, counted by the server. */
  expiresInSeconds?: number;
  /** A reopened PIX charge: the promotion the order already carries. */
  promotionId?: number;
}

export type DepositStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'EXPIRED';

export interface DepositRecord {
  orderId: string;
  method: string;
  methodName: string;
  amount: string;
  status: string;
  reference: string | null;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
  /** PIX: when the charge expires. */
  expiresAt: string | null;
  /** An unpaid PIX charge that has not expired: depositPixCharge shows it again. */
  reopenable: boolean;
}

export interface ReportPage<T> {
  list: T[];
  pageNo: number;
  totalPages: number;
  total: number;
}

export type PixKeyType = 'CPF' | 'EMAIL' | 'PHONE' | 'EVP';
export const PIX_KEY_TYPES: readonly PixKeyType[] = ['CPF', 'EMAIL', 'PHONE', 'EVP'];

export type PayoutKind = 'BANK' | 'PIX';

export interface PayoutAccount {
  id: string;
  kind: PayoutKind | string;
  holderName: string;
  bankName: string | null;
  /** Masked: only the end is shown back. */
  accountNumber: string | null;
  pixKeyType: PixKeyType | string | null;
  pixKey: string | null;
}

export interface NewPayoutAccount {
  kind: PayoutKind;
  holderName: string;
  bankName?: string;
  branch?: string;
  accountNumber?: string;
  pixKeyType?: PixKeyType;
  pixKey?: string;
}

export interface WithdrawRequest {
  cardId: string;
  amount: string;
  paymentPassword: string;
}

export interface WithdrawOrder {
  orderId: string;
  status: 'PENDING';
  amount: string;
  /** Cash left after the hold. */
  balance: string;
}

export type WithdrawStatus = 'PENDING' | 'PAID' | 'REJECTED';

export interface WithdrawRecord {
  orderId: string;
  cardId: string;
  amount: string;
  status: string;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
}
