import type { AnnouncementsAnswer, MemberUnreadCounts, UnreadCount } from '@ficha/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { setChatUnreadCount } from '@/features/chat';
import { useLiveFrames, useLiveHold } from '@/features/live';
import { useSession } from '@/features/session';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import { messagesKeys } from '../api/messages-keys';

/**
 * Issue 16 part 3: a signed-in real member's pages hold the tab's live socket, and every unread
 * count it pushes (new inbox message, staff reply, new announcement, read in another tab) goes
 * straight into the badges' cached queries: no call, no polling while it is open. A changed
 * inbox count reloads the inbox list if one is shown; a pushed announcements count that differs
 * from the list's reloads the list (the popup and the message center read it). Trial users and
 * visitors hold nothing (spec section 6: no chat unread fetch for them).
 */
export function LiveUnreadHost() {
  const session = useSession();
  const language = useCurrentLanguage();
  const client = useQueryClient();
  const member = session.isLoggedIn && !session.isTrial && session.token ? session.token : undefined;
  useLiveHold(member ? `bearer.${member}` : undefined, language);
  const last = useRef<MemberUnreadCounts>(undefined);

  useLiveFrames((frame) => {
    if (frame.type !== 'unread' || !member) return;
    const { counts } = frame;
    const before = last.current;
    last.current = counts;
    const who = session.userName ?? '';
    client.setQueryData<UnreadCount>(messagesKeys.inboxUnread(who), { unReadCount: counts.inbox });
    if (before && before.inbox !== counts.inbox) {
      void client.invalidateQueries({ queryKey: [...messagesKeys.all, 'inbox'] });
    }
    setChatUnreadCount(client, member, counts.chat);
    const list = client.getQueryData<AnnouncementsAnswer>(messagesKeys.announcements(who, language));
    const shown = (list?.player ?? []).filter((a) => !a.read).length;
    if (list && shown !== counts.announcements) {
      void client.invalidateQueries({ queryKey: [...messagesKeys.all, 'announcements'] });
    }
  });
  return null;
}
