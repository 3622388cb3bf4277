import type { CommentImageType, CommentStatus } from '@ficha/contract';
import { type Kysely, sql } from 'kysely';
import { merchantRows } from '../../db/merchant-rows.ts';
import type { DB } from '../../db/schema.ts';

/** SQL of members' comments on promotions and their images (issue 18 part 2). */

export interface NewComment {
  merchantId: number;
  promotionId: number;
  memberId: string;
  body: string;
  images: Array<{ mime: CommentImageType; bytes: Buffer }>;
}

/**
 * Holds the member's row until the transaction ends, so two posts of one member at once are
 * counted one after the other against the per-minute budget.
 */
export async function lockMember(db: Kysely<DB>, memberId: string): Promise<void> {
  await db.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().execute();
}

/** The member's comments (any promotion) since a moment. */
export async function commentsSince(db: Kysely<DB>, memberId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('promotion_comments')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertComment(db: Kysely<DB>, comment: NewComment) {
  const row = await db
    .insertInto('promotion_comments')
    .values({
      merchant_id: comment.merchantId,
      promotion_id: comment.promotionId,
      member_id: comment.memberId,
      body: comment.body,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const images =
    comment.images.length === 0
      ? []
      : await db
          .insertInto('promotion_comment_images')
          .values(comment.images.map((i) => ({ comment_id: row.id, mime: i.mime, bytes: i.bytes })))
          .returning('id')
          .execute();
  return { ...row, imageIds: images.map((i) => i.id) };
}

/** What a list shows of a comment: its row, the author's name and its images' ids. */
function withAuthorAndImages(db: Kysely<DB>) {
  return db
    .selectFrom('promotion_comments as c')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .select([
      'c.id',
      'c.merchant_id',
      'c.promotion_id',
      'c.member_id',
      'c.body',
      'c.status',
      'c.created_at',
      'c.decided_at',
      'c.decided_by',
      'c.decision_reason',
      'm.username',
    ])
    .select(
      sql<
        string[]
      >`coalesce((SELECT array_agg(i.id::text ORDER BY i.id) FROM promotion_comment_images i WHERE i.comment_id = c.id), '{}')`.as(
        'image_ids',
      ),
    );
}

export type CommentListRow = Awaited<ReturnType<typeof promotionComments>>['rows'][number];

/**
 * A page of a promotion's comments as a member reads them: the approved ones and, for a signed-in
 * member, their own waiting ones, newest first.
 */
export async function promotionComments(
  db: Kysely<DB>,
  merchantId: number,
  promotionId: number,
  viewerId: string | null,
  page: { pageNo: number; pageSize: number },
) {
  const visible = withAuthorAndImages(db)
    .where('c.merchant_id', '=', merchantId)
    .where('c.promotion_id', '=', promotionId)
    .where((eb) =>
      viewerId === null
        ? eb('c.status', '=', 'APPROVED')
        : eb.or([
            eb('c.status', '=', 'APPROVED'),
            eb.and([eb('c.status', '=', 'PENDING'), eb('c.member_id', '=', viewerId)]),
          ]),
    );
  const [rows, total] = await Promise.all([
    visible
      .orderBy('c.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    visible
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The moderation queue of a merchant: waiting comments first (oldest first), then the decided ones. */
export async function moderationQueue(
  db: Kysely<DB>,
  merchantId: number,
  filter: { status?: CommentStatus; pageNo: number; pageSize: number },
) {
  let query = withAuthorAndImages(db)
    .innerJoin('promotions as p', 'p.id', 'c.promotion_id')
    .select('p.titles')
    .where('c.merchant_id', '=', merchantId);
  if (filter.status) query = query.where('c.status', '=', filter.status);
  const [rows, total, pending] = await Promise.all([
    query
      .orderBy(sql`(c.status = 'PENDING')`, 'desc')
      .orderBy(sql`CASE WHEN c.status = 'PENDING' THEN c.id END`, 'asc')
      .orderBy('c.id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.pageNo - 1) * filter.pageSize)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    merchantRows(db, 'promotion_comments', merchantId)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'PENDING')
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n), pending: Number(pending.n) };
}

export type QueueRow = Awaited<ReturnType<typeof moderationQueue>>['rows'][number];

/** One comment of the merchant, locked for its decision. */
export async function commentForDecision(db: Kysely<DB>, merchantId: number, commentId: string) {
  return merchantRows(db, 'promotion_comments', merchantId)
    .selectAll()
    .where('id', '=', commentId)
    .forUpdate()
    .executeTakeFirst();
}

export async function decideComment(
  db: Kysely<DB>,
  commentId: string,
  decision: { status: 'APPROVED' | 'REJECTED'; by: string; reason: string | null },
) {
  return db
    .updateTable('promotion_comments')
    .set({
      status: decision.status,
      decided_at: new Date(),
      decided_by: decision.by,
      decision_reason: decision.reason,
    })
    .where('id', '=', commentId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * An image of the merchant's comments: only of an approved comment unless `anyStatus` (the
 * moderators see what they judge). Another merchant's image is not found.
 */
export async function commentImage(db: Kysely<DB>, merchantId: number, imageId: string, anyStatus = false) {
  let query = db
    .selectFrom('promotion_comment_images as i')
    .innerJoin('promotion_comments as c', 'c.id', 'i.comment_id')
    .select(['i.mime', 'i.bytes'])
    .where('i.id', '=', imageId)
    .where('c.merchant_id', '=', merchantId);
  if (!anyStatus) query = query.where('c.status', '=', 'APPROVED');
  return query.executeTakeFirst();
}
