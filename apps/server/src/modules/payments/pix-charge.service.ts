import { type DepositOrder, formatMinor } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthenticatedMember } from '../members/members.repository.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { requireDepositor } from './deposit.service.ts';
import { findMemberPixCharge } from './deposits.repository.ts';
import { mayConfirmCharge } from './merchant-gateway.ts';
import type { PixGateways } from './payment-gateway.ts';

/**
 * A member's unpaid PIX charge, reopened from the deposit history while it lasts: the same code
 * and payment page, with the time left. Another member's order is not found; a decided or expired
 * one is refused, and so is one whose gateway could no longer credit it.
 */
export async function reopenPixCharge(
  db: Kysely<DB>,
  gateways: PixGateways,
  merchant: Merchant,
  actor: AuthenticatedMember,
  orderId: string,
  production: boolean,
): Promise<DepositOrder> {
  requireDepositor(actor);
  const order = await findMemberPixCharge(db, merchant.id, actor.id, orderId);
  if (!order?.pix_code) throw new AppError('NOT_FOUND', { field: 'orderId' });
  if (order.status !== 'PENDING') throw new AppError('ORDER_CLOSED', { status: order.status });
  const secondsLeft = order.seconds_left ?? 0;
  if (secondsLeft <= 0) throw new AppError('PIX_CHARGE_EXPIRED', { field: 'orderId' });
  const gateway = order.gateway === null ? undefined : gateways.get(order.gateway);
  if (!gateway || !mayConfirmCharge(gateway, merchant, order.gateway, production))
    throw new AppError('PIX_UNAVAILABLE', { field: 'orderId' });
  return {
    orderId: order.id,
    status: 'PENDING' as const,
    method: 'PIX' as const,
    amount: formatMinor(order.amount),
    pixCode: order.pix_code,
    ...(order.pay_url ? { payUrl: order.pay_url } : {}),
    expiresInMinutes: Math.ceil(secondsLeft / 60),
    expiresInSeconds: secondsLeft,
    ...(order.promotion_id !== null ? { promotionId: order.promotion_id } : {}),
  };
}
