import { z } from 'zod';
import { idTextSchema, instantTextSchema, pageOf } from './common.ts';
import { COMMENT_IMAGE_MAX_BYTES, COMMENT_MAX_IMAGES } from './promotions.ts';

/**
 * Members' comments on a promotion (issue 18 part 2; spec section 5: "activity comment up to 140
 * characters, images png or jpg up to 5 MB each and at most 3"), shown once the operator approves
 * them, and their moderation under /ops/api/v1/promotion-comments (`promotions.moderate`).
 */

/** A comment's length as the database counts it (characters, not UTF-16 units), after trimming. */
export const commentLength = (text: string): number => [...text.trim()].length;

/** The types a comment image may have, by its bytes. */
export const COMMENT_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export type CommentImageType = (typeof COMMENT_IMAGE_TYPES)[number];

/** A member's comments per minute (a budget against flooding the moderation queue). */
export const COMMENTS_PER_MINUTE = 3;

/**
 * The JSON body's ceiling: three images at the limit in base64 (4 characters per 3 bytes) and the
 * text. Anything larger is refused before it is read whole.
 */
export const COMMENT_BODY_MAX_BYTES =
  Math.ceil(COMMENT_IMAGE_MAX_BYTES / 3) * 4 * COMMENT_MAX_IMAGES + 16_384;

/**
 * POST /wps/promotions/:promotionId/comments. The text's and the images' rules are the service's,
 * each with its own code (COMMENT_TEXT_INVALID, COMMENT_TOO_MANY_IMAGES, COMMENT_IMAGE_TOO_LARGE,
 * COMMENT_IMAGE_INVALID), so the schema only bounds the shape. Images are base64, no data: prefix.
 */
export const postCommentBodySchema = z.object({
  text: z.string().max(2_000),
  images: z.array(z.string()).max(20).default([]),
});
export type PostCommentBody = z.input<typeof postCommentBodySchema>;

export const commentStatusSchema = z.enum(['PENDING', 'APPROVED', 'REJECTED']);
export type CommentStatus = z.infer<typeof commentStatusSchema>;

/** One comment as members read it; `username` is masked ("jo***1"). */
export const promotionCommentSchema = z.object({
  id: idTextSchema,
  username: z.string(),
  text: z.string(),
  createdAt: instantTextSchema,
  /** PENDING only for the caller's own comment, waiting for the operator. */
  status: z.enum(['PENDING', 'APPROVED']),
  isOwn: z.boolean(),
  /** Addresses of the images (approved comments); a pending one shows only how many it has. */
  imageUrls: z.array(z.string()),
  imageCount: z.number(),
});
export type PromotionComment = z.infer<typeof promotionCommentSchema>;

export const promotionCommentPageSchema = pageOf(promotionCommentSchema);
export type PromotionCommentPage = z.infer<typeof promotionCommentPageSchema>;

export const promotionCommentsQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export const commentImageParamsSchema = z.object({ imageId: idTextSchema });

/** Where an approved comment's image is served (GET, its bytes, cached). */
export const commentImagePath = (imageId: string) => `/wps/promotions/comment-images/${imageId}`;

// The operator's moderation.

export const opsCommentQuerySchema = z.object({
  merchantId: z.coerce.number().int().positive(),
  status: commentStatusSchema.optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(30),
});
export const opsCommentParamsSchema = z.object({ commentId: idTextSchema });
export const opsCommentImageParamsSchema = z.object({ imageId: idTextSchema });
export const opsCommentImageQuerySchema = z.object({ merchantId: z.coerce.number().int().positive() });

export const opsApproveCommentBodySchema = z.object({ merchantId: z.number().int().positive() });
/** A rejection says why (written to the audit log and kept with the comment). */
export const opsRejectCommentBodySchema = z.object({
  merchantId: z.number().int().positive(),
  reason: z.string().trim().min(3).max(500),
});

export const opsCommentSchema = z.object({
  id: idTextSchema,
  merchantId: z.number(),
  promotionId: z.number(),
  promotionTitle: z.string(),
  memberId: idTextSchema,
  /** The staff see the whole username: they may need to act on the account. */
  username: z.string(),
  text: z.string(),
  status: commentStatusSchema,
  createdAt: instantTextSchema,
  decidedAt: instantTextSchema.nullable(),
  decidedBy: z.string().nullable(),
  reason: z.string().nullable(),
  /** Ids of its images, read through the /ops image route. */
  imageIds: z.array(idTextSchema),
});
export type OpsComment = z.infer<typeof opsCommentSchema>;

export const opsCommentPageSchema = pageOf(opsCommentSchema).extend({ pending: z.number() });
export type OpsCommentPage = z.infer<typeof opsCommentPageSchema>;

export const opsCommentDecisionSchema = z.object({ id: idTextSchema, status: commentStatusSchema });
export type OpsCommentDecision = z.infer<typeof opsCommentDecisionSchema>;
