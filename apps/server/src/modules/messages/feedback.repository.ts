import { type Kysely, sql } from 'kysely';
import { countedPage, type PageRequest } from '../../db/paging.ts';
import type { DB } from '../../db/schema.ts';

export async function insertFeedback(
  db: Kysely<DB>,
  row: { merchantId: number; memberId: number; type: number; content: string; sender: string },
) {
  const inserted = await db
    .insertInto('feedback')
    .values({
      merchant_id: row.merchantId,
      member_id: String(row.memberId),
      type: row.type,
      content: row.content,
      sender: row.sender,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Feedback of the given merchants (null: every one), newest first. */
export function feedbackPage(
  db: Kysely<DB>,
  merchantIds: number[],
  status: 'OPEN' | 'ANSWERED' | undefined,
  page: PageRequest,
) {
  let query = db
    .selectFrom('feedback')
    .innerJoin('members', 'members.id', 'feedback.member_id')
    .leftJoin('staff', 'staff.id', 'feedback.answered_by')
    .where('feedback.merchant_id', 'in', merchantIds);
  if (status) query = query.where('feedback.status', '=', status);
  return countedPage(query, page, (q) =>
    q
      .select([
        'feedback.id',
        'feedback.merchant_id',
        'feedback.type',
        'feedback.content',
        'feedback.sender',
        'feedback.status',
        'feedback.answer',
        'feedback.answered_at',
        'feedback.created_at',
        'members.username',
        'staff.username as answered_by',
      ])
      .orderBy('feedback.id', 'desc'),
  );
}

/** Locks one feedback row of the given merchants for its answer. */
export function lockFeedback(db: Kysely<DB>, merchantIds: number[], id: string) {
  return db
    .selectFrom('feedback')
    .selectAll()
    .where('id', '=', id)
    .where('merchant_id', 'in', merchantIds)
    .forUpdate()
    .executeTakeFirst();
}

export async function saveAnswer(db: Kysely<DB>, id: string, answer: string, staffId: number) {
  await db
    .updateTable('feedback')
    .set({ status: 'ANSWERED', answer, answered_by: staffId, answered_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

export async function everyMerchantId(db: Kysely<DB>): Promise<number[]> {
  const all = await db.selectFrom('merchants').select('id').execute();
  return all.map((m) => m.id);
}
