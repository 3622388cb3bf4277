import {
  COMMENTS_PER_MINUTE,
  commentImagePath,
  type PostCommentBody,
  type PromotionComment,
  type PromotionCommentPage,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthenticatedMember } from '../members/members.repository.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { maskedName } from '../studio/shared-rounds/player-name.ts';
import { checkedImages, checkedText } from './comment-images.ts';
import {
  type CommentListRow,
  commentImage,
  commentsSince,
  insertComment,
  lockMember,
  promotionComments,
} from './comments.repository.ts';
import { jurisdictionOf, mayRun } from './jurisdictions.ts';
import { findPromotion } from './promotions.repository.ts';

/**
 * Members' comments on a promotion (issue 18 part 2, /m/activityDetail): a real member posts one
 * (text and up to three images), it waits for the operator, and everyone reads the approved ones.
 */

/** The merchant's promotion that members may see; any other (another merchant's) is not found. */
async function shownPromotion(db: Kysely<DB>, merchant: Merchant, promotionId: number) {
  const promo = await findPromotion(db, merchant.id, promotionId);
  if (!promo || !mayRun(jurisdictionOf(merchant), promo.kind))
    throw new AppError('NOT_FOUND', { field: 'promotionId' });
  return promo;
}

function view(row: CommentListRow, viewerId: string | null): PromotionComment {
  const approved = row.status === 'APPROVED';
  return {
    id: row.id,
    username: maskedName(row.username),
    text: row.body,
    createdAt: new Date(row.created_at).toISOString(),
    status: approved ? 'APPROVED' : 'PENDING',
    isOwn: row.member_id === viewerId,
    imageUrls: approved ? row.image_ids.map(commentImagePath) : [],
    imageCount: row.image_ids.length,
  };
}

export async function listComments(
  db: Kysely<DB>,
  merchant: Merchant,
  member: AuthenticatedMember | undefined,
  promotionId: number,
  page: { pageNo: number; pageSize: number },
): Promise<PromotionCommentPage> {
  await shownPromotion(db, merchant, promotionId);
  const viewerId = member ? String(member.id) : null;
  const { rows, total } = await promotionComments(db, merchant.id, promotionId, viewerId, page);
  return {
    list: rows.map((r) => view(r, viewerId)),
    pageNo: page.pageNo,
    total,
    totalPages: Math.ceil(total / page.pageSize),
  };
}

/**
 * Stores the comment as PENDING. Every rule is checked before anything is written; the member's row
 * is locked so two posts at once are both counted against the per-minute budget.
 */
export async function postComment(
  db: Kysely<DB>,
  merchant: Merchant,
  member: AuthenticatedMember,
  promotionId: number,
  body: Required<PostCommentBody>,
  now = new Date(),
): Promise<PromotionComment> {
  const text = checkedText(body.text);
  const images = checkedImages(body.images);
  const promo = await shownPromotion(db, merchant, promotionId);
  const memberId = String(member.id);
  const saved = await inTransaction(db, async (trx) => {
    await lockMember(trx, memberId);
    if ((await commentsSince(trx, memberId, new Date(now.getTime() - 60_000))) >= COMMENTS_PER_MINUTE)
      throw new AppError('RATE_LIMITED');
    return insertComment(trx, {
      merchantId: merchant.id,
      promotionId: promo.id,
      memberId,
      body: text,
      images,
    });
  });
  return view({ ...saved, username: member.username, image_ids: saved.imageIds }, memberId);
}

/** An approved comment's image of this merchant; anything else is not found. */
export async function approvedImage(db: Kysely<DB>, merchant: Merchant, imageId: string) {
  const image = await commentImage(db, merchant.id, imageId);
  if (!image) throw new AppError('NOT_FOUND');
  return image;
}
