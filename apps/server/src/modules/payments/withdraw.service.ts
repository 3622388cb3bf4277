import {
  formatMinor,
  type NewPayoutAccount,
  normalizeCpf,
  type PayoutAccount,
  parseAmount,
  type WithdrawReport,
  type WithdrawSettings,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { PageRequest } from '../../db/paging.ts';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { moneyParam } from '../../i18n/messages.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageAnswer } from '../../lib/page-answer.ts';
import { checkPaymentPassword } from '../accounts/payment-password-lock.ts';
import { sendSystemMessage } from '../inbox/inbox.ts';
import { guardPayoutOwner, guardWithdrawal, verifiedCpf } from '../kyc/kyc-holds.ts';
import { postTransfer } from '../ledger/ledger.service.ts';
import { lockAccounts } from '../ledger/ledger-accounts.ts';
import type { AuthenticatedMember } from '../members/members.repository.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { cashAccounts, settleTurnover } from '../wallet/member-wallet.service.ts';
import { requireDepositor } from './deposit.service.ts';
import type { PixGateway } from './payment-gateway.ts';
import { guardKeyOwner } from './payout-key-owner.ts';
import {
  activeCards,
  decideWithdrawalOrder,
  findActiveCard,
  insertCard,
  insertWithdrawalOrder,
  levelWithdrawDailyMax,
  lockMemberForWithdrawal,
  lockWithdrawalOrder,
  memberPayee,
  memberWithdrawalPage,
  setPayeeName,
  withdrawnToday,
} from './withdrawals.repository.ts';

const PIX_KEY_PATTERNS = {
  EMAIL: /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/,
  PHONE: /^\+55\d{10,11}$/,
  EVP: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
};

function cardView(row: {
  id: string;
  kind: string;
  holder_name: string;
  bank_name: string | null;
  account_number: string | null;
  pix_key_type: string | null;
  pix_key: string | null;
}): PayoutAccount {
  // Only the end of an account number or key is shown back.
  const mask = (text: string | null) => (text ? `•••• ${text.slice(-4)}` : null);
  return {
    id: row.id,
    kind: row.kind,
    holderName: row.holder_name,
    bankName: row.bank_name,
    accountNumber: mask(row.account_number),
    pixKeyType: row.pix_key_type,
    pixKey: mask(row.pix_key),
  };
}

export async function listCards(db: Kysely<DB>, actor: AuthenticatedMember): Promise<PayoutAccount[]> {
  const rows = await activeCards(db, actor.id);
  return rows.map(cardView);
}

/**
 * A payout account in the member's own name; a CPF key must be the member's own CPF. Once the
 * member's CPF is verified, another key must be theirs too, as the merchant's PIX gateway finds
 * its owner (payout-key-owner.ts): a key in someone else's name is never saved.
 */
export async function addCard(
  db: Kysely<DB>,
  gateway: PixGateway | undefined,
  merchant: Merchant,
  actor: AuthenticatedMember,
  input: NewPayoutAccount,
) {
  requireDepositor(actor);
  const member = await memberPayee(db, actor.id);
  const holder = input.holderName.trim();
  if (!/^[\p{L}][\p{L} .'-]{1,59}$/u.test(holder))
    throw new AppError('FIELD_INVALID', { field: 'holderName', message: '' });
  let pixKey = input.pixKey?.trim();
  if (input.kind === 'PIX') {
    if (!input.pixKeyType || !pixKey) throw new AppError('FIELD_INVALID', { field: 'pixKey', message: '' });
    if (input.pixKeyType === 'CPF') {
      pixKey = normalizeCpf(pixKey);
      if (!pixKey || (member.id_number !== null && pixKey !== member.id_number))
        throw new AppError('FIELD_INVALID', { field: 'pixKey', message: '' });
    } else if (!PIX_KEY_PATTERNS[input.pixKeyType].test(pixKey)) {
      throw new AppError('FIELD_INVALID', { field: 'pixKey', message: '' });
    } else {
      const cpf = await verifiedCpf(db, actor.id);
      if (cpf !== null)
        await guardKeyOwner(
          db,
          gateway,
          merchant.id,
          cpf,
          { pix_key_type: input.pixKeyType, pix_key: pixKey },
          () => new AppError('PAYOUT_KEY_OWNER_UNCONFIRMED', { field: 'pixKey' }),
        );
    }
  } else if (!input.bankName?.trim() || !/^[0-9-]{4,20}$/.test(input.accountNumber?.trim() ?? '')) {
    throw new AppError('FIELD_INVALID', {
      field: input.bankName?.trim() ? 'accountNumber' : 'bankName',
      message: '',
    });
  }
  try {
    const row = await insertCard(db, {
      merchant_id: merchant.id,
      member_id: String(actor.id),
      kind: input.kind,
      holder_name: holder,
      bank_name: input.kind === 'BANK' ? input.bankName!.trim() : null,
      branch: input.kind === 'BANK' ? input.branch?.trim() || null : null,
      account_number: input.kind === 'BANK' ? input.accountNumber!.trim() : null,
      pix_key_type: input.kind === 'PIX' ? input.pixKeyType! : null,
      pix_key: input.kind === 'PIX' ? pixKey! : null,
    });
    if (!member.payee_name) await setPayeeName(db, actor.id, holder);
    return cardView(row);
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw new AppError('FIELD_INVALID', { field: 'pixKey', message: '' });
    throw error;
  }
}

/**
 * The most the member may withdraw a day: their VIP level's maximum when it sets one, else the
 * site's (issue 18 part 3, withdrawal limits per level). The level is the one last evaluated.
 */
async function dailyWithdrawMax(db: Kysely<DB>, merchant: Merchant, memberId: number): Promise<bigint> {
  return (await levelWithdrawDailyMax(db, memberId)) ?? BigInt(merchant.withdraw_daily_max);
}

/**
 * The limits the withdraw form shows before the member submits (hardening 16): the merchant's
 * minimum and maximum per order, the member's daily limit (their VIP level's, else the site's)
 * and what is left of it today.
 */
export async function withdrawSettings(
  db: Kysely<DB>,
  merchant: Merchant,
  actor: AuthenticatedMember,
): Promise<WithdrawSettings> {
  requireDepositor(actor);
  const dailyMax = await dailyWithdrawMax(db, merchant, actor.id);
  const today = await withdrawnToday(db, actor.id);
  return {
    minAmount: formatMinor(BigInt(merchant.withdraw_min)),
    maxAmount: formatMinor(BigInt(merchant.withdraw_max)),
    dailyMaxAmount: formatMinor(dailyMax),
    dailyRemainingAmount: formatMinor(today < dailyMax ? dailyMax - today : 0n),
  };
}

/**
 * Requests a withdrawal (issue 4 part 5): payment password, amount within the withdrawable balance
 * (cash less unmet turnover), min/max and daily limit; the money moves at once to the withdrawal
 * clearing account and waits there for the operator's decision.
 */
export async function requestWithdrawal(
  db: Kysely<DB>,
  gateway: PixGateway | undefined,
  merchant: Merchant,
  actor: AuthenticatedMember,
  input: { cardId: string; amount: string; paymentPassword: string },
) {
  requireDepositor(actor);
  const amount = parseAmount(input.amount);
  if (amount === undefined || amount <= 0n) throw new AppError('INVALID_AMOUNT', { field: 'amount' });
  const min = BigInt(merchant.withdraw_min);
  const max = BigInt(merchant.withdraw_max);
  if (amount < min || amount > max) {
    throw new AppError(
      'AMOUNT_OUT_OF_RANGE',
      { field: 'amount' },
      { min: moneyParam(formatMinor(min)), max: moneyParam(formatMinor(max)) },
    );
  }
  // Counted before it is compared; locked after a few wrong ones (hardening 5).
  await checkPaymentPassword(db, actor.id, input.paymentPassword);
  if (!/^\d{1,18}$/.test(input.cardId)) throw new AppError('CARD_NOT_OWNED');
  const card = await findActiveCard(db, actor.id, input.cardId);
  if (!card) throw new AppError('CARD_NOT_OWNED');
  // Identity verified before the first withdrawal, to an account in the member's own CPF (issue 19).
  const memberCpf = await guardWithdrawal(db, actor.id);
  guardPayoutOwner(memberCpf, card);
  await guardKeyOwner(db, gateway, merchant.id, memberCpf, card);
  const unmet = await settleTurnover(db, merchant, actor.id);
  const accounts = await cashAccounts(db, merchant, actor.id);

  return inTransaction(db, async (trx) => {
    // One withdrawal of a member at a time: the daily sum is read under this lock.
    await lockMemberForWithdrawal(trx, actor.id);
    const today = await withdrawnToday(trx, actor.id);
    if (today + amount > (await dailyWithdrawMax(trx, merchant, actor.id))) throw new AppError('DAILY_LIMIT');
    // The balance decided on is locked until the money is held: no bet spends it meanwhile.
    const locked = await lockAccounts(trx, [accounts.cash, accounts.withdrawalClearing]);
    const cash = locked.get(accounts.cash)!;
    const withdrawable = cash > unmet ? cash - unmet : 0n;
    if (amount > withdrawable)
      throw new AppError('INSUFFICIENT_FUNDS', { balance: formatMinor(withdrawable) });
    const order = await insertWithdrawalOrder(trx, {
      merchant_id: merchant.id,
      member_id: String(actor.id),
      card_id: card.id,
      amount: amount.toString(),
      currency: merchant.currency,
      status: 'PENDING',
    });
    const held = await postTransfer(trx, {
      merchantId: merchant.id,
      key: `withdraw:${order.id}`,
      kind: 'WITHDRAW',
      createdBy: `member:${actor.id}`,
      legs: [
        { accountId: accounts.cash, amount: -amount },
        { accountId: accounts.withdrawalClearing, amount },
      ],
      details: { orderId: order.id },
    });
    if (held.status === 'REFUSED')
      throw new AppError('INSUFFICIENT_FUNDS', { balance: formatMinor(held.balances[accounts.cash] ?? '0') });
    return {
      orderId: order.id,
      status: 'PENDING' as const,
      amount: formatMinor(amount),
      balance: formatMinor(held.balances[accounts.cash]!),
    };
  });
}

/** The operator's decision: PAID sends the held money out; REJECTED returns it to the member. */
export async function decideWithdrawal(
  db: Kysely<DB>,
  merchant: Merchant,
  orderId: string,
  decision: 'PAID' | 'REJECTED',
  decidedBy: string,
  reason: string,
) {
  return inTransaction(db, async (trx) => {
    const order = await lockWithdrawalOrder(trx, merchant.id, orderId);
    if (!order) throw new AppError('NOT_FOUND');
    if (order.status !== 'PENDING') throw new AppError('ORDER_CLOSED', { status: order.status });
    const accounts = await cashAccounts(trx, merchant, Number(order.member_id));
    const amount = BigInt(order.amount);
    await postTransfer(trx, {
      merchantId: merchant.id,
      key: decision === 'PAID' ? `withdraw-paid:${order.id}` : `withdraw-return:${order.id}`,
      kind: decision === 'PAID' ? 'WITHDRAW_PAID' : 'WITHDRAW_RETURN',
      createdBy: decidedBy,
      legs:
        decision === 'PAID'
          ? [
              { accountId: accounts.withdrawalClearing, amount: -amount },
              { accountId: accounts.depositClearing, amount },
            ]
          : [
              { accountId: accounts.withdrawalClearing, amount: -amount },
              { accountId: accounts.cash, amount },
            ],
      details: { orderId: order.id, reason },
    });
    await decideWithdrawalOrder(trx, order.id, decision, decidedBy, reason);
    await sendSystemMessage(trx, {
      merchantId: merchant.id,
      memberId: Number(order.member_id),
      template: decision === 'PAID' ? 'WITHDRAWAL_PAID' : 'WITHDRAWAL_REJECTED',
      params: { amount: formatMinor(amount), currency: merchant.currency_symbol, orderId: order.id, reason },
      dedupeKey: `withdraw:${order.id}`,
    });
    return { orderId: order.id, status: decision };
  });
}

export async function withdrawalReport(
  db: Kysely<DB>,
  actor: AuthenticatedMember,
  page: PageRequest,
): Promise<WithdrawReport> {
  const orders = await memberWithdrawalPage(db, actor.id, page);
  return pageAnswer(orders, page, (r) => ({
    orderId: r.id,
    cardId: r.card_id,
    amount: formatMinor(r.amount),
    status: r.status,
    reason: r.reason,
    createdAt: new Date(r.created_at).toISOString(),
    decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
  }));
}
