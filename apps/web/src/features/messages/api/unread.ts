import type { MemberUnreadCounts } from '@ficha/contract';
import { useChatUnreadCount } from '@/features/chat';
import { useSession } from '@/features/session';
import { useAnnouncementsUnread } from './announcements';
import { useInboxUnread } from './inbox';

/**
 * The unread counts of the message center's sources. Spec section 7: "Unread total is
 * announcements plus chat plus inbox"; each source adds its own count here (the chat's too), and
 * the total sums them all.
 */
export type UnreadCounts = MemberUnreadCounts;

/**
 * Every badge (header, Menu button, side menu, message center) reads the same cached queries,
 * which the live socket fills as the server pushes (LiveUnreadHost); while it is down, the chat's
 * CBS_unreadCount and the inbox's CSP_unreadCount are asked, throttled to one call per 250 ms.
 * The chat's count is 0 for visitors, trial users and without CBS3 (never asked).
 */
export function useUnreadCounts(): UnreadCounts {
  return { announcements: useAnnouncementsUnread(), inbox: useInboxUnread(), chat: useChatUnreadCount() };
}

/** The total on the menu and the header: only for a signed-in member (badges show then only). */
export function useUnreadTotal(): number {
  const session = useSession();
  const counts = useUnreadCounts();
  if (!session.isLoggedIn) return 0;
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}
