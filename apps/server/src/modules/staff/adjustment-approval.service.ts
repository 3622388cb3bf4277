import {
  type AdjustmentAnswer,
  type AdjustmentBody,
  type AdjustmentDecisionAnswer,
  type AdjustmentRequestQuery,
  formatMinor,
  parseAmount,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError } from '../../lib/app-error.ts';
import { postTransfer } from '../ledger/ledger.service.ts';
import { playerAccount, systemAccount } from '../ledger/ledger-accounts.ts';
import { findMerchantById, type Merchant } from '../merchants/merchants.repository.ts';
import * as queries from './adjustment-requests.queries.ts';
import { memberMerchant, type StaffRequest } from './operator.service.ts';
import { audit, type StaffActor } from './staff.service.ts';
import { worksFor } from './staff-guards.ts';

/**
 * Manual adjustments of a member's cash against the house (issue 4 part 6), with four eyes above a
 * threshold (issue 15 part 4): a larger one is recorded PENDING and a different staff member
 * holding adjustments.approve approves or rejects it. The money moves only on approval, exactly
 * once: the request leaves PENDING in one conditional UPDATE, and the transfer has the request's
 * idempotency key, in the same transaction.
 */

function signedMinor(amount: string): bigint {
  const magnitude = parseAmount(amount.replace(/^-/, ''));
  if (!magnitude) throw new AppError('INVALID_AMOUNT');
  return amount.startsWith('-') ? -magnitude : magnitude;
}

const abs = (n: bigint) => (n < 0n ? -n : n);

/** The transfer of an adjustment, once per key; the balance of the member's cash after it. */
async function postAdjustment(
  db: Kysely<DB>,
  merchant: Merchant,
  adj: { memberId: number; amount: bigint; reason: string; key: string; by: string; approvedBy?: number },
) {
  const cash = await playerAccount(db, merchant.id, adj.memberId, 'PLAYER_CASH', merchant.currency);
  const result = await postTransfer(db, {
    merchantId: merchant.id,
    key: `adjustment:${adj.key}`,
    kind: 'ADJUSTMENT',
    createdBy: adj.by,
    legs: [
      { accountId: cash, amount: adj.amount },
      {
        accountId: await systemAccount(db, merchant.id, 'HOUSE', merchant.currency, 0),
        amount: -adj.amount,
      },
    ],
    details: {
      reason: adj.reason,
      memberId: adj.memberId,
      ...(adj.approvedBy ? { approvedBy: adj.approvedBy } : {}),
    },
  });
  return { ...result, balance: result.balances[cash] ?? '0' };
}

/** The answer to a key already used by a request: the same request, or a conflict. */
function replayOfRequest(
  existing: { id: string; member_id: string; amount: string },
  memberId: number,
  amount: bigint,
): AdjustmentAnswer {
  if (Number(existing.member_id) !== memberId || BigInt(existing.amount) !== amount) {
    throw new AppError('IDEMPOTENCY_CONFLICT');
  }
  return { status: 'PENDING_APPROVAL', transferId: null, balance: null, requestId: existing.id };
}

/**
 * POST /ops/api/v1/adjustments: applied at once up to `threshold` (minor units, either sign);
 * above it recorded for a second staff member. The same key again answers the same outcome.
 */
export async function requestAdjustment(
  db: Kysely<DB>,
  staff: StaffActor,
  input: AdjustmentBody,
  ip: string,
  threshold: bigint,
): Promise<AdjustmentAnswer> {
  const merchant = await memberMerchant(db, staff, String(input.memberId));
  const amount = signedMinor(input.amount);
  const pending = await queries.findRequestByKey(db, merchant.id, input.key);
  if (pending) return replayOfRequest(pending, input.memberId, amount);
  if (abs(amount) <= threshold) return applyNow(db, staff, merchant, input, amount, ip);

  const inserted = await queries.insertRequest(db, {
    merchantId: merchant.id,
    memberId: input.memberId,
    amount,
    currency: merchant.currency,
    reason: input.reason,
    key: input.key,
    requestedBy: staff.id,
  });
  if (!inserted) {
    // A parallel request with this key inserted first.
    const taken = await queries.findRequestByKey(db, merchant.id, input.key);
    return replayOfRequest(taken!, input.memberId, amount);
  }
  const after = { status: 'PENDING', amount: input.amount, memberId: input.memberId };
  await audit(
    db,
    staff,
    'wallet.adjust.request',
    `adjustment-request:${inserted.id}`,
    { reason: input.reason, after },
    ip,
    merchant.id,
  );
  return { status: 'PENDING_APPROVAL', transferId: null, balance: null, requestId: inserted.id };
}

async function applyNow(
  db: Kysely<DB>,
  staff: StaffActor,
  merchant: Merchant,
  input: AdjustmentBody,
  amount: bigint,
  ip: string,
): Promise<AdjustmentAnswer> {
  const result = await postAdjustment(db, merchant, {
    memberId: input.memberId,
    amount,
    reason: input.reason,
    key: input.key,
    by: `staff:${staff.id}`,
  });
  if (!result.replayed)
    await audit(
      db,
      staff,
      'wallet.adjust',
      `member:${input.memberId}`,
      { amount: input.amount, reason: input.reason, status: result.status },
      ip,
      merchant.id,
    );
  if (result.status === 'REFUSED')
    throw new AppError('INSUFFICIENT_FUNDS', { balance: formatMinor(result.balance) });
  return {
    status: 'APPLIED',
    transferId: result.transferId,
    balance: formatMinor(result.balance),
    requestId: null,
  };
}

/** The request, when the staff member may see it (NOT_FOUND for another merchant's). */
async function visibleRequest(db: Kysely<DB>, staff: StaffActor, id: string) {
  const request = await queries.findRequest(db, id);
  if (!request || !worksFor(staff, request.merchant_id)) throw new AppError('NOT_FOUND');
  return request;
}

/**
 * A second staff member's decision. APPROVED posts the transfer in the same transaction that takes
 * the request out of PENDING; when the ledger refuses it (the member's cash would go below zero)
 * the request ends REFUSED and the answer is INSUFFICIENT_FUNDS.
 */
export async function decideRequest(
  db: Kysely<DB>,
  { staff, reason, ip }: StaffRequest,
  id: string,
  verdict: 'APPROVED' | 'REJECTED',
): Promise<AdjustmentDecisionAnswer> {
  const request = await visibleRequest(db, staff, id);
  if (request.requested_by === staff.id) throw new AppError('OWN_REQUEST');
  const merchant = await findMerchantById(db, request.merchant_id);
  if (!merchant) throw new AppError('NOT_FOUND');
  const outcome = await inTransaction(db, async (trx) => {
    const claimed = await queries.claimRequest(trx, id, staff.id, verdict, reason);
    if (!claimed)
      throw new AppError('ORDER_CLOSED', { status: (await queries.findRequest(trx, id))?.status });
    const before = { status: 'PENDING', amount: formatMinor(claimed.amount) };
    const target = `adjustment-request:${id}`;
    if (verdict === 'REJECTED') {
      await audit(
        trx,
        staff,
        'wallet.adjust.reject',
        target,
        { reason, before, after: { status: 'REJECTED' } },
        ip,
        merchant.id,
      );
      return { status: 'REJECTED' as const, transferId: null, balance: null };
    }
    const posted = await postAdjustment(trx, merchant, {
      memberId: Number(claimed.member_id),
      amount: BigInt(claimed.amount),
      reason: claimed.reason,
      key: claimed.idempotency_key,
      by: `staff:${claimed.requested_by}`,
      approvedBy: staff.id,
    });
    const status: 'APPROVED' | 'REFUSED' = posted.status === 'REFUSED' ? 'REFUSED' : 'APPROVED';
    await queries.settleRequest(trx, id, status, posted.transferId);
    const after = { status, transferId: posted.transferId, balance: formatMinor(posted.balance) };
    await audit(trx, staff, 'wallet.adjust.approve', target, { reason, before, after }, ip, merchant.id);
    return { status, transferId: posted.transferId, balance: formatMinor(posted.balance) };
  });
  if (outcome.status === 'REFUSED') throw new AppError('INSUFFICIENT_FUNDS', { balance: outcome.balance });
  return { requestId: id, status: outcome.status, transferId: outcome.transferId, balance: outcome.balance };
}

export async function listRequests(db: Kysely<DB>, staff: StaffActor, query: AdjustmentRequestQuery) {
  const rows = await queries.listRequests(db, staff.merchantIds, query);
  return {
    list: rows.map((r) => ({
      ...r,
      member_id: Number(r.member_id),
      amount: formatMinor(r.amount),
      created_at: new Date(r.created_at).toISOString(),
      decided_at: r.decided_at ? new Date(r.decided_at).toISOString() : null,
    })),
  };
}
