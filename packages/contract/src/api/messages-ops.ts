import { z } from 'zod';
import { LANGUAGE_CODES } from '../languages.ts';
import { instantTextSchema, pageOf, pagingQuerySchema } from './common.ts';
import { popupFlagsSchema } from './messages.ts';
import { ANNOUNCEMENT_EXECUTIONS, ANNOUNCEMENT_TYPES, FEEDBACK_TYPES } from './messages-constants.ts';

/**
 * The back office's messages screens (issue 16 part 6) under /ops/api/v1: announcements and the
 * popup flags (`messages.write`), inbox messages to a member or a segment (`messages.write`),
 * feedback and its answer (`feedback.answer`). Every call names the merchant it acts on; staff
 * naming a merchant they do not work for get NOT_FOUND.
 */

const merchantIdSchema = z.coerce.number().int().positive();
const optionalInstant = z
  .string()
  .refine((t) => !Number.isNaN(Date.parse(t)), { message: 'date' })
  .nullable()
  .default(null);

export const opsMerchantQuerySchema = z.object({ merchantId: merchantIdSchema.optional() });

/** An announcement as the back office edits it. `content` is sanitized when saved. */
export const opsAnnouncementSchema = z.object({
  id: z.number(),
  merchantId: z.number(),
  language: z.enum(LANGUAGE_CODES),
  promotionType: z.enum(ANNOUNCEMENT_TYPES),
  execution: z.enum(ANNOUNCEMENT_EXECUTIONS),
  groupName: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  sort: z.number(),
  active: z.boolean(),
  startsAt: instantTextSchema.nullable(),
  endsAt: instantTextSchema.nullable(),
  /** Members who have read it. */
  reads: z.number(),
  updatedAt: instantTextSchema,
});
export type OpsAnnouncement = z.infer<typeof opsAnnouncementSchema>;

export const opsAnnouncementListSchema = z.object({
  list: z.array(opsAnnouncementSchema),
  popupFlags: popupFlagsSchema,
});
export type OpsAnnouncementList = z.infer<typeof opsAnnouncementListSchema>;

export const opsAnnouncementBodySchema = z
  .object({
    merchantId: merchantIdSchema,
    language: z.enum(LANGUAGE_CODES),
    promotionType: z.enum(ANNOUNCEMENT_TYPES),
    execution: z.enum(ANNOUNCEMENT_EXECUTIONS).default('A'),
    groupName: z
      .string()
      .trim()
      .max(40)
      .regex(/^[A-Za-z0-9_-]*$/)
      .transform((g) => (g === '' ? null : g))
      .nullable()
      .default(null),
    title: z.string().trim().min(1).max(120),
    content: z.string().max(20_000).default(''),
    sort: z.coerce.number().int().min(0).max(9999).default(0),
    active: z.boolean().default(true),
    startsAt: optionalInstant,
    endsAt: optionalInstant,
  })
  .refine((b) => !b.startsAt || !b.endsAt || Date.parse(b.startsAt) < Date.parse(b.endsAt), {
    path: ['endsAt'],
    message: 'range',
  });
export type OpsAnnouncementBody = z.input<typeof opsAnnouncementBodySchema>;
/** The announcement as the server reads it, defaults filled in. */
export type OpsAnnouncementFields = z.output<typeof opsAnnouncementBodySchema>;

export const opsAnnouncementParamsSchema = z.object({ announcementId: z.coerce.number().int().positive() });

export const opsPopupFlagsBodySchema = popupFlagsSchema.extend({ merchantId: merchantIdSchema });

/** Who an inbox message goes to (issue 16 part 2). */
export const INBOX_AUDIENCES = ['MEMBER', 'MERCHANT', 'VIP', 'AGENTS', 'EVERYONE'] as const;
export type InboxAudience = (typeof INBOX_AUDIENCES)[number];

export const opsInboxSendBodySchema = z
  .object({
    /** The merchant; EVERYONE (platform staff only) sends to every merchant's members. */
    merchantId: merchantIdSchema,
    audience: z.enum(INBOX_AUDIENCES),
    /** MEMBER: the username; VIP: the VIP label. */
    audienceValue: z.string().trim().max(40).default(''),
    title: z.string().trim().min(1).max(120),
    content: z.string().trim().min(1).max(2000),
  })
  .refine((b) => (b.audience !== 'MEMBER' && b.audience !== 'VIP') || b.audienceValue !== '', {
    path: ['audienceValue'],
    message: 'required',
  });
export type OpsInboxSendBody = z.input<typeof opsInboxSendBodySchema>;
export type OpsInboxSendFields = z.output<typeof opsInboxSendBodySchema>;

export const opsBroadcastSchema = z.object({
  id: z.string(),
  merchantId: z.number().nullable(),
  audience: z.enum(INBOX_AUDIENCES),
  audienceValue: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  recipients: z.number(),
  staff: z.string(),
  createdAt: instantTextSchema,
});
export type OpsBroadcast = z.infer<typeof opsBroadcastSchema>;
export const opsBroadcastPageSchema = pageOf(opsBroadcastSchema);
export const opsBroadcastQuerySchema = pagingQuerySchema.extend({ merchantId: merchantIdSchema.optional() });

export const FEEDBACK_STATUSES = ['OPEN', 'ANSWERED'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const opsFeedbackQuerySchema = pagingQuerySchema.extend({
  merchantId: merchantIdSchema.optional(),
  status: z.enum(FEEDBACK_STATUSES).optional(),
});
export type OpsFeedbackQuery = z.output<typeof opsFeedbackQuerySchema>;

export const opsFeedbackSchema = z.object({
  id: z.string(),
  merchantId: z.number(),
  username: z.string(),
  type: z.number(),
  typeName: z.enum(Object.keys(FEEDBACK_TYPES) as [keyof typeof FEEDBACK_TYPES]),
  content: z.string(),
  sender: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  answer: z.string().nullable(),
  answeredBy: z.string().nullable(),
  answeredAt: instantTextSchema.nullable(),
  createdAt: instantTextSchema,
});
export type OpsFeedback = z.infer<typeof opsFeedbackSchema>;
export const opsFeedbackPageSchema = pageOf(opsFeedbackSchema);
export type OpsFeedbackPage = z.infer<typeof opsFeedbackPageSchema>;

export const opsFeedbackParamsSchema = z.object({ feedbackId: z.string().regex(/^\d{1,18}$/) });
export const opsFeedbackAnswerBodySchema = z.object({ answer: z.string().trim().min(1).max(2000) });
