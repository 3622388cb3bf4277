import type { Database } from '../src/db/database.ts';
import { pendingCommentOf } from './comment-fixtures.ts';
import type { ObjectRouteCase } from './ops-idor-route-case.ts';
import { fixedPromotionBody } from './promotion-fixtures.ts';

// Promotions' cases of the IDOR matrix (issue 18, ops-idor.api.test.ts): merchant A's staff list,
// create, change, pause and run the cashback of merchant B's promotions.

interface World {
  merchantId: number;
}

type RouteCase = ObjectRouteCase<World>;

const promotionBody = (merchantId: number) =>
  fixedPromotionBody(merchantId, { titles: { EN: 'IDOR matrix' }, descriptions: { EN: '<p>idor</p>' } });

export function promotionCases(promotionOfB: () => number): Record<string, RouteCase> {
  const promo = () => ({ promotionId: String(promotionOfB()) });
  return {
    'GET /ops/api/v1/promotions': (b) => ({ query: { merchantId: String(b.merchantId) } }),
    'POST /ops/api/v1/promotions': (b) => ({ body: promotionBody(b.merchantId) }),
    'PUT /ops/api/v1/promotions/{promotionId}': (b) => ({
      params: promo(),
      body: promotionBody(b.merchantId),
    }),
    'POST /ops/api/v1/promotions/{promotionId}/active': (b) => ({
      params: promo(),
      body: { merchantId: b.merchantId, active: false },
    }),
    'POST /ops/api/v1/promotions/{promotionId}/cashback-run': (b) => ({
      params: promo(),
      body: { merchantId: b.merchantId },
    }),
  };
}

/** What an attempt on B's promotions must not change. */
export async function promotionStateOf(db: Database['db'], merchantId: number) {
  return [
    await db
      .selectFrom('promotions')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('id')
      .execute(),
    await db
      .selectFrom('turnover_requirements')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .orderBy('id')
      .execute(),
  ];
}

/** B's waiting comment on its promotion, with an image (issue 18 part 2). */
export interface CommentOfB {
  commentId: string;
  imageId: string;
}

/** Moderation of comments: B's queue, B's comment approved or rejected, B's comment image. */
export function promotionCommentCases(commentOfB: () => CommentOfB): Record<string, RouteCase> {
  const base = '/ops/api/v1/promotion-comments';
  const comment = () => ({ commentId: commentOfB().commentId });
  return {
    [`GET ${base}`]: (b) => ({ query: { merchantId: String(b.merchantId) } }),
    [`POST ${base}/{commentId}/approve`]: (b) => ({ params: comment(), body: { merchantId: b.merchantId } }),
    [`POST ${base}/{commentId}/reject`]: (b) => ({
      params: comment(),
      body: { merchantId: b.merchantId, reason: 'idor matrix' },
    }),
    [`GET ${base}/images/{imageId}`]: (b) => ({
      params: { imageId: commentOfB().imageId },
      query: { merchantId: String(b.merchantId) },
    }),
  };
}

/** B's waiting comment, by B's member. */
export const commentOf = (db: Database['db'], merchantId: number, memberId: string) =>
  pendingCommentOf(db, merchantId, memberId, 'idor matrix comment');

/** What an attempt on B's comments must not change. */
export async function commentStateOf(db: Database['db'], merchantId: number) {
  return db
    .selectFrom('promotion_comments')
    .select(['id', 'status', 'decided_at', 'decided_by', 'decision_reason'])
    .where('merchant_id', '=', merchantId)
    .orderBy('id')
    .execute();
}
