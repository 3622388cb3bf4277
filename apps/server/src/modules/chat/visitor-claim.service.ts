import { inTransaction } from '../../db/transactions.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken } from '../../lib/tokens.ts';
import * as repo from './chat.repository.ts';
import type { ChatContext } from './chat-context.ts';
import { conversationView } from './chat-views.ts';
import { type ChatCaller, chatParticipant } from './member-chat.service.ts';
import * as claim from './visitor-claim.repository.ts';

/**
 * POST /wps/chat/visitor/claim (issue 16 part 4): a visitor who chatted before logging in (when
 * the merchant allows it) logs in or registers in the same browser, which sends the visitor's token
 * with the member's session. The visitor's conversation becomes the member's (merged into theirs
 * if they had one), so the history stays visible to the member and to staff under the member; the
 * visitor's token then opens nothing. A token of another merchant, unknown, or already joined
 * answers joined: false and changes nothing.
 */
export async function claimVisitorChat(ctx: ChatContext, caller: ChatCaller): Promise<{ joined: boolean }> {
  if (!caller.member) throw new AppError(caller.hadToken ? 'SESSION_EXPIRED' : 'UNAUTHORIZED');
  const who = await chatParticipant(ctx.db, caller);
  if (who.party.kind !== 'member' || !caller.visitorToken) return { joined: false };
  const memberId = who.party.memberId;
  const tokenHash = hashToken(caller.visitorToken);
  const joined = await inTransaction(ctx.db, async (trx) => {
    const visitor = await claim.lockVisitor(trx, who.merchantId, tokenHash);
    if (!visitor) return undefined;
    const visitorId = String(visitor.id);
    const theirs = await claim.lockConversation(trx, 'visitor_id', visitorId);
    const mine = await claim.lockConversation(trx, 'member_id', memberId);
    let conversationId = mine ? String(mine.id) : undefined;
    if (theirs && mine) {
      await claim.mergeConversations(
        trx,
        {
          id: String(theirs.id),
          status: theirs.status,
          memberReadId: String(theirs.member_read_id),
          staffReadId: String(theirs.staff_read_id),
        },
        String(mine.id),
      );
    } else if (theirs) {
      await claim.handOver(trx, String(theirs.id), memberId);
      conversationId = String(theirs.id);
    }
    await claim.forgetVisitor(trx, visitorId);
    return { conversationId: theirs ? conversationId : undefined };
  });
  if (!joined) return { joined: false };
  if (joined.conversationId) {
    // Staff's queue shows the conversation under the member; the member's badge counts its replies.
    await ctx.bus.publish({
      kind: 'conversation',
      merchantId: who.merchantId,
      conversation: conversationView(await repo.conversationRow(ctx.db, joined.conversationId)),
      party: who.key,
    });
  }
  return { joined: true };
}
