import {
  type ChatHistoryQuery,
  type ChatMemberContext,
  type ChatMessage,
  type ConversationRow,
  formatMinor,
  roleHasPermission,
  type StaffConversation,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { scopedMerchant } from '../backoffice/backoffice-access.ts';
import * as players from '../backoffice/players.queries.ts';
import { audit, type StaffActor } from '../staff/staff.service.ts';
import { worksFor } from '../staff/staff-guards.ts';
import * as repo from './chat.repository.ts';
import { type ChatContext, type ChatParticipant, participant } from './chat-context.ts';
import { imageTypeOf, uploadedBytes } from './chat-images.ts';
import { messageText } from './chat-messages.ts';
import { postMessage } from './chat-posting.ts';
import { conversationView, messageView } from './chat-views.ts';

/**
 * The console's side of the live chat (issue 16 parts 4 and 6): the queue of a merchant's open
 * conversations, replies, assignment, closing, read receipts and the member beside the chat.
 * Staff reach only conversations of their merchants; another merchant's is NOT_FOUND. Every
 * action is audited.
 */

export interface StaffCall {
  staff: StaffActor;
  ip: string;
}

const CONTEXT_ROWS = 5;

type Conversation = NonNullable<Awaited<ReturnType<typeof repo.findConversation>>>;

async function visibleConversation(db: Kysely<DB>, staff: StaffActor, id: string): Promise<Conversation> {
  const conversation = await repo.findConversation(db, id);
  if (!conversation || !worksFor(staff, conversation.merchant_id)) throw new AppError('NOT_FOUND');
  return conversation;
}

function participantOf(conversation: Conversation): ChatParticipant {
  return participant(
    conversation.merchant_id,
    conversation.member_id !== null
      ? { kind: 'member', memberId: String(conversation.member_id) }
      : { kind: 'visitor', visitorId: String(conversation.visitor_id) },
  );
}

const target = (id: string) => `chat_conversation:${id}`;

async function announce(ctx: ChatContext, conversation: Conversation): Promise<ConversationRow> {
  const row = conversationView(await repo.conversationRow(ctx.db, String(conversation.id)));
  await ctx.bus.publish({ kind: 'conversation', merchantId: conversation.merchant_id, conversation: row });
  return row;
}

export async function conversationQueue(
  ctx: ChatContext,
  staff: StaffActor,
  query: { merchantId?: number | undefined; status: 'OPEN' | 'CLOSED' },
): Promise<{ list: ConversationRow[] }> {
  const merchant = await scopedMerchant(ctx.db, staff, query.merchantId);
  const rows = await repo.conversationQueue(ctx.db, merchant.id, query.status);
  return { list: rows.map(conversationView) };
}

export async function staffConversation(
  ctx: ChatContext,
  staff: StaffActor,
  id: string,
  query: ChatHistoryQuery,
): Promise<StaffConversation> {
  const conversation = await visibleConversation(ctx.db, staff, id);
  const rows = await repo.messagesBefore(ctx.db, id, query.before, query.limit);
  return {
    conversation: conversationView(await repo.conversationRow(ctx.db, id)),
    messages: rows.slice(0, query.limit).reverse().map(messageView),
    hasMore: rows.length > query.limit,
    memberReadId: String(conversation.member_read_id),
  };
}

/** A reply; an unassigned conversation becomes the replier's. */
async function reply(
  ctx: ChatContext,
  call: StaffCall,
  id: string,
  contentOf: () => Parameters<typeof postMessage>[3],
): Promise<ChatMessage> {
  // Another merchant's conversation is NOT_FOUND whatever is sent to it: looked up before the content.
  const conversation = await visibleConversation(ctx.db, call.staff, id);
  const content = contentOf();
  if (conversation.assigned_staff_id === null) await repo.assign(ctx.db, id, call.staff.id);
  const { message } = await postMessage(
    ctx,
    participantOf(conversation),
    { sender: 'STAFF', staffId: call.staff.id },
    content,
  );
  await audit(
    ctx.db,
    call.staff,
    content.image ? 'chat.reply_image' : 'chat.reply',
    target(id),
    { after: { messageId: message.id } },
    call.ip,
    conversation.merchant_id,
  );
  return message;
}

export function replyText(
  ctx: ChatContext,
  call: StaffCall,
  id: string,
  input: { text: string; ref?: string | undefined },
) {
  return reply(ctx, call, id, () => ({ body: messageText(input.text), ref: input.ref }));
}

/** An image reply; `body` is the upload as received (uploadedBytes judges it). */
export function replyImage(
  ctx: ChatContext,
  call: StaffCall,
  id: string,
  body: unknown,
  ref: string | undefined,
) {
  return reply(ctx, call, id, () => {
    const bytes = uploadedBytes(body);
    return { body: '', image: { type: imageTypeOf(bytes), bytes }, ref };
  });
}

/** Gives the conversation to a staff member who handles chats for its merchant, or to nobody. */
export async function assignConversation(
  ctx: ChatContext,
  call: StaffCall,
  id: string,
  staffId: number | null,
): Promise<ConversationRow> {
  const conversation = await visibleConversation(ctx.db, call.staff, id);
  if (staffId !== null) {
    const assignee = await repo.staffMember(ctx.db, staffId);
    const handles =
      assignee?.active === true &&
      roleHasPermission(assignee.role, 'chat.handle') &&
      (assignee.merchant_id === null || assignee.merchantIds.includes(conversation.merchant_id));
    if (!handles) throw new AppError('NOT_FOUND');
  }
  await repo.assign(ctx.db, id, staffId);
  await audit(
    ctx.db,
    call.staff,
    'chat.assign',
    target(id),
    { before: { staffId: conversation.assigned_staff_id }, after: { staffId } },
    call.ip,
    conversation.merchant_id,
  );
  return announce(ctx, conversation);
}

/** Closes the conversation (answered); the member's next message opens it again. */
export async function closeConversation(
  ctx: ChatContext,
  call: StaffCall,
  id: string,
): Promise<ConversationRow> {
  const conversation = await visibleConversation(ctx.db, call.staff, id);
  await repo.setStatus(ctx.db, id, 'CLOSED');
  await audit(
    ctx.db,
    call.staff,
    'chat.close',
    target(id),
    { before: { status: conversation.status }, after: { status: 'CLOSED' } },
    call.ip,
    conversation.merchant_id,
  );
  return announce(ctx, conversation);
}

/** Staff have read the member's messages up to `upTo`: the member sees the receipt. */
export async function markReadByStaff(
  ctx: ChatContext,
  staff: StaffActor,
  id: string,
  upTo: string,
): Promise<void> {
  const conversation = await visibleConversation(ctx.db, staff, id);
  const who = participantOf(conversation);
  const mark = await repo.markRead(ctx.db, id, 'staff_read_id', upTo);
  await ctx.bus.publish({
    kind: 'read',
    merchantId: who.merchantId,
    party: who.key,
    conversationId: id,
    reader: 'STAFF',
    upTo: mark,
  });
}

export async function staffTyping(ctx: ChatContext, staff: StaffActor, id: string): Promise<void> {
  const conversation = await visibleConversation(ctx.db, staff, id);
  const who = participantOf(conversation);
  await ctx.bus.publish({
    kind: 'typing',
    merchantId: who.merchantId,
    party: who.key,
    conversationId: id,
    sender: 'STAFF',
  });
}

/** The member beside the chat: who, balances, last deposits, last rounds (the profile's queries). */
export async function memberContext(
  db: Kysely<DB>,
  staff: StaffActor,
  id: string,
): Promise<ChatMemberContext> {
  const conversation = await visibleConversation(db, staff, id);
  if (conversation.member_id === null) return { member: null, balances: [], deposits: [], rounds: [] };
  const memberId = String(conversation.member_id);
  const [member, balances, orders, rounds] = await Promise.all([
    players.findMember(db, memberId),
    players.memberBalances(db, memberId),
    players.memberOrders(db, memberId),
    players.memberRounds(db, memberId),
  ]);
  const iso = (at: Date | string) => new Date(at).toISOString();
  return {
    member: member
      ? {
          id: String(member.id),
          username: member.username,
          nickname: member.nickname,
          status: member.status,
          vipLabel: member.vip_label,
          createdAt: iso(member.created_at),
        }
      : null,
    balances: balances.map((b) => ({ kind: b.kind, currency: b.currency, balance: formatMinor(b.balance) })),
    deposits: orders
      .filter((o) => o.direction === 'DEPOSIT')
      .slice(0, CONTEXT_ROWS)
      .map((o) => ({
        id: String(o.id),
        amount: formatMinor(o.amount),
        status: o.status,
        createdAt: iso(o.created_at),
      })),
    rounds: rounds.slice(0, CONTEXT_ROWS).map((r) => ({
      gameCode: r.game_code ?? r.vendor_code,
      amount: r.amount === null ? null : formatMinor(r.amount),
      won: formatMinor(r.won),
      status: r.status,
      createdAt: iso(r.created_at),
    })),
  };
}

/** An image of a conversation of the staff member's merchants. */
export async function staffAttachment(db: Kysely<DB>, staff: StaffActor, id: string) {
  const row = await repo.findAttachment(db, id);
  if (!row || !worksFor(staff, row.merchant_id)) throw new AppError('NOT_FOUND');
  return { contentType: row.content_type, bytes: row.bytes };
}
