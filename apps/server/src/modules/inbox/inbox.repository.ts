import type { InboxAudience, InboxKind } from '@ficha/contract';
import { type Kysely, sql } from 'kysely';
import { countedPage, type PageRequest } from '../../db/paging.ts';
import type { DB } from '../../db/schema.ts';
import { reachableByMarketing } from '../responsible-gaming/rg-marketing.queries.ts';

/** One member's messages, never another's: every read and write names the member. */
const ownMessages = (db: Kysely<DB>, memberId: number) =>
  db.selectFrom('inbox_messages').where('member_id', '=', String(memberId)).where('deleted_at', 'is', null);

export interface NewInboxMessage {
  merchantId: number;
  memberId: number;
  kind: InboxKind;
  template?: string;
  params?: Record<string, string>;
  title?: string;
  content?: string;
  /** One message per event: a second insert with the same key for the member writes nothing. */
  dedupeKey?: string;
}

export async function insertMessage(db: Kysely<DB>, message: NewInboxMessage): Promise<void> {
  await db
    .insertInto('inbox_messages')
    .values({
      merchant_id: message.merchantId,
      member_id: String(message.memberId),
      kind: message.kind,
      template: message.template ?? null,
      params: JSON.stringify(message.params ?? {}) as unknown as Record<string, string>,
      title: message.title ?? '',
      content: message.content ?? '',
      dedupe_key: message.dedupeKey ?? null,
    })
    .onConflict((oc) => oc.columns(['member_id', 'dedupe_key']).doNothing())
    .execute();
}

export async function unreadCount(db: Kysely<DB>, memberId: number): Promise<number> {
  const row = await ownMessages(db, memberId)
    .where('read_at', 'is', null)
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function messagePage(db: Kysely<DB>, memberId: number, page: PageRequest) {
  return countedPage(ownMessages(db, memberId), page, (q) =>
    q
      .select(['id', 'kind', 'template', 'params', 'title', 'content', 'created_at', 'read_at'])
      .orderBy('id', 'desc'),
  );
}

/** Marks the member's own message read or unread; false when it is not theirs (or gone). */
export async function setRead(db: Kysely<DB>, memberId: number, messageId: string, read: boolean) {
  const result = await db
    .updateTable('inbox_messages')
    .set({ read_at: read ? sql<Date>`coalesce(read_at, now())` : null })
    .where('id', '=', messageId)
    .where('member_id', '=', String(memberId))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function softDelete(db: Kysely<DB>, memberId: number, messageId: string) {
  const result = await db
    .updateTable('inbox_messages')
    .set({ deleted_at: sql<Date>`now()` })
    .where('id', '=', messageId)
    .where('member_id', '=', String(memberId))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Who a broadcast reaches: real members (never trial users) of the audience. */
export interface AudienceFilter {
  /** null: every merchant. */
  merchantId: number | null;
  audience: InboxAudience;
  audienceValue: string;
  /**
   * A send to a segment is marketing: members a time-out, self-exclusion or the register keeps
   * from it at this moment are left out (issue 19). null: no such filter.
   */
  marketingAt: Date | null;
}

const TRIAL_TYPES = [4, 40, 41, 42];

/**
 * Copies a broadcast to each member of its audience in one statement, and answers how many
 * received it. Agents are members of type above 0 (spec section 3), trial types excluded.
 */
export async function fanOutBroadcast(
  db: Kysely<DB>,
  broadcastId: string,
  filter: AudienceFilter,
  message: { title: string; content: string },
): Promise<number> {
  let members = db.selectFrom('members').where('status', '=', 'active').where('type', 'not in', TRIAL_TYPES);
  if (filter.merchantId !== null) members = members.where('merchant_id', '=', filter.merchantId);
  if (filter.audience === 'MEMBER') {
    members = members.where((eb) =>
      eb(eb.fn('lower', ['username']), '=', filter.audienceValue.toLowerCase()),
    );
  }
  if (filter.audience === 'VIP') members = members.where('vip_label', '=', filter.audienceValue);
  if (filter.audience === 'AGENTS') members = members.where('type', '>', 0);
  if (filter.marketingAt !== null) members = members.where(reachableByMarketing(filter.marketingAt));
  const result = await db
    .insertInto('inbox_messages')
    .columns(['merchant_id', 'member_id', 'kind', 'title', 'content', 'broadcast_id'])
    .expression(
      members.select((eb) => [
        'merchant_id',
        'id',
        sql.lit('OPERATOR').as('kind'),
        eb.val(message.title).as('title'),
        eb.val(message.content).as('content'),
        eb.val(broadcastId).as('broadcast_id'),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}

export async function insertBroadcast(
  db: Kysely<DB>,
  row: {
    merchantId: number | null;
    audience: InboxAudience;
    audienceValue: string | null;
    title: string;
    content: string;
    staffId: number;
  },
) {
  const inserted = await db
    .insertInto('inbox_broadcasts')
    .values({
      merchant_id: row.merchantId,
      audience: row.audience,
      audience_value: row.audienceValue,
      title: row.title,
      content: row.content,
      staff_id: row.staffId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function setBroadcastRecipients(db: Kysely<DB>, id: string, recipients: number) {
  await db.updateTable('inbox_broadcasts').set({ recipients }).where('id', '=', id).execute();
}

/** The broadcasts of the given merchants (null: every one, with the platform-wide ones). */
export function broadcastPage(db: Kysely<DB>, merchantIds: number[] | null, page: PageRequest) {
  let query = db.selectFrom('inbox_broadcasts').innerJoin('staff', 'staff.id', 'inbox_broadcasts.staff_id');
  if (merchantIds !== null) query = query.where('inbox_broadcasts.merchant_id', 'in', merchantIds);
  return countedPage(query, page, (q) =>
    q
      .select([
        'inbox_broadcasts.id',
        'inbox_broadcasts.merchant_id',
        'inbox_broadcasts.audience',
        'inbox_broadcasts.audience_value',
        'inbox_broadcasts.title',
        'inbox_broadcasts.content',
        'inbox_broadcasts.recipients',
        'inbox_broadcasts.created_at',
        'staff.username',
      ])
      .orderBy('inbox_broadcasts.id', 'desc'),
  );
}
