import { formatMinor, isRealMemberType, type LanguageCode, parseAmount } from '@ficha/contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { moneyParam } from '../../i18n/messages.ts';
import { AppError } from '../../lib/app-error.ts';
import { postTransfer } from '../ledger/ledger.service.ts';
import { lockAccounts } from '../ledger/ledger-accounts.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import type { AuthenticatedMember } from '../sessions/sessions.repository.ts';
import { cashAccounts } from '../wallet/member-wallet.service.ts';
import { mayConfirmCharge } from './merchant-gateway.ts';
import type { PixGateway } from './payment-gateway.ts';
import { claimWelcome, gameWeights, promotionView, welcomeRefusal } from './promotion-terms.ts';

/** Spec section 4 'Deposit button': only member types 0, 1, 2 may deposit. */
export function requireDepositor(actor: AuthenticatedMember): void {
  if (!isRealMemberType(actor.type)) throw new AppError('FREE_REJECT');
}

/** The merchant's active deposit methods; PIX only when the merchant has a PIX gateway. */
export async function listMethods(db: Kysely<DB>, merchant: Merchant, offersPix: boolean) {
  const rows = await db
    .selectFrom('deposit_methods')
    .selectAll()
    .where('merchant_id', '=', merchant.id)
    .where('active', '=', true)
    .$if(!offersPix, (q) => q.where('code', '<>', 'PIX'))
    .orderBy('sort')
    .execute();
  return rows.map((m) => ({
    id: m.id,
    code: m.code,
    name: m.name,
    minAmount: formatMinor(m.min_amount),
    maxAmount: formatMinor(m.max_amount),
    details: m.details,
  }));
}

/** The promotions the member may accept now, each with its terms (a welcome bonus once claimed is gone). */
export async function listPromotions(
  db: Kysely<DB>,
  merchant: Merchant,
  actor: AuthenticatedMember,
  language: LanguageCode,
) {
  const rows = await db
    .selectFrom('deposit_promotions')
    .selectAll()
    .where('merchant_id', '=', merchant.id)
    .where('active', '=', true)
    .orderBy('id')
    .execute();
  const welcomeRefused =
    rows.some((p) => p.kind === 'WELCOME') && (await welcomeRefusal(db, merchant, actor.id)) !== undefined;
  const offered = rows.filter((p) => p.kind !== 'WELCOME' || !welcomeRefused);
  const weights = offered.length > 0 ? await gameWeights(db, merchant, language) : [];
  return offered.map((p) => promotionView(p, language, weights));
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
  const promo = await db
    .selectFrom('deposit_promotions')
    .select(['id', 'min_deposit', 'kind'])
    .where('id', '=', promotionId)
    .where('merchant_id', '=', merchant.id)
    .where('active', '=', true)
    .executeTakeFirst();
  if (!promo) throw new AppError('NOT_FOUND', { field: 'promotionId' });
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
  return promo;
}

export interface CreateDepositInput {
  methodId: number;
  amount: string;
  reference?: string;
  promotionId?: number;
}

/**
 * Opens a deposit order: PIX gets a charge from the merchant's gateway (none: PIX is refused); a
 * bank transfer waits for the operator.
 */
export async function createDeposit(
  db: Kysely<DB>,
  gateway: PixGateway | undefined,
  merchant: Merchant,
  actor: AuthenticatedMember,
  input: CreateDepositInput,
) {
  requireDepositor(actor);
  const amount = parseAmount(input.amount);
  if (amount === undefined || amount <= 0n) throw new AppError('INVALID_AMOUNT', { field: 'amount' });
  const method = await db
    .selectFrom('deposit_methods')
    .selectAll()
    .where('id', '=', input.methodId)
    .where('merchant_id', '=', merchant.id)
    .where('active', '=', true)
    .executeTakeFirst();
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

  const order = await db
    .insertInto('deposit_orders')
    .values({
      merchant_id: merchant.id,
      member_id: String(actor.id),
      method_id: method.id,
      amount: amount.toString(),
      currency: merchant.currency,
      status: 'PENDING',
      reference: input.reference?.trim().slice(0, 120) ?? null,
      promotion_id: input.promotionId ?? null,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
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
  await db
    .updateTable('deposit_orders')
    .set({
      provider_ref: charge.providerRef,
      pix_code: charge.pixCode,
      gateway: gateway.name,
      pay_url: charge.payUrl,
      expires_at: sql<Date>`now() + make_interval(mins => ${charge.expiresInMinutes})`,
    })
    .where('id', '=', order.id)
    .execute();
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
    const order = await trx
      .selectFrom('deposit_orders')
      .selectAll()
      .where('id', '=', orderId)
      .where('merchant_id', '=', merchant.id)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw new AppError('NOT_FOUND');
    if (order.status === 'APPROVED') return order;
    if (order.status !== 'PENDING') throw new AppError('ORDER_CLOSED', { status: order.status });
    const memberId = Number(order.member_id);
    const accounts = await cashAccounts(trx, merchant, memberId);
    const amount = BigInt(order.amount);
    const promo =
      order.promotion_id === null
        ? undefined
        : await trx
            .selectFrom('deposit_promotions')
            .selectAll()
            .where('id', '=', order.promotion_id)
            .executeTakeFirstOrThrow();
    const computed = promo ? (amount * BigInt(promo.percent)) / 100n : 0n;
    const bonus = promo && computed > BigInt(promo.max_bonus) ? BigInt(promo.max_bonus) : computed;
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
    if (promo && bonus > 0n) {
      const granted = promo.kind !== 'WELCOME' || (await claimWelcome(trx, merchant, order, promo.id));
      if (granted) {
        await postTransfer(trx, {
          merchantId: merchant.id,
          key: `deposit-bonus:${order.id}`,
          kind: 'DEPOSIT_BONUS',
          createdBy: decidedBy,
          legs: [
            { accountId: accounts.bonus, amount: bonus },
            { accountId: accounts.house, amount: -bonus },
          ],
          details: { orderId: order.id, promotionId: promo.id },
        });
        await trx
          .insertInto('turnover_requirements')
          .values({
            merchant_id: merchant.id,
            member_id: order.member_id,
            currency: order.currency,
            required: ((amount + bonus) * BigInt(promo.turnover_multiplier)).toString(),
            bonus: bonus.toString(),
            source: `deposit:${order.id}`,
            promotion_id: promo.id,
            max_bet: promo.max_bet,
            max_conversion: promo.max_conversion,
          })
          .execute();
      }
    }
    await trx
      .updateTable('deposit_orders')
      .set({ status: 'APPROVED', decided_at: sql<Date>`now()`, decided_by: decidedBy })
      .where('id', '=', order.id)
      .execute();
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
  const updated = await db
    .updateTable('deposit_orders')
    .set({ status: 'REJECTED', decided_at: sql<Date>`now()`, decided_by: decidedBy, reason })
    .where('id', '=', orderId)
    .where('merchant_id', '=', merchant.id)
    .where('status', '=', 'PENDING')
    .returning('id')
    .executeTakeFirst();
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
  const order = await db
    .selectFrom('deposit_orders')
    .selectAll()
    .where('provider_ref', '=', notice.providerRef)
    .executeTakeFirst();
  if (!order) throw new AppError('NOT_FOUND');
  if (parseAmount(notice.amount) !== BigInt(order.amount)) throw new AppError('INVALID_AMOUNT');
  const merchant = await loadMerchant(order.merchant_id);
  if (!merchant) throw new AppError('NOT_FOUND');
  if (!mayConfirmCharge(gateway, merchant, order.gateway, production)) throw new AppError('PIX_UNAVAILABLE');
  const credited = await creditDeposit(db, merchant, order.id, `gateway:${gateway.name}`);
  return { orderId: credited.id, status: credited.status };
}

export async function depositReport(
  db: Kysely<DB>,
  actor: AuthenticatedMember,
  pageNo: number,
  pageSize: number,
) {
  const base = db
    .selectFrom('deposit_orders as o')
    .innerJoin('deposit_methods as m', 'm.id', 'o.method_id')
    .where('o.member_id', '=', String(actor.id));
  const total = Number(
    (await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
  );
  const rows = await base
    .select([
      'o.id',
      'o.amount',
      'o.status',
      'o.created_at',
      'o.decided_at',
      'o.reason',
      'm.code',
      'm.name',
      'o.reference',
      'o.expires_at',
      // An unpaid PIX charge can be reopened from the history until it expires.
      sql<boolean>`(m.code = 'PIX' AND o.status = 'PENDING' AND o.pix_code IS NOT NULL AND o.expires_at > now())`.as(
        'reopenable',
      ),
    ])
    .orderBy('o.id', 'desc')
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
  return {
    list: rows.map((r) => ({
      orderId: r.id,
      method: r.code,
      methodName: r.name,
      amount: formatMinor(r.amount),
      status: r.status,
      reference: r.reference,
      reason: r.reason,
      createdAt: new Date(r.created_at).toISOString(),
      decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
      expiresAt: r.expires_at ? new Date(r.expires_at).toISOString() : null,
      reopenable: r.reopenable,
    })),
    pageNo,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    total,
  };
}
