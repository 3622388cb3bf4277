import type { InboxMessage, InboxPage, LanguageCode } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { PageRequest } from '../../db/paging.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageAnswer } from '../../lib/page-answer.ts';
import * as repo from './inbox.repository.ts';
import { renderSystemMessage } from './system-messages.ts';

/**
 * The member's inbox (/m/webEmail): their own messages only, read, unread and delete. Another
 * member's message id answers NOT_FOUND, as if it did not exist.
 */

type Row = Awaited<ReturnType<typeof repo.messagePage>>['rows'][number];

function messageView(row: Row, language: LanguageCode): InboxMessage {
  const text =
    row.kind === 'SYSTEM' && row.template
      ? renderSystemMessage(row.template, row.params, language)
      : { title: row.title, content: row.content };
  return {
    id: String(row.id),
    kind: row.kind,
    title: text.title,
    content: text.content,
    read: row.read_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function inboxPage(
  db: Kysely<DB>,
  memberId: number,
  page: PageRequest,
  language: LanguageCode,
): Promise<InboxPage> {
  const [found, unReadCount] = await Promise.all([
    repo.messagePage(db, memberId, page),
    repo.unreadCount(db, memberId),
  ]);
  return { ...pageAnswer(found, page, (row) => messageView(row, language)), unReadCount };
}

export function inboxUnreadCount(db: Kysely<DB>, memberId: number): Promise<number> {
  return repo.unreadCount(db, memberId);
}

export async function markMessage(db: Kysely<DB>, memberId: number, messageId: string, read: boolean) {
  if (!(await repo.setRead(db, memberId, messageId, read))) throw new AppError('NOT_FOUND');
  return { unReadCount: await repo.unreadCount(db, memberId) };
}

export async function deleteMessage(db: Kysely<DB>, memberId: number, messageId: string) {
  if (!(await repo.softDelete(db, memberId, messageId))) throw new AppError('NOT_FOUND');
  return { unReadCount: await repo.unreadCount(db, memberId) };
}
