import { formatMinor, type OpsListQuery } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { findMerchantById, type Merchant } from '../merchants/merchants.repository.ts';
import { creditDeposit, rejectDeposit } from '../payments/deposit.service.ts';
import { decideWithdrawal } from '../payments/withdraw.service.ts';
import { blockMember } from '../sessions/sessions.service.ts';
import * as repo from './staff.repository.ts';
import { audit, type StaffActor } from './staff.service.ts';
import { worksFor } from './staff-guards.ts';
import { resetTotp } from './staff-totp.service.ts';

/**
 * What staff do to merchants' money and members (issue 4 part 6), each action audited with the
 * staff member's reason. Every object is looked up through its merchant first (hardening 8):
 * merchant staff asking for another merchant's object get NOT_FOUND.
 */

/** Who acts, why, and from where: what every audited action carries. */
export interface StaffRequest {
  staff: StaffActor;
  reason: string;
  ip: string;
}

/** The merchant, when the staff member may act on it (platform staff may act on every one). */
export async function merchantFor(
  db: Kysely<DB>,
  staff: StaffActor,
  merchantId: number | undefined,
): Promise<Merchant> {
  if (merchantId === undefined) throw new AppError('NOT_FOUND');
  if (!worksFor(staff, merchantId)) throw new AppError('NOT_FOUND');
  const merchant = await findMerchantById(db, merchantId);
  if (!merchant) throw new AppError('NOT_FOUND');
  return merchant;
}

const orderMerchant = async (
  db: Kysely<DB>,
  staff: StaffActor,
  table: 'deposit_orders' | 'withdrawal_orders',
  id: string,
) => merchantFor(db, staff, await repo.findOrderMerchantId(db, table, id));

export const memberMerchant = async (db: Kysely<DB>, staff: StaffActor, memberId: string) =>
  merchantFor(db, staff, await repo.findMemberMerchantId(db, memberId));

/** Times as ISO 8601 text, money in major units: what the operator lists show. */
const isoTime = (at: Date) => new Date(at).toISOString();

export async function listDeposits(db: Kysely<DB>, staff: StaffActor, query: OpsListQuery) {
  const rows = await repo.listDepositOrders(db, staff.merchantIds, query);
  return {
    list: rows.map((o) => ({ ...o, amount: formatMinor(o.amount), created_at: isoTime(o.created_at) })),
  };
}

export async function listWithdrawals(db: Kysely<DB>, staff: StaffActor, query: OpsListQuery) {
  const rows = await repo.listWithdrawalOrders(db, staff.merchantIds, query);
  return {
    list: rows.map((w) => ({ ...w, amount: formatMinor(w.amount), created_at: isoTime(w.created_at) })),
  };
}

export async function approveDeposit(db: Kysely<DB>, { staff, reason, ip }: StaffRequest, id: string) {
  const merchant = await orderMerchant(db, staff, 'deposit_orders', id);
  const credited = await creditDeposit(db, merchant, id, `staff:${staff.id}`);
  await audit(db, staff, 'deposit.approve', `deposit:${id}`, { reason }, ip, merchant.id);
  return { orderId: credited.id, status: credited.status };
}

export async function refuseDeposit(db: Kysely<DB>, { staff, reason, ip }: StaffRequest, id: string) {
  const merchant = await orderMerchant(db, staff, 'deposit_orders', id);
  await rejectDeposit(db, merchant, id, `staff:${staff.id}`, reason);
  await audit(db, staff, 'deposit.reject', `deposit:${id}`, { reason }, ip, merchant.id);
  return { orderId: id, status: 'REJECTED' };
}

/** PAID pays the withdrawal out; REJECTED returns the money to the member. */
export async function settleWithdrawal(
  db: Kysely<DB>,
  { staff, reason, ip }: StaffRequest,
  id: string,
  verdict: 'PAID' | 'REJECTED',
) {
  const merchant = await orderMerchant(db, staff, 'withdrawal_orders', id);
  const result = await decideWithdrawal(db, merchant, id, verdict, `staff:${staff.id}`, reason);
  const action = verdict === 'PAID' ? 'withdrawal.pay' : 'withdrawal.return';
  const after = { status: result.status };
  await audit(
    db,
    staff,
    action,
    `withdrawal:${id}`,
    { reason, before: { status: 'PENDING' }, after },
    ip,
    merchant.id,
  );
  return result;
}

/** No login; sessions revoked, game sessions ended (bets in flight settle). */
export async function blockMemberAccount(
  db: Kysely<DB>,
  { staff, reason, ip }: StaffRequest,
  memberId: string,
) {
  const merchant = await memberMerchant(db, staff, memberId);
  await blockMember(db, Number(memberId));
  const after = { status: 'disabled' };
  await audit(db, staff, 'member.block', `member:${memberId}`, { reason, after }, ip, merchant.id);
  return { memberId: Number(memberId), status: 'disabled' as const };
}

/** Platform ADMIN only: a staff member lost their phone and enrols again at next login. */
export async function resetStaffTotp(db: Kysely<DB>, { staff, reason, ip }: StaffRequest, staffId: number) {
  if (staff.merchantId !== null) throw new AppError('FORBIDDEN');
  const target = await repo.findStaffMerchant(db, staffId);
  if (!target) throw new AppError('NOT_FOUND');
  await resetTotp(db, target.id);
  await audit(db, staff, 'staff.totp.reset', `staff:${target.id}`, { reason }, ip, target.merchant_id);
  return { staffId: target.id, totpEnabled: false };
}
