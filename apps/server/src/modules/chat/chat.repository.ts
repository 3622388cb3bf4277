import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Every statement of the live chat (migration 0030). Each function takes the db or a transaction. */

type Db = Kysely<DB> | Transaction<DB>;

export type Party = { kind: 'member'; memberId: string } | { kind: 'visitor'; visitorId: string };

export async function databaseName(db: Db): Promise<string> {
  const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(db);
  return rows[0]?.name ?? 'ficha';
}

// ---- settings and visitors ----

export async function visitorsAllowed(db: Db, merchantId: number): Promise<boolean> {
  const row = await db
    .selectFrom('chat_settings')
    .select('visitors_allowed')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return row?.visitors_allowed ?? false;
}

export async function saveSettings(db: Db, merchantId: number, allowed: boolean): Promise<void> {
  await db
    .insertInto('chat_settings')
    .values({ merchant_id: merchantId, visitors_allowed: allowed })
    .onConflict((oc) =>
      oc.column('merchant_id').doUpdateSet({ visitors_allowed: allowed, updated_at: sql<Date>`now()` }),
    )
    .execute();
}

export async function insertVisitor(db: Db, merchantId: number, tokenHash: Buffer): Promise<string> {
  const row = await db
    .insertInto('chat_visitors')
    .values({ merchant_id: merchantId, token_hash: tokenHash })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

export function findVisitor(db: Db, tokenHash: Buffer) {
  return db
    .selectFrom('chat_visitors')
    .select(['id', 'merchant_id'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

// ---- conversations ----

const partyFilter = (party: Party) =>
  party.kind === 'member'
    ? (['member_id', party.memberId] as const)
    : (['visitor_id', party.visitorId] as const);

export function findConversationOf(db: Db, party: Party) {
  const [column, id] = partyFilter(party);
  return db.selectFrom('chat_conversations').selectAll().where(column, '=', id).executeTakeFirst();
}

export function findConversation(db: Db, id: string) {
  return db.selectFrom('chat_conversations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The party's conversation, made at its first message; a closed one opens again. */
export async function openConversation(trx: Db, merchantId: number, party: Party) {
  const [column, id] = partyFilter(party);
  await trx
    .insertInto('chat_conversations')
    .values({ merchant_id: merchantId, [column]: id })
    .onConflict((oc) => oc.column(column).doNothing())
    .execute();
  return trx
    .updateTable('chat_conversations')
    .set({ status: 'OPEN' })
    .where(column, '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setStatus(db: Db, id: string, status: 'OPEN' | 'CLOSED'): Promise<void> {
  await db.updateTable('chat_conversations').set({ status }).where('id', '=', id).execute();
}

export async function assign(db: Db, id: string, staffId: number | null): Promise<void> {
  await db
    .updateTable('chat_conversations')
    .set({ assigned_staff_id: staffId })
    .where('id', '=', id)
    .execute();
}

/** Moves a side's read mark forward (never back, never past the last message); answers the mark. */
export async function markRead(
  db: Db,
  id: string,
  column: 'member_read_id' | 'staff_read_id',
  upTo: string,
): Promise<string> {
  const row = await db
    .updateTable('chat_conversations')
    .set({ [column]: sql`GREATEST(${sql.ref(column)}, LEAST(${upTo}::bigint, last_message_id))` })
    .where('id', '=', id)
    .returning(column)
    .executeTakeFirstOrThrow();
  return String((row as Record<string, unknown>)[column]);
}

/** Staff messages the member has not read. */
export async function unreadOfMember(db: Db, party: Party): Promise<number> {
  const [column, id] = partyFilter(party);
  const row = await db
    .selectFrom('chat_messages')
    .innerJoin('chat_conversations as c', 'c.id', 'chat_messages.conversation_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(`c.${column}`, '=', id)
    .where('chat_messages.sender', '=', 'STAFF')
    .whereRef('chat_messages.id', '>', 'c.member_read_id')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A conversation as the console's queue shows it. */
function conversationRows(db: Db) {
  return db
    .selectFrom('chat_conversations as c')
    .leftJoin('members as m', 'm.id', 'c.member_id')
    .leftJoin('staff as s', 's.id', 'c.assigned_staff_id')
    .leftJoin('chat_messages as lm', 'lm.id', 'c.last_message_id')
    .select((eb) => [
      'c.id',
      'c.merchant_id',
      'c.member_id',
      'c.visitor_id',
      'c.status',
      'c.assigned_staff_id',
      'c.last_message_at',
      'm.username',
      's.username as staff_name',
      'lm.body as last_body',
      'lm.attachment_id as last_attachment',
      eb
        .selectFrom('chat_messages as x')
        .select((x) => x.fn.countAll<string>().as('n'))
        .whereRef('x.conversation_id', '=', 'c.id')
        .where('x.sender', '=', 'MEMBER')
        .whereRef('x.id', '>', 'c.staff_read_id')
        .as('unread'),
    ]);
}
export type ConversationRecord = Awaited<ReturnType<typeof conversationRow>>;

export function conversationRow(db: Db, id: string) {
  return conversationRows(db).where('c.id', '=', id).executeTakeFirstOrThrow();
}

/** A merchant's queue: conversations with news first, at most 200. */
export function conversationQueue(db: Db, merchantId: number, status: 'OPEN' | 'CLOSED') {
  return conversationRows(db)
    .where('c.merchant_id', '=', merchantId)
    .where('c.status', '=', status)
    .where('c.last_message_id', '>', '0')
    .orderBy(sql`c.last_message_at DESC NULLS LAST`)
    .limit(200)
    .execute();
}

// ---- messages and attachments ----

function messageRows(db: Db) {
  return db
    .selectFrom('chat_messages as msg')
    .leftJoin('staff as s', 's.id', 'msg.staff_id')
    .leftJoin('chat_attachments as a', 'a.id', 'msg.attachment_id')
    .select([
      'msg.id',
      'msg.conversation_id',
      'msg.sender',
      'msg.body',
      'msg.attachment_id',
      'msg.client_ref',
      'msg.created_at',
      's.username as staff_name',
      'a.content_type',
      'a.size',
    ]);
}
export type MessageRecord = Awaited<ReturnType<typeof messageById>>;

export function messageById(db: Db, id: string) {
  return messageRows(db).where('msg.id', '=', id).executeTakeFirstOrThrow();
}

export function messageByRef(db: Db, conversationId: string, sender: 'MEMBER' | 'STAFF', ref: string) {
  return messageRows(db)
    .where('msg.conversation_id', '=', conversationId)
    .where('msg.sender', '=', sender)
    .where('msg.client_ref', '=', ref)
    .executeTakeFirst();
}

/** The page of messages before `before` (newest page when absent), newest first; one more than asked tells there are more. */
export function messagesBefore(db: Db, conversationId: string, before: string | undefined, limit: number) {
  let query = messageRows(db).where('msg.conversation_id', '=', conversationId);
  if (before) query = query.where('msg.id', '<', before);
  return query
    .orderBy('msg.id', 'desc')
    .limit(limit + 1)
    .execute();
}

/** Stores a message once per sender's ref; answers its id, or undefined when that ref was stored before. */
export async function insertMessage(
  trx: Db,
  message: {
    conversationId: string;
    sender: 'MEMBER' | 'STAFF';
    staffId: number | null;
    body: string;
    attachmentId: string | null;
    ref: string | null;
  },
): Promise<string | undefined> {
  const row = await trx
    .insertInto('chat_messages')
    .values({
      conversation_id: message.conversationId,
      sender: message.sender,
      staff_id: message.staffId,
      body: message.body,
      attachment_id: message.attachmentId,
      client_ref: message.ref,
    })
    .onConflict((oc) => oc.columns(['conversation_id', 'sender', 'client_ref']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? String(row.id) : undefined;
}

/** The conversation's newest message; the sender has read everything up to it. */
export async function touchConversation(
  trx: Db,
  id: string,
  messageId: string,
  senderRead: 'member_read_id' | 'staff_read_id',
): Promise<void> {
  await trx
    .updateTable('chat_conversations')
    .set({ last_message_id: messageId, last_message_at: sql<Date>`now()`, [senderRead]: messageId })
    .where('id', '=', id)
    .execute();
}

export async function insertAttachment(
  trx: Db,
  attachment: { id: string; conversationId: string; contentType: 'image/png' | 'image/jpeg'; bytes: Buffer },
): Promise<void> {
  await trx
    .insertInto('chat_attachments')
    .values({
      id: attachment.id,
      conversation_id: attachment.conversationId,
      content_type: attachment.contentType,
      size: attachment.bytes.length,
      bytes: attachment.bytes,
    })
    .execute();
}

export function findAttachment(db: Db, id: string) {
  return db
    .selectFrom('chat_attachments as a')
    .innerJoin('chat_conversations as c', 'c.id', 'a.conversation_id')
    .select(['a.content_type', 'a.bytes', 'c.merchant_id', 'c.member_id', 'c.visitor_id'])
    .where('a.id', '=', id)
    .executeTakeFirst();
}

// ---- staff who may take a conversation ----

export async function staffMember(db: Db, staffId: number) {
  const row = await db
    .selectFrom('staff')
    .select(['id', 'username', 'role', 'active', 'merchant_id'])
    .where('id', '=', staffId)
    .executeTakeFirst();
  if (!row) return undefined;
  const merchants = await db
    .selectFrom('staff_merchants')
    .select('merchant_id')
    .where('staff_id', '=', staffId)
    .execute();
  return { ...row, merchantIds: merchants.map((m) => m.merchant_id) };
}

// ---- canned replies ----

export function cannedReplies(db: Db, merchantId: number) {
  return db
    .selectFrom('chat_canned_replies')
    .select(['id', 'title', 'body'])
    .where('merchant_id', '=', merchantId)
    .orderBy('title')
    .orderBy('id')
    .execute();
}

export function insertCannedReply(
  db: Db,
  reply: { merchantId: number; title: string; body: string; staffId: number },
) {
  return db
    .insertInto('chat_canned_replies')
    .values({
      merchant_id: reply.merchantId,
      title: reply.title,
      body: reply.body,
      created_by: reply.staffId,
    })
    .returning(['id', 'title', 'body'])
    .executeTakeFirstOrThrow();
}

export function findCannedReply(db: Db, id: string) {
  return db.selectFrom('chat_canned_replies').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deleteCannedReply(db: Db, id: string): Promise<void> {
  await db.deleteFrom('chat_canned_replies').where('id', '=', id).execute();
}

// ---- live models (CBS_modelList) ----

export function liveModels(db: Db, merchantId: number, filter: { active?: boolean; streaming?: boolean }) {
  let query = db.selectFrom('chat_live_models').selectAll().where('merchant_id', '=', merchantId);
  if (filter.active !== undefined) query = query.where('active', '=', filter.active);
  if (filter.streaming !== undefined) query = query.where('streaming', '=', filter.streaming);
  return query.orderBy('sort').orderBy('id').execute();
}

type ModelFields = { name: string; avatarUrl: string; active: boolean; streaming: boolean; sort: number };

export function insertLiveModel(db: Db, merchantId: number, model: ModelFields) {
  return db
    .insertInto('chat_live_models')
    .values({
      merchant_id: merchantId,
      name: model.name,
      avatar_url: model.avatarUrl,
      active: model.active,
      streaming: model.streaming,
      sort: model.sort,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findLiveModel(db: Db, id: string) {
  return db.selectFrom('chat_live_models').selectAll().where('id', '=', id).executeTakeFirst();
}

export function updateLiveModel(db: Db, id: string, model: ModelFields) {
  return db
    .updateTable('chat_live_models')
    .set({
      name: model.name,
      avatar_url: model.avatarUrl,
      active: model.active,
      streaming: model.streaming,
      sort: model.sort,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteLiveModel(db: Db, id: string): Promise<void> {
  await db.deleteFrom('chat_live_models').where('id', '=', id).execute();
}
