import type { LanguageCode, MemberUnreadCounts } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { memberChatUnread } from '../chat/member-chat.service.ts';
import { inboxUnreadCount } from '../inbox/inbox.service.ts';
import type { AuthenticatedMember } from '../members/members.repository.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { unreadAnnouncementCount } from '../messages/announcements.service.ts';

/**
 * The member's three unread counts (spec section 7: "Unread total is announcements plus chat plus
 * inbox"), each counted by the query its own call answers (MCSFE_getListAnnouncements' player
 * list, CSP_unreadCount, CBS_unreadCount), so a pushed count never differs from a fetched one.
 */
export async function memberUnreadCounts(
  db: Kysely<DB>,
  merchant: Merchant,
  member: AuthenticatedMember,
  language: LanguageCode,
): Promise<MemberUnreadCounts> {
  const [announcements, inbox, chat] = await Promise.all([
    unreadAnnouncementCount(db, member, language),
    inboxUnreadCount(db, member.id),
    memberChatUnread(db, merchant, member.id),
  ]);
  return { announcements, inbox, chat };
}

export const sameCounts = (a: MemberUnreadCounts | undefined, b: MemberUnreadCounts) =>
  a !== undefined && a.announcements === b.announcements && a.inbox === b.inbox && a.chat === b.chat;
