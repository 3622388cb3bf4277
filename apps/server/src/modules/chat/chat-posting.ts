import { randomUUID } from 'node:crypto';
import type { ChatMessage, ChatSender, ConversationRow } from '@ficha/contract';
import { inTransaction } from '../../db/transactions.ts';
import * as repo from './chat.repository.ts';
import type { ChatContext, ChatParticipant } from './chat-context.ts';
import type { ImageType } from './chat-images.ts';
import { conversationView, messageView } from './chat-views.ts';

/**
 * One message into a conversation, from either side: stored (with its image) in one transaction,
 * which opens the conversation at the member's first message and opens a closed one again; the
 * sender has read everything up to it. A message sent again with the same ref (an answer lost to a
 * dropped connection or a restart) is stored once and answered as the first time. Only after the
 * commit is the news published, so every process tells its sockets what the database holds.
 */
export async function postMessage(
  ctx: ChatContext,
  to: ChatParticipant,
  from: { sender: ChatSender; staffId: number | null },
  content: { body: string; image?: { type: ImageType; bytes: Buffer }; ref?: string | undefined },
): Promise<{ message: ChatMessage; conversation: ConversationRow }> {
  const ref = content.ref ?? null;
  const stored = await inTransaction(ctx.db, async (trx) => {
    const conversation = await repo.openConversation(trx, to.merchantId, to.party);
    const conversationId = String(conversation.id);
    if (ref) {
      const earlier = await repo.messageByRef(trx, conversationId, from.sender, ref);
      if (earlier) return { id: String(earlier.id), conversationId, fresh: false };
    }
    let attachmentId: string | null = null;
    if (content.image) {
      attachmentId = randomUUID();
      await repo.insertAttachment(trx, {
        id: attachmentId,
        conversationId,
        contentType: content.image.type,
        bytes: content.image.bytes,
      });
    }
    const id = await repo.insertMessage(trx, {
      conversationId,
      sender: from.sender,
      staffId: from.staffId,
      body: content.body,
      attachmentId,
      ref,
    });
    if (id === undefined) {
      // The same ref sent twice at once: the other request stored it (and committed) first.
      const other = ref ? await repo.messageByRef(trx, conversationId, from.sender, ref) : undefined;
      if (!other) throw new Error('chat message neither stored nor found');
      return { id: String(other.id), conversationId, fresh: false };
    }
    await repo.touchConversation(
      trx,
      conversationId,
      id,
      from.sender === 'MEMBER' ? 'member_read_id' : 'staff_read_id',
    );
    return { id, conversationId, fresh: true };
  });
  const message = messageView(await repo.messageById(ctx.db, stored.id));
  const conversation = conversationView(await repo.conversationRow(ctx.db, stored.conversationId));
  if (stored.fresh) {
    await ctx.bus.publish({
      kind: 'message',
      merchantId: to.merchantId,
      party: to.key,
      message,
      conversation,
    });
  }
  return { message, conversation };
}
