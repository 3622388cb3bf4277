import {
  FEEDBACK_TYPES,
  type FeedbackTypeName,
  type LanguageCode,
  type OpsFeedback,
  type OpsFeedbackQuery,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageAnswer } from '../../lib/page-answer.ts';
import { sendFeedbackReply } from '../inbox/inbox.ts';
import type { AuthenticatedMember } from '../members/members.repository.ts';
import { findMerchantById } from '../merchants/merchants.repository.ts';
import type { StaffActor } from '../staff/staff.service.ts';
import { audit } from '../staff/staff.service.ts';
import { verifyCaptcha } from '../verification/captcha.service.ts';
import * as repo from './feedback.repository.ts';

/**
 * Feedback (spec sections 2, 3, 5; issue 16 part 5): a member sends it with a captcha, staff of the
 * member's merchant answer it in the back office, and the answer arrives in the member's inbox.
 */

export async function sendFeedback(
  db: Kysely<DB>,
  member: AuthenticatedMember,
  clientIp: string,
  input: { content: string; sender: string; type: number; captcha: string; captchaKey: string },
): Promise<void> {
  await verifyCaptcha(db, member.merchantId, clientIp, input.captchaKey, input.captcha);
  await repo.insertFeedback(db, {
    merchantId: member.merchantId,
    memberId: member.id,
    type: input.type,
    content: input.content,
    sender: input.sender,
  });
}

const TYPE_NAMES = Object.fromEntries(
  Object.entries(FEEDBACK_TYPES).map(([name, value]) => [value, name as FeedbackTypeName]),
) as Record<number, FeedbackTypeName>;

const iso = (at: Date | null) => (at === null ? null : new Date(at).toISOString());

/** The merchants a staff list covers: the one asked for (if theirs), else all of theirs. */
async function merchantIdsOf(db: Kysely<DB>, staff: StaffActor, asked: number | undefined) {
  if (asked !== undefined) {
    if (staff.merchantIds !== null && !staff.merchantIds.includes(asked)) throw new AppError('NOT_FOUND');
    return [asked];
  }
  if (staff.merchantIds !== null) return staff.merchantIds;
  return repo.everyMerchantId(db);
}

export async function listFeedback(db: Kysely<DB>, staff: StaffActor, query: OpsFeedbackQuery) {
  const page = { pageNo: query.pageNo, pageSize: query.pageSize };
  const merchantIds = await merchantIdsOf(db, staff, query.merchantId);
  const found = await repo.feedbackPage(db, merchantIds, query.status, page);
  return pageAnswer(
    found,
    page,
    (row): OpsFeedback => ({
      id: String(row.id),
      merchantId: row.merchant_id,
      username: row.username,
      type: row.type,
      typeName: TYPE_NAMES[row.type] ?? 'other_issues',
      content: row.content,
      sender: row.sender,
      status: row.status,
      answer: row.answer,
      answeredBy: row.answered_by,
      answeredAt: iso(row.answered_at),
      createdAt: new Date(row.created_at).toISOString(),
    }),
  );
}

/** The answer's title in the member's inbox, in the merchant's default language. */
const REPLY_TITLE: Record<LanguageCode, string> = {
  PT: 'Resposta ao seu feedback',
  EN: 'Reply to your feedback',
};

/**
 * Staff answer a feedback once: the answer is stored and sent to the member's inbox in the same
 * transaction, and audited. A second answer gets FEEDBACK_ANSWERED.
 */
export async function answerFeedback(
  db: Kysely<DB>,
  staff: StaffActor,
  feedbackId: string,
  answer: string,
  ip: string,
) {
  const merchantIds = await merchantIdsOf(db, staff, undefined);
  await inTransaction(db, async (trx) => {
    const row = await repo.lockFeedback(trx, merchantIds, feedbackId);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status === 'ANSWERED') throw new AppError('FEEDBACK_ANSWERED');
    const merchant = await findMerchantById(trx, row.merchant_id);
    const language = (merchant?.default_language ?? 'PT') as LanguageCode;
    await repo.saveAnswer(trx, row.id, answer, staff.id);
    await sendFeedbackReply(trx, {
      merchantId: row.merchant_id,
      memberId: Number(row.member_id),
      feedbackId: row.id,
      title: REPLY_TITLE[language] ?? REPLY_TITLE.PT,
      content: `${answer}\n\n— ${row.content}`,
    });
    await audit(
      trx,
      staff,
      'feedback.answer',
      `feedback:${row.id}`,
      { after: { status: 'ANSWERED', answer } },
      ip,
      row.merchant_id,
    );
  });
}
