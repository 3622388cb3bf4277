import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The statements that join a visitor's chat to the member they became (issue 16 part 4). */

type Db = Kysely<DB> | Transaction<DB>;

/** The visitor of `merchantId` with this token, locked until the join commits. */
export function lockVisitor(trx: Db, merchantId: number, tokenHash: Buffer) {
  return trx
    .selectFrom('chat_visitors')
    .select('id')
    .where('token_hash', '=', tokenHash)
    .where('merchant_id', '=', merchantId)
    .forUpdate()
    .executeTakeFirst();
}

export function lockConversation(trx: Db, column: 'member_id' | 'visitor_id', id: string) {
  return trx
    .selectFrom('chat_conversations')
    .selectAll()
    .where(column, '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The member had no conversation: the visitor's becomes theirs, as it is. */
export async function handOver(trx: Db, conversationId: string, memberId: string): Promise<void> {
  await trx
    .updateTable('chat_conversations')
    .set({ member_id: memberId, visitor_id: null })
    .where('id', '=', conversationId)
    .execute();
}

/** The first message of `sender` in the conversation after `readId`: unread by the other side. */
async function firstUnread(trx: Db, conversationId: string, sender: 'MEMBER' | 'STAFF', readId: string) {
  const row = await trx
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.min('id').as('id'))
    .where('conversation_id', '=', conversationId)
    .where('sender', '=', sender)
    .where('id', '>', readId)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * The member already had one: the visitor's messages and images move into it (their ids keep the
 * order they were written in), which stays open if either was, and the visitor's is removed. A
 * reply the visitor had not read stays unread (so does a visitor's message staff had not read):
 * a read mark only moves back, never past what either side had not seen.
 */
export async function mergeConversations(
  trx: Db,
  from: { id: string; status: 'OPEN' | 'CLOSED'; memberReadId: string; staffReadId: string },
  into: string,
): Promise<void> {
  const unreadReply = await firstUnread(trx, from.id, 'STAFF', from.memberReadId);
  const unreadQuestion = await firstUnread(trx, from.id, 'MEMBER', from.staffReadId);
  const markBefore = (column: 'member_read_id' | 'staff_read_id', first: string | number | bigint | null) =>
    first === null
      ? sql<string>`${sql.ref(`c.${column}`)}`
      : sql<string>`LEAST(${sql.ref(`c.${column}`)}, ${String(first)}::bigint - 1)`;
  await trx
    .updateTable('chat_attachments')
    .set({ conversation_id: into })
    .where('conversation_id', '=', from.id)
    .execute();
  await trx
    .updateTable('chat_messages')
    .set({ conversation_id: into })
    .where('conversation_id', '=', from.id)
    .execute();
  await trx
    .updateTable('chat_conversations as c')
    .set({
      status: from.status === 'OPEN' ? 'OPEN' : sql<'OPEN' | 'CLOSED'>`c.status`,
      member_read_id: markBefore('member_read_id', unreadReply),
      staff_read_id: markBefore('staff_read_id', unreadQuestion),
      last_message_id: sql<string>`(SELECT coalesce(max(id), 0) FROM chat_messages WHERE conversation_id = ${into})`,
      last_message_at: sql<Date>`(SELECT max(created_at) FROM chat_messages WHERE conversation_id = ${into})`,
    })
    .where('c.id', '=', into)
    .execute();
  await trx.deleteFrom('chat_conversations').where('id', '=', from.id).execute();
}

/** The visitor's identity ends: the token kept in the browser opens nothing any more. */
export async function forgetVisitor(trx: Db, visitorId: string): Promise<void> {
  await trx.deleteFrom('chat_visitors').where('id', '=', visitorId).execute();
}
