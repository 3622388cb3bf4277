import { z } from 'zod';
import { idTextSchema, instantTextSchema, pageOf, pagingQuerySchema } from './common.ts';

/**
 * Messages and service (issue 16; spec sections 2-7 and 9): announcements and the popup, the
 * member's inbox and its unread count, feedback. Live chat's calls live beside these in their own
 * file.
 */

/** Content types (spec section 3): Agent A, Player PL, Banner B, Pop-up PU, Promotion PR. */
export const ANNOUNCEMENT_TYPES = ['A', 'PL', 'B', 'PU', 'PR'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/**
 * Who sees a popup (spec sections 3, 4): A the signed-in members (group A), B visitors (group B),
 * F members on their first login (shown to group A on first login).
 */
export const ANNOUNCEMENT_EXECUTIONS = ['A', 'B', 'F'] as const;
export type AnnouncementExecution = (typeof ANNOUNCEMENT_EXECUTIONS)[number];

/** Spec section 9: the popup shows at most 2 title tabs. */
export const POPUP_MAX_TABS = 2;
/** Spec section 9: the popup appears 0.5 s after load; its transition lasts 200 ms. */
export const POPUP_DELAY_MS = 500;
export const POPUP_TRANSITION_MS = 200;
/** Spec section 9: marking an announcement read is throttled to one call per 150 ms. */
export const MARK_READ_THROTTLE_MS = 150;
/** Spec section 9: the unread counts are fetched at most once per 250 ms. */
export const UNREAD_THROTTLE_MS = 250;
/** Spec section 9: badges show the count, or 99+ above 99. */
export const BADGE_CAP = 99;

/** The badge's text: the count, '99+' above 99, nothing when zero (spec section 2). */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

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

/** Where a message came from: an operator, the platform itself, or staff answering feedback. */
export const INBOX_KINDS = ['OPERATOR', 'SYSTEM', 'FEEDBACK_REPLY'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

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

/** Spec section 3: question types of the feedback payload; unset is -1. */
export const FEEDBACK_TYPES = {
  deposit_issues: 1,
  withdraw_issues: 2,
  game_issues: 3,
  service_issues: 4,
  apply_issues: 6,
  other_issues: 0,
} as const;
export type FeedbackTypeName = keyof typeof FEEDBACK_TYPES;
export const FEEDBACK_TYPE_UNSET = -1;
const FEEDBACK_TYPE_VALUES = Object.values(FEEDBACK_TYPES) as number[];

/** Spec sections 5 and 9: feedback content 20 to 200 characters. */
export const FEEDBACK_MIN_LENGTH = 20;
export const FEEDBACK_MAX_LENGTH = 200;

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
