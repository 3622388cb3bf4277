import type { ChatMessage, ConversationRow } from '@ficha/contract';
import type { ConversationRecord, MessageRecord } from './chat.repository.ts';

/** Rows of the chat's tables as the API answers them (bigint ids as text, times as ISO). */

const iso = (at: Date | string) => new Date(at).toISOString();

export function messageView(row: MessageRecord): ChatMessage {
  return {
    id: String(row.id),
    conversationId: String(row.conversation_id),
    sender: row.sender,
    staffName: row.staff_name ?? null,
    body: row.body,
    attachment:
      row.attachment_id && row.content_type
        ? { id: row.attachment_id, contentType: row.content_type, size: Number(row.size) }
        : null,
    ref: row.client_ref,
    createdAt: iso(row.created_at),
  };
}

/** What the queue shows of the last message: its text, or a mark for an image. */
const IMAGE_PREVIEW = '[image]';

export function conversationView(row: ConversationRecord): ConversationRow {
  const isVisitor = row.member_id === null;
  return {
    id: String(row.id),
    merchantId: row.merchant_id,
    memberId: row.member_id === null ? null : String(row.member_id),
    name: isVisitor ? `#${String(row.visitor_id)}` : (row.username ?? ''),
    isVisitor,
    status: row.status,
    assignedStaffId: row.assigned_staff_id,
    assignedStaffName: row.staff_name ?? null,
    lastMessage: row.last_body ? row.last_body.slice(0, 120) : row.last_attachment ? IMAGE_PREVIEW : '',
    lastMessageAt: row.last_message_at ? iso(row.last_message_at) : null,
    unread: Number(row.unread ?? 0),
  };
}
