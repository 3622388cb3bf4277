import {
  type ChatAccess,
  type ChatHistoryQuery,
  type ChatMessage,
  type LanguageCode,
  type LaunchChatAnswer,
  type LaunchChatQuery,
  type LiveModel,
  type MemberChat,
  normalizeLanguage,
  TRIAL_TYPE,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { AuthenticatedMember } from '../members/members.repository.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import * as repo from './chat.repository.ts';
import type { ChatContext, ChatParticipant } from './chat-context.ts';
import { participant } from './chat-context.ts';
import { type ImageType, imageTypeOf } from './chat-images.ts';
import { messageText } from './chat-messages.ts';
import { postMessage } from './chat-posting.ts';
import { messageView } from './chat-views.ts';

/**
 * The member's side of the live chat (issue 16 part 4). Spec section 6: visitors are sent to
 * login (unless the merchant lets visitors chat), trial users are refused ('free_reject'), and the
 * chat and its unread count exist only with the merchant's CBS3 flag.
 */

export interface ChatCaller {
  merchant: Merchant;
  member: AuthenticatedMember | null;
  /** The request carried a token (a dead one means SESSION_EXPIRED, not UNAUTHORIZED). */
  hadToken: boolean;
  /** A visitor's chat token (X-Chat-Visitor), when the merchant lets visitors chat. */
  visitorToken: string | undefined;
}

const chatEnabled = (merchant: Merchant) => merchant.flags.includes('CBS3');

function requireChat(merchant: Merchant): void {
  if (!chatEnabled(merchant)) throw new AppError('CHAT_UNAVAILABLE');
}

/** The member or visitor the request speaks for, or the spec's refusal. */
export async function chatParticipant(db: Kysely<DB>, caller: ChatCaller): Promise<ChatParticipant> {
  requireChat(caller.merchant);
  const { member } = caller;
  if (member) {
    if (member.type === TRIAL_TYPE) throw new AppError('FREE_REJECT');
    return participant(member.merchantId, { kind: 'member', memberId: String(member.id) });
  }
  if (caller.visitorToken) {
    const visitor = await repo.findVisitor(db, hashToken(caller.visitorToken));
    if (
      visitor &&
      visitor.merchant_id === caller.merchant.id &&
      (await repo.visitorsAllowed(db, caller.merchant.id))
    ) {
      return participant(visitor.merchant_id, { kind: 'visitor', visitorId: String(visitor.id) });
    }
  }
  throw new AppError(caller.hadToken ? 'SESSION_EXPIRED' : 'UNAUTHORIZED');
}

/** Only a path of this site: anything else (another host, `//evil`, `javascript:`) returns home. */
export function safeBackUrl(backUrl: string | undefined): string {
  if (!backUrl || !/^\/m(?:[/?#]|$)/.test(backUrl) || /[\\\s]/.test(backUrl)) return '/m/home';
  return backUrl;
}

/**
 * GET /wps/relay/CBS_launchChat: the address of our own chat page, themed by the caller's
 * headerColor and title, with its back link. Who may chat is checked here as on every chat call.
 */
export async function launchChat(
  db: Kysely<DB>,
  caller: ChatCaller,
  query: LaunchChatQuery,
  language: LanguageCode,
): Promise<LaunchChatAnswer> {
  requireChat(caller.merchant);
  const { member } = caller;
  if (member?.type === TRIAL_TYPE) throw new AppError('FREE_REJECT');
  if (!member && !(await repo.visitorsAllowed(db, caller.merchant.id))) {
    throw new AppError(caller.hadToken ? 'SESSION_EXPIRED' : 'UNAUTHORIZED');
  }
  const params = new URLSearchParams({
    b2c: '1',
    language: normalizeLanguage(query.language) ?? language,
    backUrl: safeBackUrl(query.backUrl),
  });
  if (query.headerColor) params.set('headerColor', query.headerColor);
  // Control characters never reach the page's header.
  const title = query.title?.replace(/\p{Cc}/gu, '').trim();
  if (title) params.set('title', title);
  return { chatUrl: `/m/chat?${params.toString()}` };
}

/** Whether the chat is on and visitors may use it: the chat page asks before it opens. */
export async function chatAccess(db: Kysely<DB>, merchant: Merchant): Promise<ChatAccess> {
  return {
    enabled: chatEnabled(merchant),
    visitorsAllowed: chatEnabled(merchant) && (await repo.visitorsAllowed(db, merchant.id)),
  };
}

/** POST /wps/chat/visitor: a chat identity for a visitor, when the merchant allows visitors. */
export async function createVisitor(db: Kysely<DB>, merchant: Merchant): Promise<{ visitorToken: string }> {
  requireChat(merchant);
  if (!(await repo.visitorsAllowed(db, merchant.id))) throw new AppError('UNAUTHORIZED');
  const token = newToken();
  await repo.insertVisitor(db, merchant.id, hashToken(token));
  return { visitorToken: token };
}

/** GET /wps/relay/CBS_unreadCount (spec section 7: value.unReadCount), counted per member. */
export async function unreadCount(ctx: ChatContext, who: ChatParticipant): Promise<{ unReadCount: number }> {
  if (!(await ctx.unreadCalls.take(who.key))) throw new AppError('RATE_LIMITED');
  return { unReadCount: await repo.unreadOfMember(ctx.db, who.party) };
}

/** The conversation's messages, newest page first asked (oldest first in the answer). */
export async function memberHistory(
  ctx: ChatContext,
  who: ChatParticipant,
  query: ChatHistoryQuery,
): Promise<MemberChat> {
  const conversation = await repo.findConversationOf(ctx.db, who.party);
  if (!conversation) {
    return {
      conversationId: null,
      status: 'OPEN',
      messages: [],
      hasMore: false,
      staffReadId: '0',
      memberReadId: '0',
      unReadCount: 0,
    };
  }
  const rows = await repo.messagesBefore(ctx.db, String(conversation.id), query.before, query.limit);
  const hasMore = rows.length > query.limit;
  const messages = rows
    .slice(0, query.limit)
    .reverse()
    .map((row) => ({ ...messageView(row), staffName: null }));
  return {
    conversationId: String(conversation.id),
    status: conversation.status,
    messages,
    hasMore,
    staffReadId: String(conversation.staff_read_id),
    memberReadId: String(conversation.member_read_id),
    unReadCount: await repo.unreadOfMember(ctx.db, who.party),
  };
}

async function spendSend(ctx: ChatContext, who: ChatParticipant): Promise<void> {
  if (!(await ctx.sends.take(who.key))) throw new AppError('RATE_LIMITED');
}

/** A text message from the member (the page's socket or POST /wps/chat/messages). */
export async function sendFromMember(
  ctx: ChatContext,
  who: ChatParticipant,
  input: { text: string; ref?: string | undefined },
): Promise<ChatMessage> {
  const body = messageText(input.text);
  await spendSend(ctx, who);
  const { message } = await postMessage(
    ctx,
    who,
    { sender: 'MEMBER', staffId: null },
    { body, ref: input.ref },
  );
  return { ...message, staffName: null };
}

/** POST /wps/chat/attachments: an image from the member, judged by its bytes. */
export async function sendImageFromMember(
  ctx: ChatContext,
  who: ChatParticipant,
  bytes: Buffer,
  ref: string | undefined,
): Promise<ChatMessage> {
  const type: ImageType = imageTypeOf(bytes);
  await spendSend(ctx, who);
  const { message } = await postMessage(
    ctx,
    who,
    { sender: 'MEMBER', staffId: null },
    { body: '', image: { type, bytes }, ref },
  );
  return { ...message, staffName: null };
}

/** The member has read staff's messages up to `upTo`: staff see the receipt. */
export async function markReadByMember(ctx: ChatContext, who: ChatParticipant, upTo: string): Promise<void> {
  const conversation = await repo.findConversationOf(ctx.db, who.party);
  if (!conversation) return;
  const id = String(conversation.id);
  const mark = await repo.markRead(ctx.db, id, 'member_read_id', upTo);
  await ctx.bus.publish({
    kind: 'read',
    merchantId: who.merchantId,
    party: who.key,
    conversationId: id,
    reader: 'MEMBER',
    upTo: mark,
  });
}

/** The member is typing: staff watching the conversation see it (nothing is stored). */
export async function memberTyping(ctx: ChatContext, who: ChatParticipant): Promise<void> {
  const conversation = await repo.findConversationOf(ctx.db, who.party);
  if (!conversation) return;
  await ctx.bus.publish({
    kind: 'typing',
    merchantId: who.merchantId,
    party: who.key,
    conversationId: String(conversation.id),
    sender: 'MEMBER',
  });
}

/** An image of the member's own conversation; another's is NOT_FOUND, as if it did not exist. */
export async function memberAttachment(db: Kysely<DB>, who: ChatParticipant, id: string) {
  const row = await repo.findAttachment(db, id);
  const own =
    row &&
    (who.party.kind === 'member'
      ? row.member_id !== null && String(row.member_id) === who.party.memberId
      : row.visitor_id !== null && String(row.visitor_id) === who.party.visitorId);
  if (!row || !own) throw new AppError('NOT_FOUND');
  return { contentType: row.content_type, bytes: row.bytes };
}

/** GET /wps/relay/CBS_modelList: the operator's live models, filtered by active and streaming. */
export async function modelList(
  db: Kysely<DB>,
  merchant: Merchant,
  filter: { active?: boolean | undefined; streaming?: boolean | undefined },
): Promise<LiveModel[]> {
  const rows = await repo.liveModels(db, merchant.id, {
    ...(filter.active === undefined ? {} : { active: filter.active }),
    ...(filter.streaming === undefined ? {} : { streaming: filter.streaming }),
  });
  return rows.map(liveModelView);
}

export function liveModelView(row: Awaited<ReturnType<typeof repo.liveModels>>[number]): LiveModel {
  return {
    id: String(row.id),
    name: row.name,
    avatarUrl: row.avatar_url,
    active: row.active,
    streaming: row.streaming,
    sort: row.sort,
  };
}

/** The member's unread replies for their live socket's counts: 0 without the chat (CBS3 off). */
export function memberChatUnread(db: Kysely<DB>, merchant: Merchant, memberId: number): Promise<number> {
  if (!chatEnabled(merchant)) return Promise.resolve(0);
  return repo.unreadOfMember(db, { kind: 'member', memberId: String(memberId) });
}
