import { z } from 'zod';
import { CHAT_IMAGE_TYPES, CHAT_MESSAGE_MAX } from './chat-constants.ts';
import { idTextSchema, instantTextSchema, listOf, moneyTextSchema } from './common.ts';

/**
 * Live chat with customer service (issue 16 part 4; spec sections 2, 4, 6, 7 and 9): the spec's
 * CBS_* relay calls, the member's chat page and the staff console's calls, and the messages of
 * the chat's websockets.
 */

const hexColor = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/);
const clientRef = z.string().regex(/^[\w-]{1,64}$/);

/** GET /wps/relay/CBS_launchChat (spec section 7: b2c=1, language, backUrl, headerColor, title). */
export const launchChatQuerySchema = z.object({
  b2c: z.literal('1').default('1'),
  language: z.string().max(8).optional(),
  /** Where the chat's back button returns: a path of this site only. */
  backUrl: z.string().max(300).optional(),
  headerColor: hexColor.optional(),
  title: z.string().max(40).optional(),
});
export type LaunchChatQuery = z.infer<typeof launchChatQuerySchema>;
export const launchChatAnswerSchema = z.object({ chatUrl: z.string() });
export type LaunchChatAnswer = z.infer<typeof launchChatAnswerSchema>;

/** GET /wps/relay/CBS_unreadCount: the replies the member has not read (spec: value.unReadCount). */
export const chatUnreadAnswerSchema = z.object({ unReadCount: z.number().int().min(0) });
export type ChatUnreadAnswer = z.infer<typeof chatUnreadAnswerSchema>;

const flagText = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** GET /wps/relay/CBS_modelList: spec section 6 "chat models can be filtered by active and streaming flags". */
export const modelListQuerySchema = z.object({ active: flagText, streaming: flagText });
export const liveModelSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string(),
  active: z.boolean(),
  streaming: z.boolean(),
  sort: z.number().int(),
});
export type LiveModel = z.infer<typeof liveModelSchema>;
/** Spec section 7: "CBS_modelList (live model list, value list)": the value is the list. */
export const modelListAnswerSchema = z.array(liveModelSchema);

export const chatSenderSchema = z.enum(['MEMBER', 'STAFF']);
export type ChatSender = z.infer<typeof chatSenderSchema>;

export const chatAttachmentSchema = z.object({
  id: z.string(),
  contentType: z.enum(CHAT_IMAGE_TYPES),
  size: z.number().int(),
});

export const chatMessageSchema = z.object({
  id: idTextSchema,
  conversationId: idTextSchema,
  sender: chatSenderSchema,
  /** The staff member who wrote it (their username), for the console; null on the member's side. */
  staffName: z.string().nullable(),
  body: z.string(),
  attachment: chatAttachmentSchema.nullable(),
  /** The sender's own id for it, so a sender recognises its message when it comes back. */
  ref: z.string().nullable(),
  createdAt: instantTextSchema,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** GET /wps/chat/messages?before=&limit=: the member's (or visitor's) conversation, newest page. */
export const chatHistoryQuerySchema = z.object({
  before: idTextSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ChatHistoryQuery = z.infer<typeof chatHistoryQuerySchema>;

export const memberChatSchema = z.object({
  /** Null until the first message opens the conversation. */
  conversationId: idTextSchema.nullable(),
  status: z.enum(['OPEN', 'CLOSED']),
  /** Oldest first. */
  messages: z.array(chatMessageSchema),
  hasMore: z.boolean(),
  /** Read receipts: staff have read every message up to this id. */
  staffReadId: idTextSchema,
  memberReadId: idTextSchema,
  unReadCount: z.number().int(),
});
export type MemberChat = z.infer<typeof memberChatSchema>;

/** POST /wps/chat/messages and the console's reply: the text and the sender's own id for it. */
export const sendChatBodySchema = z.object({
  // Bounded here only against abuse; the limit players meet is CHAT_MESSAGE_MAX, with its own message.
  text: z.string().max(20_000),
  ref: clientRef.optional(),
});
export type SendChatBody = z.infer<typeof sendChatBodySchema>;

export const chatReadBodySchema = z.object({ upTo: idTextSchema });

/** POST /wps/chat/visitor: a visitor's chat identity, when the merchant lets visitors chat. */
export const chatVisitorAnswerSchema = z.object({ visitorToken: z.string() });

/**
 * POST /wps/chat/visitor/claim (member's session and X-Chat-Visitor): the visitor's chat of this
 * browser joined to the member's account; false when there was none to join.
 */
export const chatClaimAnswerSchema = z.object({ joined: z.boolean() });
export type ChatClaimAnswer = z.infer<typeof chatClaimAnswerSchema>;

/** GET /wps/chat/settings: what the chat page needs before it opens. */
export const chatAccessSchema = z.object({
  enabled: z.boolean(),
  visitorsAllowed: z.boolean(),
});
export type ChatAccess = z.infer<typeof chatAccessSchema>;

export const chatAttachmentParamsSchema = z.object({ id: z.string().uuid() });

// ---- The staff console (/ops/api/v1/chat/...) ----

export const conversationRowSchema = z.object({
  id: idTextSchema,
  merchantId: z.number().int(),
  memberId: idTextSchema.nullable(),
  /** The member's username, or "#<visitor id>" for a visitor. */
  name: z.string(),
  isVisitor: z.boolean(),
  status: z.enum(['OPEN', 'CLOSED']),
  assignedStaffId: z.number().int().nullable(),
  assignedStaffName: z.string().nullable(),
  lastMessage: z.string(),
  lastMessageAt: instantTextSchema.nullable(),
  /** Messages of the member staff have not read. */
  unread: z.number().int(),
});
export type ConversationRow = z.infer<typeof conversationRowSchema>;

export const conversationListQuerySchema = z.object({
  merchantId: z.coerce.number().int().positive().optional(),
  status: z.enum(['OPEN', 'CLOSED']).default('OPEN'),
});
export const conversationListSchema = listOf(conversationRowSchema);

export const conversationParamsSchema = z.object({ id: idTextSchema });

export const staffConversationSchema = z.object({
  conversation: conversationRowSchema,
  messages: z.array(chatMessageSchema),
  hasMore: z.boolean(),
  memberReadId: idTextSchema,
});
export type StaffConversation = z.infer<typeof staffConversationSchema>;

/** The member beside the chat: balance, last deposits, last rounds (the player profile's queries). */
export const chatMemberContextSchema = z.object({
  member: z
    .object({
      id: idTextSchema,
      username: z.string(),
      nickname: z.string(),
      status: z.string(),
      vipLabel: z.string().nullable(),
      createdAt: instantTextSchema,
    })
    .nullable(),
  balances: z.array(z.object({ kind: z.string(), currency: z.string(), balance: moneyTextSchema })),
  deposits: z.array(
    z.object({ id: z.string(), amount: moneyTextSchema, status: z.string(), createdAt: instantTextSchema }),
  ),
  rounds: z.array(
    z.object({
      gameCode: z.string(),
      amount: moneyTextSchema.nullable(),
      won: moneyTextSchema,
      status: z.string(),
      createdAt: instantTextSchema,
    }),
  ),
});
export type ChatMemberContext = z.infer<typeof chatMemberContextSchema>;

/** Take a conversation (staffId: yourself or a colleague who handles chats), or hand it back (null). */
export const assignConversationBodySchema = z.object({ staffId: z.number().int().positive().nullable() });

export const cannedReplySchema = z.object({ id: idTextSchema, title: z.string(), body: z.string() });
export type CannedReply = z.infer<typeof cannedReplySchema>;
export const cannedReplyListSchema = listOf(cannedReplySchema);
export const merchantQuerySchema = z.object({ merchantId: z.coerce.number().int().positive().optional() });
export const cannedReplyBodySchema = z.object({
  merchantId: z.number().int().positive().optional(),
  title: z.string().trim().min(1).max(60),
  body: z.string().trim().min(1).max(CHAT_MESSAGE_MAX),
});

export const chatSettingsSchema = z.object({ merchantId: z.number().int(), visitorsAllowed: z.boolean() });
export type ChatSettings = z.infer<typeof chatSettingsSchema>;
export const chatSettingsBodySchema = z.object({
  merchantId: z.number().int().positive().optional(),
  visitorsAllowed: z.boolean(),
});

export const liveModelBodySchema = z.object({
  merchantId: z.number().int().positive().optional(),
  name: z.string().trim().min(1).max(60),
  /** A picture of the site (a path) or of an https host; empty for none. */
  avatarUrl: z
    .union([
      z.literal(''),
      z
        .string()
        .max(500)
        .regex(/^(https:\/\/|\/)/),
    ])
    .default(''),
  active: z.boolean().default(true),
  streaming: z.boolean().default(false),
  sort: z.number().int().min(0).max(10_000).default(0),
});
export const liveModelListSchema = listOf(liveModelSchema);

// ---- Websocket messages (/wps/chat/ws for members and visitors, /ops/api/v1/chat/ws for staff) ----

/** What the member's page sends. */
export const memberSocketMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('send'), ref: clientRef, text: z.string().max(20_000) }),
  z.object({ type: z.literal('typing') }),
  z.object({ type: z.literal('read'), upTo: idTextSchema }),
  z.object({ type: z.literal('ping') }),
]);

/** What the console sends: the same, naming the conversation. */
export const staffSocketMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('send'),
    conversationId: idTextSchema,
    ref: clientRef,
    text: z.string().max(20_000),
  }),
  z.object({ type: z.literal('typing'), conversationId: idTextSchema }),
  z.object({ type: z.literal('read'), conversationId: idTextSchema, upTo: idTextSchema }),
  z.object({ type: z.literal('ping') }),
]);

/**
 * The member's unread counts (spec section 7: "Unread total is announcements plus chat plus
 * inbox"), pushed on the member's live socket (/wps/live/ws) whenever one changes.
 */
export interface MemberUnreadCounts {
  announcements: number;
  inbox: number;
  /** 0 without the chat (flag CBS3 off). */
  chat: number;
}

/** What the server sends on either socket. */
export type ChatServerMessage =
  | { type: 'hello'; conversationId: string | null }
  /** Live socket only: the member's unread counts, at opening and at every change. */
  | { type: 'unread'; counts: MemberUnreadCounts }
  | { type: 'message'; message: ChatMessage }
  | { type: 'ack'; ref: string; message: ChatMessage }
  | { type: 'typing'; conversationId: string; sender: ChatSender }
  | { type: 'read'; conversationId: string; reader: ChatSender; upTo: string }
  /** Console only: a conversation of the queue changed (new, assigned, closed, new message). */
  | { type: 'conversation'; conversation: ConversationRow }
  | { type: 'error'; ref: string | null; code: string; message: string }
  | { type: 'pong' };

/** POST .../attachments?ref=: the image is the raw body; ref as for a text message. */
export const uploadQuerySchema = z.object({ ref: clientRef.optional() });
