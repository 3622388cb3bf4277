import type {
  CommentStatus,
  LanguageCode,
  OpsComment,
  OpsCommentDecision,
  OpsCommentPage,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError } from '../../lib/app-error.ts';
import { findMerchantById } from '../merchants/merchants.repository.ts';
import {
  commentForDecision,
  commentImage,
  decideComment,
  moderationQueue,
  type QueueRow,
} from '../promotions/comments.repository.ts';
import { textIn } from '../promotions/promotions.service.ts';
import type { StaffActor } from '../staff/staff.service.ts';
import { audit } from '../staff/staff.service.ts';
import { worksFor } from '../staff/staff-guards.ts';

/**
 * Moderating members' comments on promotions (issue 18 part 4): the queue of a merchant, waiting
 * ones first, and the decision on each, written to the audit log. Another merchant's staff find
 * nothing (NOT_FOUND), whatever id they name.
 */

type StaffRequest = { staff: StaffActor; ip: string };

async function merchantFor(db: Kysely<DB>, staff: StaffActor, merchantId: number) {
  const merchant = worksFor(staff, merchantId) ? await findMerchantById(db, merchantId) : undefined;
  if (!merchant) throw new AppError('NOT_FOUND');
  return merchant;
}

const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());

function view(row: QueueRow, language: LanguageCode): OpsComment {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    promotionId: row.promotion_id,
    promotionTitle: textIn(row.titles, language),
    memberId: row.member_id,
    username: row.username,
    text: row.body,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    decidedAt: iso(row.decided_at),
    decidedBy: row.decided_by,
    reason: row.decision_reason,
    imageIds: row.image_ids,
  };
}

export async function commentQueue(
  db: Kysely<DB>,
  staff: StaffActor,
  query: { merchantId: number; status?: CommentStatus; pageNo: number; pageSize: number },
  language: LanguageCode,
): Promise<OpsCommentPage> {
  const merchant = await merchantFor(db, staff, query.merchantId);
  const { rows, total, pending } = await moderationQueue(db, merchant.id, query);
  return {
    list: rows.map((r) => view(r, language)),
    pageNo: query.pageNo,
    total,
    totalPages: Math.ceil(total / query.pageSize),
    pending,
  };
}

/** Approves (shown to members from now on) or rejects (never shown) a waiting comment, once. */
export async function decide(
  db: Kysely<DB>,
  { staff, ip }: StaffRequest,
  commentId: string,
  decision: { merchantId: number; status: 'APPROVED' | 'REJECTED'; reason: string | null },
): Promise<OpsCommentDecision> {
  const merchant = await merchantFor(db, staff, decision.merchantId);
  return inTransaction(db, async (trx) => {
    const before = await commentForDecision(trx, merchant.id, commentId);
    if (!before) throw new AppError('NOT_FOUND');
    if (before.status !== 'PENDING')
      throw new AppError('COMMENT_NOT_PENDING', { status: before.status }, { status: before.status });
    const saved = await decideComment(trx, commentId, {
      status: decision.status,
      by: staff.username,
      reason: decision.reason,
    });
    await audit(
      trx,
      staff,
      decision.status === 'APPROVED' ? 'promotion-comment.approve' : 'promotion-comment.reject',
      `promotion-comment:${commentId}`,
      {
        reason: decision.reason ?? undefined,
        before: { status: before.status, body: before.body },
        after: { status: saved.status },
        promotionId: saved.promotion_id,
      },
      ip,
      merchant.id,
    );
    return { id: saved.id, status: saved.status };
  });
}

/** Any image of the merchant's comments, for the moderator judging it. */
export async function moderatedImage(db: Kysely<DB>, staff: StaffActor, merchantId: number, imageId: string) {
  const merchant = await merchantFor(db, staff, merchantId);
  const image = await commentImage(db, merchant.id, imageId, true);
  if (!image) throw new AppError('NOT_FOUND');
  return image;
}
