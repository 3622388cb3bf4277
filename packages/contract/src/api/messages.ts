import { z } from 'zod';
import { idTextSchema, instantTextSchema, pageOf, pagingQuerySchema } from './common.ts';
import {
  ANNOUNCEMENT_EXECUTIONS,
  ANNOUNCEMENT_TYPES,
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MIN_LENGTH,
  FEEDBACK_TYPES,
  INBOX_KINDS,
} from './messages-constants.ts';

/**
 * Messages and service (issue 16; spec sections 2-7 and 9): announcements and the popup, the
 * member's inbox and its unread count, feedback. Live chat's calls live beside these in their own
 * file.
 */

/** Spec section 3 'Announcement': id, title, content (rich HTML), promotionType, execution, read flag. */
export const announcementSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  promotionType: z.enum(ANNOUNCEMENT_TYPES),
  execution: z.enum(ANNOUNCEMENT_EXECUTIONS),
  groupName: z.string().nullable(),
  read: z.boolean(),
});
export type Announcement = z.infer<typeof announcementSchema>;

const typesText = z
  .string()
  .max(40)
  .transform((text) => text.split(',').map((t) => t.trim().toUpperCase()))
  .pipe(z.array(z.enum(ANNOUNCEMENT_TYPES)).min(1));

/**
 * MCSFE_getListAnnouncements request (spec section 3): types (B,PL,PU, or B with groupName m_reg),
 * groupName, platform M, merchantCode; the token is the request's own.
 */
export const announcementsQuerySchema = z.object({
  types: typesText.default(['B', 'PL', 'PU']),
  groupName: z.string().max(40).optional(),
  platform: z.literal('M').default('M'),
  merchantCode: z.string().max(32).optional(),
});
export type AnnouncementsQuery = z.input<typeof announcementsQuerySchema>;

/**
 * Spec section 4 'Popup': two independent flags, one for signed-in sessions, one for visitors.
 * `firstLogin` says whether the caller's session is the member's first (the F items are in `popup`).
 */
export const popupFlagsSchema = z.object({ member: z.boolean(), visitor: z.boolean() });
export type PopupFlags = z.infer<typeof popupFlagsSchema>;

/**
 * Spec section 7: a promotion request (types PR) answers value.promotion, any other value.banners,
 * value.player and value.popup. `popup` holds the caller's group's items only.
 */
export const announcementsAnswerSchema = z.object({
  banners: z.array(announcementSchema).optional(),
  player: z.array(announcementSchema).optional(),
  popup: z.array(announcementSchema).optional(),
  promotion: z.array(announcementSchema).optional(),
  popupFlags: popupFlagsSchema,
  firstLogin: z.boolean(),
});
export type AnnouncementsAnswer = z.infer<typeof announcementsAnswerSchema>;

/** MCSFE_markAnnouncementAsRead (spec section 7): POST announcementId, read=true. */
export const markAnnouncementBodySchema = z.object({
  announcementId: z.coerce.number().int().positive().max(2_147_483_647),
  read: z.literal(true).default(true),
});
export type MarkAnnouncementBody = z.input<typeof markAnnouncementBodySchema>;

/** GLS2_lobbyNews: the player announcements' titles for the lobby, in the marquee's order. */
export const lobbyNewsSchema = z.object({
  list: z.array(z.object({ id: z.number(), title: z.string(), content: z.string() })),
});

/** CSP_unreadCount (spec section 7): the inbox's unread messages, value.unReadCount. */
export const unreadCountSchema = z.object({ unReadCount: z.number() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** One inbox message (/m/webEmail); `content` is plain text. */
export const inboxMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(INBOX_KINDS),
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  createdAt: instantTextSchema,
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxQuerySchema = pagingQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type InboxQuery = z.input<typeof inboxQuerySchema>;

export const inboxPageSchema = pageOf(inboxMessageSchema).extend({ unReadCount: z.number() });
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const inboxMessageParamsSchema = z.object({ messageId: idTextSchema });
/** Marks one message read (true) or unread again (false). */
export const inboxReadBodySchema = z.object({ read: z.boolean() });

const FEEDBACK_TYPE_VALUES = Object.values(FEEDBACK_TYPES) as number[];

/** PUT /wps/feedback (spec section 3): content, sender, type, captcha (with its key). */
export const feedbackBodySchema = z.object({
  content: z.string().trim().min(FEEDBACK_MIN_LENGTH).max(FEEDBACK_MAX_LENGTH),
  sender: z.string().trim().max(40).default(''),
  type: z.coerce
    .number()
    .int()
    .refine((t) => FEEDBACK_TYPE_VALUES.includes(t), { message: 'type' }),
  captcha: z.string().trim().min(1).max(16),
  captchaKey: z.string().max(64),
});
export type FeedbackBody = z.input<typeof feedbackBodySchema>;
