import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { insertMessage } from './inbox.repository.ts';
import type { SystemTemplate } from './system-messages.ts';

/**
 * What other modules use to write to a member's inbox (issue 16 part 2). It imports nothing of
 * theirs, so payments, accounts and the back office can all call it without a module loop. Called
 * inside the caller's transaction, the message is written with the event or not at all.
 */

export interface SystemMessage {
  merchantId: number;
  memberId: number;
  template: SystemTemplate;
  params?: Record<string, string>;
  /** The event it reports (e.g. `deposit:<order>`): a retried event writes it once. */
  dedupeKey: string;
}

export async function sendSystemMessage(db: Kysely<DB>, message: SystemMessage): Promise<void> {
  await insertMessage(db, { ...message, kind: 'SYSTEM' });
}

/** Staff's answer to a member's feedback, delivered to the member's inbox. */
export async function sendFeedbackReply(
  db: Kysely<DB>,
  reply: { merchantId: number; memberId: number; feedbackId: string; title: string; content: string },
): Promise<void> {
  await insertMessage(db, {
    merchantId: reply.merchantId,
    memberId: reply.memberId,
    kind: 'FEEDBACK_REPLY',
    title: reply.title,
    content: reply.content,
    dedupeKey: `feedback:${reply.feedbackId}`,
  });
}

export type { SystemTemplate } from './system-messages.ts';
