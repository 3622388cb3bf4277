import type { AdjustmentRequestQuery } from '@ficha/contract';
import { type Kysely, sql } from 'kysely';
import { pageRows } from '../../db/paging.ts';
import type { AdjustmentStatus, DB } from '../../db/schema.ts';

/** Adjustments above the four-eyes threshold (migration 0015). */

export async function findRequest(db: Kysely<DB>, id: string) {
  return db.selectFrom('adjustment_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findRequestByKey(db: Kysely<DB>, merchantId: number, key: string) {
  return db
    .selectFrom('adjustment_requests')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** Inserts the request unless its key is taken (then undefined: read the one that took it). */
export async function insertRequest(
  db: Kysely<DB>,
  row: {
    merchantId: number;
    memberId: number;
    amount: bigint;
    currency: string;
    reason: string;
    key: string;
    requestedBy: number;
  },
) {
  return db
    .insertInto('adjustment_requests')
    .values({
      merchant_id: row.merchantId,
      member_id: row.memberId,
      amount: row.amount,
      currency: row.currency,
      reason: row.reason,
      idempotency_key: row.key,
      requested_by: row.requestedBy,
    })
    .onConflict((oc) => oc.constraint('adjustment_requests_key').doNothing())
    .returning('id')
    .executeTakeFirst();
}

/**
 * Decides a PENDING request in one statement: of two staff members deciding at once, one changes
 * it and the other finds it decided. The requester never decides their own (the table's CHECK
 * refuses it too).
 */
export async function claimRequest(
  db: Kysely<DB>,
  id: string,
  decidedBy: number,
  status: 'APPROVED' | 'REJECTED',
  reason: string,
) {
  return db
    .updateTable('adjustment_requests')
    .set({ status, decided_by: decidedBy, decision_reason: reason, decided_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .where('requested_by', '<>', decidedBy)
    .returningAll()
    .executeTakeFirst();
}

export async function settleRequest(
  db: Kysely<DB>,
  id: string,
  status: AdjustmentStatus,
  transferId: string,
): Promise<void> {
  await db
    .updateTable('adjustment_requests')
    .set({ status, transfer_id: transferId })
    .where('id', '=', id)
    .execute();
}

/** A page of the requests of the staff member's merchants (all for platform staff), newest first. */
export async function listRequests(
  db: Kysely<DB>,
  merchantIds: number[] | null,
  query: AdjustmentRequestQuery,
) {
  let q = db
    .selectFrom('adjustment_requests as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .innerJoin('staff as s', 's.id', 'r.requested_by')
    .select([
      'r.id',
      'r.merchant_id',
      'r.member_id',
      'm.username',
      'r.amount',
      'r.currency',
      'r.reason',
      'r.status',
      'r.requested_by',
      's.username as requested_by_username',
      'r.decided_by',
      'r.decision_reason',
      'r.transfer_id',
      'r.created_at',
      'r.decided_at',
    ]);
  if (merchantIds !== null) q = q.where('r.merchant_id', 'in', merchantIds.length ? merchantIds : [-1]);
  if (query.status) q = q.where('r.status', '=', query.status);
  return pageRows(q.orderBy('r.id', 'desc'), query);
}
