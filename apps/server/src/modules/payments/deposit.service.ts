import type { LanguageCode } from '@ficha/contract';
import {
  type AcceptPromoRequest,
  type DepositMethod,
  type DepositPromotion,
  type DepositRequest,
  formatMinor,
  isRealMemberType,
  type ManualDepositRequest,
  parseAmount,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { moneyParam } from '../../i18n/messages.ts';
import { AppError } from '../../lib/app-error.ts';
import { sendSystemMessage } from '../inbox/inbox.ts';
import { guardActivation } from '../kyc/kyc-holds.ts';
import { postTransfer } from '../ledger/ledger.service.ts';
import { lockAccounts } from '../ledger/ledger-accounts.ts';
import type { AuthenticatedMember } from '../members/members.repository.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { gameWeights, grantBonus, jurisdictionOf, mayRun, requireAllowedKind } from '../promotions/index.ts';
import { guardBonus, guardDeposit, marketingAllowed } from '../responsible-gaming/rg-guards.ts';
import { cashAccounts } from '../wallet/member-wallet.service.ts';
import {
  activeDepositMethods,
  approveDepositOrder,
  findActiveDepositMethod,
  findDepositOrderByProviderRef,
  findPendingDepositOrder,
  insertDepositOrder,
  lockDepositOrder,
  rejectPendingDepositOrder,
  setPendingOrderPromotion,
  setPixCharge,
} from './deposits.repository.ts';
import { mayConfirmCharge } from './merchant-gateway.ts';
import type { PixGateway } from './payment-gateway.ts';
import {
  claimWelcome,
  depositBonusOf,
  isNthDeposit,
  nthOf,
  promotionView,
  welcomeRefusal,
} from './promotion-terms.ts';
import { activePromotions, findActivePromotion, getPromotion } from './promotions.repository.ts';

/** Spec section 4 'Deposit button': only member types 0, 1, 2 may deposit. */
export function requireDepositor(actor: AuthenticatedMember): void {
  if (!isRealMemberType(actor.type)) throw new AppError('FREE_REJECT');
}

/** The merchant's active deposit methods; PIX only when the merchant has a PIX gateway. */
async function listMethods(db: Kysely<DB>, merchant: Merchant, offersPix: boolean): Promise<DepositMethod[]> {
  const rows = await activeDepositMethods(db, merchant.id, offersPix);
  return rows.map((m) => ({
    id: m.id,
    code: m.code,
    name: m.name,
    minAmount: formatMinor(m.min_amount),
    maxAmount: formatMinor(m.max_amount),
    details: m.details,
  }));
}

/** The deposit methods a depositor is offered. */
export async function depositMethods(
  db: Kysely<DB>,
  merchant: Merchant,
  actor: AuthenticatedMember,
  offersPix: boolean,
): Promise<DepositMethod[]> {
  requireDepositor(actor);
  return listMethods(db, merchant, offersPix);
}

/** The promotions the member may accept now, each with its terms (a welcome bonus once claimed is gone). */
export async function listPromotions(
  db: Kysely<DB>,
  merchant: Merchant,
  actor: AuthenticatedMember,
  language: LanguageCode,
): Promise<DepositPromotion[]> {
  requireDepositor(actor);
  // None to a member in a time-out or self-exclusion (issue 19); only the kinds the merchant's
  // jurisdiction allows (a Brazilian merchant: no deposit bonus).
  if (!(await marketingAllowed(db, actor.id))) return [];
  const rows = (await activePromotions(db, merchant.id)).filter((p) =>
    mayRun(jurisdictionOf(merchant), p.kind),
  );
  const welcomeRefused =
    rows.some((p) => p.kind === 'WELCOME') && (await welcomeRefusal(db, merchant, actor.id)) !== undefined;
  const offered: typeof rows = [];
  for (const p of rows) {
    if (p.kind === 'WELCOME' && welcomeRefused) continue;
    if (p.kind === 'NTH_DEPOSIT' && !(await isNthDeposit(db, p, actor.id))) continue;
    offered.push(p);
  }
  if (offered.length === 0) return [];
  const weights = await gameWeights(
    db,
    merchant,
    language,
    offered.map((p) => p.id),
  );
  return offered.map((p) => promotionView(p, language, weights.forPromotion(p.id)));
}

/**
 * An active promotion of the merchant the member may accept for this amount: a welcome promotion
 * is refused at once to a member who had one or deposited before (crediting checks again).
 */
export async function acceptablePromotion(
  db: Kysely<DB>,
  merchant: Merchant,
  actor: AuthenticatedMember,
  promotionId: number,
  amount: bigint,
) {
  const promo = await findActivePromotion(db, merchant.id, promotionId);
  if (!promo) throw new AppError('NOT_FOUND', { field: 'promotionId' });
  requireAllowedKind(merchant, promo.kind);
  await guardBonus(db, merchant, actor.id);
  if (amount < BigInt(promo.min_deposit))
    throw new AppError(
      'AMOUNT_OUT_OF_RANGE',
      { field: 'amount', min: formatMinor(promo.min_deposit) },
      { min: moneyParam(formatMinor(promo.min_deposit)), max: '' },
    );
  if (promo.kind === 'WELCOME') {
    const refusal = await welcomeRefusal(db, merchant, actor.id);
    if (refusal) throw new AppError('PROMOTION_NOT_ELIGIBLE', { field: 'promotionId', reason: refusal });
  }
  if (promo.kind === 'NTH_DEPOSIT' && !(await isNthDeposit(db, promo, actor.id)))
    throw new AppError('PROMOTION_AUDIENCE', { field: 'promotionId', nth: nthOf(promo) });
  return promo;
}

/** acceptPromo: a promotion attached to the member's order while it is still pending. */
export async function acceptPromo(
  db: Kysely<DB>,
  merchant: Merchant,
  actor: AuthenticatedMember,
  input: AcceptPromoRequest,
): Promise<void> {
  requireDepositor(actor);
  const order = await findPendingDepositOrder(db, input.orderId, actor.id);
  if (!order) throw new AppError('ORDER_CLOSED');
  const promo = await acceptablePromotion(db, merchant, actor, input.promotionId, BigInt(order.amount));
  const updated = await setPendingOrderPromotion(db, input.orderId, actor.id, promo.id);
  if (!updated) throw new AppError('ORDER_CLOSED');
}

/** depositPaymentGateway: a PIX charge; a bank transfer's method is refused before any order is opened. */
export async function createPixDeposit(
  db: Kysely<DB>,
  gateway: PixGateway | undefined,
  merchant: Merchant,
  actor: AuthenticatedMember,
  input: DepositRequest,
) {
  const methods = await listMethods(db, merchant, true);
  if (methods.find((m) => m.id === input.methodId)?.code === 'BANK_TRANSFER')
    throw new AppError('BAD_REQUEST', { field: 'methodId' });
  return createDeposit(db, gateway, merchant, actor, input);
}

/** depositManualTransfer: only a bank transfer's method; the order waits for the operator. */
export async function createManualDeposit(
  db: Kysely<DB>,
  merchant: Merchant,
  actor: AuthenticatedMember,
  input: ManualDepositRequest,
) {
  const methods = await listMethods(db, merchant, false);
  if (methods.find((m) => m.id === input.methodId)?.code !== 'BANK_TRANSFER')
    throw new AppError('BAD_REQUEST', { field: 'methodId' });
  return createDeposit(db, undefined, merchant, actor, input);
}

/**
 * Opens a deposit order: PIX gets a charge from the merchant's gateway (none: PIX is refused); a
 * bank transfer waits for the operator.
 */
async function createDeposit(
  db: Kysely<DB>,
  gateway: PixGateway | undefined,
  merchant: Merchant,
  actor: AuthenticatedMember,
  input: DepositRequest & { reference?: string },
) {
  requireDepositor(actor);
  const amount = parseAmount(input.amount);
  if (amount === undefined || amount <= 0n) throw new AppError('INVALID_AMOUNT', { field: 'amount' });
  const method = await findActiveDepositMethod(db, merchant.id, input.methodId);
  if (!method) throw new AppError('NOT_FOUND', { field: 'methodId' });
  if (method.code === 'PIX' && !gateway) throw new AppError('PIX_UNAVAILABLE', { field: 'methodId' });
  if (amount < BigInt(method.min_amount) || amount > BigInt(method.max_amount)) {
    throw new AppError(
      'AMOUNT_OUT_OF_RANGE',
      { field: 'amount', min: formatMinor(method.min_amount), max: formatMinor(method.max_amount) },
      {
        min: moneyParam(formatMinor(method.min_amount)),
        max: moneyParam(formatMinor(method.max_amount)),
      },
    );
  }
  if (input.promotionId !== undefined)
    await acceptablePromotion(db, merchant, actor, input.promotionId, amount);
  if (method.code === 'BANK_TRANSFER' && !input.reference?.trim())
    throw new AppError('FIELD_INVALID', { field: 'reference', message: '' });

  // Responsible gaming (issue 19): no deposit during an exclusion or past a deposit limit, decided
  // under the member's limit rows' lock in the transaction that writes the order.
  const order = await inTransaction(db, async (trx) => {
    // Where the jurisdiction wants players identified first (Brazil), deposits wait for it.
    await guardActivation(trx, actor.id);
    await guardDeposit(trx, merchant, actor.id, amount);
    return insertDepositOrder(trx, {
      merchant_id: merchant.id,
      member_id: String(actor.id),
      method_id: method.id,
      amount: amount.toString(),
      currency: merchant.currency,
      status: 'PENDING',
      reference: input.reference?.trim().slice(0, 120) ?? null,
      promotion_id: input.promotionId ?? null,
    });
  });
  // (A PIX order without a gateway was refused above.)
  if (method.code !== 'PIX' || !gateway)
    return {
      orderId: order.id,
      status: 'PENDING' as const,
      method: method.code,
      amount: formatMinor(amount),
    };

  const charge = await gateway.createCharge(db, {
    orderId: order.id,
    amount: formatMinor(amount),
    merchantName: merchant.name,
  });
  await setPixCharge(db, order.id, gateway.name, charge);
  return {
    orderId: order.id,
    status: 'PENDING' as const,
    method: method.code,
    amount: formatMinor(amount),
    pixCode: charge.pixCode,
    payUrl: charge.payUrl,
    expiresInMinutes: charge.expiresInMinutes,
    expiresInSeconds: charge.expiresInMinutes * 60,
  };
}

/**
 * Credits a deposit order once: the cash from the clearing account, plus the promotion's bonus
 * with its turnover requirement and the terms it was granted with. The order's id is the transfer
 * key, so a replayed webhook or a second approval changes nothing. A welcome bonus the member (or
 * the member's CPF) already had is not granted again: the deposit is credited without it.
 */
export async function creditDeposit(db: Kysely<DB>, merchant: Merchant, orderId: string, decidedBy: string) {
  return inTransaction(db, async (trx) => {
    const order = await lockDepositOrder(trx, merchant.id, orderId);
    if (!order) throw new AppError('NOT_FOUND');
    if (order.status === 'APPROVED') return order;
    if (order.status !== 'PENDING') throw new AppError('ORDER_CLOSED', { status: order.status });
    const memberId = Number(order.member_id);
    const accounts = await cashAccounts(trx, merchant, memberId);
    const amount = BigInt(order.amount);
    // A bonus is never granted to a member excluded by then (issue 19): the cash is credited alone.
    const promo =
      order.promotion_id === null || !(await marketingAllowed(trx, memberId))
        ? undefined
        : await getPromotion(trx, order.promotion_id);
    const bonus = promo ? depositBonusOf(promo, amount) : 0n;
    // Both transfers' accounts at once, in id order (the house before a player's cash, as bets lock them).
    await lockAccounts(trx, [
      accounts.cash,
      accounts.depositClearing,
      ...(bonus > 0n ? [accounts.bonus, accounts.house] : []),
    ]);
    await postTransfer(trx, {
      merchantId: merchant.id,
      key: `deposit:${order.id}`,
      kind: 'DEPOSIT',
      createdBy: decidedBy,
      legs: [
        { accountId: accounts.cash, amount },
        { accountId: accounts.depositClearing, amount: -amount },
      ],
      details: { orderId: order.id },
    });
    if (promo && bonus > 0n && mayRun(jurisdictionOf(merchant), promo.kind)) {
      // A welcome bonus once per member and CPF; an nth-deposit bonus with the nth deposit only.
      const claimed =
        promo.kind === 'WELCOME'
          ? await claimWelcome(trx, merchant, order, promo.id)
          : promo.kind !== 'NTH_DEPOSIT' || (await isNthDeposit(trx, promo, memberId, order.id));
      const grant = claimed
        ? await grantBonus(trx, {
            merchantId: merchant.id,
            memberId,
            amount: bonus,
            currency: order.currency,
            key: `deposit-bonus:${order.id}`,
            kind: promo.kind,
            promotionId: promo.id,
            // The bonus and the deposit are wagered together.
            turnoverMultiple: promo.turnover_multiplier,
            turnoverBase: amount + bonus,
            expiresAt:
              promo.expiry_days === null ? null : new Date(Date.now() + promo.expiry_days * 86_400_000),
            maxConversion: promo.max_conversion === null ? null : BigInt(promo.max_conversion),
            maxBet: BigInt(promo.max_bet),
            reason: promo.titles.EN ?? promo.titles.PT ?? `promotion ${promo.id}`,
            createdBy: decidedBy,
          })
        : undefined;
      if (grant?.granted)
        await sendSystemMessage(trx, {
          merchantId: merchant.id,
          memberId,
          template: 'BONUS_GRANTED',
          params: { amount: formatMinor(bonus), currency: merchant.currency_symbol, orderId: order.id },
          dedupeKey: `deposit-bonus:${order.id}`,
        });
    }
    await approveDepositOrder(trx, order.id, decidedBy);
    // The member hears of it in their inbox, written with the credit or not at all.
    await sendSystemMessage(trx, {
      merchantId: merchant.id,
      memberId,
      template: 'DEPOSIT_CREDITED',
      params: { amount: formatMinor(amount), currency: merchant.currency_symbol, orderId: order.id },
      dedupeKey: `deposit:${order.id}`,
    });
    return { ...order, status: 'APPROVED' as const };
  });
}

export async function rejectDeposit(
  db: Kysely<DB>,
  merchant: Merchant,
  orderId: string,
  decidedBy: string,
  reason: string,
) {
  const updated = await rejectPendingDepositOrder(db, merchant.id, orderId, decidedBy, reason);
  if (!updated) throw new AppError('ORDER_CLOSED');
}

/**
 * A PSP webhook: the gateway checks its signature; the order is credited once, and only by the
 * gateway that issued its charge while the merchant may use it (a sandbox: demo sites only).
 */
export async function handlePixWebhook(
  db: Kysely<DB>,
  gateway: PixGateway,
  headers: Record<string, unknown>,
  rawBody: string,
  loadMerchant: (id: number) => Promise<Merchant | undefined>,
  production: boolean,
) {
  let notice: Awaited<ReturnType<PixGateway['readWebhook']>>;
  try {
    notice = await gateway.readWebhook(db, headers, rawBody);
  } catch {
    throw new AppError('BAD_SIGNATURE');
  }
  const order = await findDepositOrderByProviderRef(db, notice.providerRef);
  if (!order) throw new AppError('NOT_FOUND');
  if (parseAmount(notice.amount) !== BigInt(order.amount)) throw new AppError('INVALID_AMOUNT');
  const merchant = await loadMerchant(order.merchant_id);
  if (!merchant) throw new AppError('NOT_FOUND');
  if (!mayConfirmCharge(gateway, merchant, order.gateway, production)) throw new AppError('PIX_UNAVAILABLE');
  const credited = await creditDeposit(db, merchant, order.id, `gateway:${gateway.name}`);
  return { orderId: credited.id, status: credited.status };
}
